// A stand-in for a third-party SMTP server (RFC 5321), on 127.0.0.1: greets, answers EHLO with its
// extensions (STARTTLS when given a certificate, AUTH PLAIN), upgrades to TLS on STARTTLS, checks
// AUTH PLAIN credentials, and records each message it accepts. With `implicitTls` it speaks TLS from
// the first byte instead (submissions over TLS, RFC 8314, what `smtps://` connects to).
import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, TLSSocket } from 'node:tls';

/** A message the stand-in accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** Whether the session had switched to TLS (STARTTLS) before the message. */
  overTls: boolean;
  /** The `\0user\0password` the client authenticated with, if any. */
  auth: string | null;
}

/** A running stand-in. */
export interface SmtpStandIn {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts the stand-in; with `tls`, STARTTLS is offered and required before AUTH, or, with
 * `implicitTls` too, the whole session is TLS (no STARTTLS offered).
 */
export async function startSmtpStandIn(
  options: {
    credentials?: { user: string; password: string };
    tls?: { key: string; cert: string };
    implicitTls?: boolean;
  } = {},
): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const implicitTls = options.implicitTls === true && options.tls !== undefined;
  const session = (raw: Socket) => {
    sockets.add(raw);
    raw.on('close', () => sockets.delete(raw));
    let socket: Socket = raw;
    let overTls = implicitTls;
    let auth: string | null = null;
    let mail: { from: string; to: string[] } | null = null;
    let data: string | null = null;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const onLine = (line: string) => {
      if (data !== null) {
        if (line === '.') {
          received.push({ from: mail!.from, to: mail!.to, data, overTls, auth });
          data = null;
          mail = null;
          reply('250 2.0.0 queued');
        } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        return;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          socket.write(
            `250-stand-in greets ${argument}\r\n${options.tls && !overTls ? '250-STARTTLS\r\n' : ''}250 AUTH PLAIN\r\n`,
          );
          return;
        case 'STARTTLS':
          if (!options.tls || overTls) return void reply('502 5.5.1 not available');
          reply('220 2.0.0 ready to start TLS');
          raw.removeAllListeners('data');
          socket = new TLSSocket(raw, { isServer: true, key: options.tls.key, cert: options.tls.cert });
          overTls = true;
          buffer = '';
          socket.on('data', onData);
          return;
        case 'AUTH': {
          if (options.tls && !overTls) return void reply('530 5.7.0 must issue STARTTLS first');
          const given = Buffer.from(rest[1] ?? '', 'base64').toString('utf8');
          const expected = options.credentials
            ? `\0${options.credentials.user}\0${options.credentials.password}`
            : null;
          if (rest[0]?.toUpperCase() !== 'PLAIN' || given !== expected)
            return void reply('535 5.7.8 authentication failed');
          auth = given;
          return void reply('235 2.7.0 authenticated');
        }
        case 'MAIL':
          if (options.credentials && !auth) return void reply('530 5.7.0 authentication required');
          mail = { from: /<([^>]*)>/.exec(argument)?.[1] ?? '', to: [] };
          return void reply('250 2.1.0 ok');
        case 'RCPT':
          if (!mail) return void reply('503 5.5.1 MAIL first');
          mail.to.push(/<([^>]*)>/.exec(argument)?.[1] ?? '');
          return void reply('250 2.1.5 ok');
        case 'DATA':
          if (!mail || mail.to.length === 0) return void reply('503 5.5.1 RCPT first');
          data = '';
          return void reply('354 end data with <CR><LF>.<CR><LF>');
        case 'QUIT':
          reply('221 2.0.0 bye');
          socket.end();
          return;
        default:
          reply('500 5.5.2 unknown command');
      }
    };
    function onData(chunk: Buffer) {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    }
    raw.on('data', onData);
    raw.on('error', () => {});
    reply('220 stand-in ESMTP');
  };
  const server: Server = implicitTls
    ? createTlsServer({ key: options.tls!.key, cert: options.tls!.cert }, session)
    : createServer(session);
  // A client that gives up during the TLS handshake (an untrusted certificate) is not an error here.
  server.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
