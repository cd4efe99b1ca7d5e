import { randomUUID } from 'node:crypto';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';

/** One plain-text message. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Where and how to send: `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://` (TLS from the start). */
export interface SmtpSettings {
  url: string;
  timeoutMs?: number;
  /** Extra TLS options (tests pass a CA). */
  tls?: ConnectionOptions;
}

/** The SMTP server refused something, or did not answer in time. */
export class MailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailError';
  }
}

const ADDRESS = /^[^\s<>@,;"]+@[^\s<>@,;"]+$/;

function addressOf(value: string): string {
  const match = /<([^<>]+)>\s*$/.exec(value);
  const address = (match ? match[1]! : value).trim();
  if (!ADDRESS.test(address)) throw new MailError(`"${value}" is not an email address`);
  return address;
}

/** A header value on one line: CR and LF would start new headers (header injection). */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new MailError('a mail header value must be one line');
  // RFC 2047 for anything outside printable ASCII.
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Reads SMTP replies (`250-…` continuation lines, then `250 …`) from a socket. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: { code: number; text: string }) => void) | null = null;
  private failed: Error | null = null;
  private rejecter: ((error: Error) => void) | null = null;

  constructor(socket: Socket) {
    this.attach(socket);
  }

  attach(socket: Socket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let end = this.buffer.indexOf('\r\n'); end >= 0; end = this.buffer.indexOf('\r\n')) {
        const line = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        this.lines.push(line);
        if (/^\d{3}(?: |$)/.test(line)) this.flush();
      }
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new MailError('the SMTP server closed the connection')));
  }

  private flush(): void {
    const lines = this.lines.splice(0);
    const code = Number(lines[lines.length - 1]!.slice(0, 3));
    const resolve = this.waiting;
    this.waiting = null;
    this.rejecter = null;
    resolve?.({ code, text: lines.map((l) => l.slice(4)).join('\n') });
  }

  private fail(error: Error): void {
    this.failed ??= error;
    const reject = this.rejecter;
    this.waiting = null;
    this.rejecter = null;
    reject?.(error);
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.rejecter = reject;
    });
  }
}

/**
 * Sends one plain-text message over SMTP (RFC 5321): EHLO, STARTTLS when the server offers it on
 * `smtp://`, AUTH PLAIN when the URL has credentials, then MAIL, RCPT, DATA (dot-stuffed) and QUIT.
 * Throws {@link MailError} with the server's reply when a step is refused.
 */
export async function sendMail(settings: SmtpSettings, message: MailMessage): Promise<void> {
  const url = new URL(settings.url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new MailError(`SMTP_URL must be smtp:// or smtps://, got ${url.protocol}`);
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port || (implicitTls ? 465 : 587));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const from = addressOf(message.from);
  const to = addressOf(message.to);
  const timeoutMs = settings.timeoutMs ?? 15_000;

  let socket: Socket = implicitTls
    ? tlsConnect({ host, port, servername: host, ...settings.tls })
    : netConnect({ host, port });
  const timer = setTimeout(
    () => socket.destroy(new MailError(`the SMTP server did not answer within ${timeoutMs} ms`)),
    timeoutMs,
  );
  const reader = new ReplyReader(socket);
  const expect = async (codes: number[], step: string) => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) throw new MailError(`SMTP ${step} refused: ${reply.code} ${reply.text}`);
    return reply;
  };
  const command = async (line: string, codes: number[], step = line.split(' ')[0]!) => {
    socket.write(`${line}\r\n`);
    return expect(codes, step);
  };
  try {
    await expect([220], 'greeting');
    let features = (await command('EHLO folio', [250], 'EHLO')).text;
    if (!implicitTls && /^STARTTLS$/im.test(features)) {
      await command('STARTTLS', [220]);
      socket.removeAllListeners('data');
      socket = tlsConnect({ socket, servername: host, ...settings.tls });
      reader.attach(socket);
      features = (await command('EHLO folio', [250], 'EHLO')).text;
    }
    if (url.username) {
      const credentials = Buffer.from(
        `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`,
      ).toString('base64');
      await command(`AUTH PLAIN ${credentials}`, [235], 'AUTH');
    }
    await command(`MAIL FROM:<${from}>`, [250]);
    await command(`RCPT TO:<${to}>`, [250, 251]);
    await command('DATA', [354]);
    const headers = [
      `From: ${headerValue(message.from)}`,
      `To: ${headerValue(message.to)}`,
      `Subject: ${headerValue(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${randomUUID()}@${from.split('@')[1]}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ];
    // Lines starting with "." get another one (dot-stuffing), so the body cannot end DATA early.
    const body = message.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}\r\n.\r\n`);
    await expect([250], 'message');
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    clearTimeout(timer);
    socket.destroy();
  }
}
