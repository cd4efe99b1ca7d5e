// A TCP proxy in front of the real Postgres that cuts a connection at a chosen statement, the way a
// server crash, a failover or a dropped network link would: the client sees its socket close, not
// a mocked error. It reads the frontend protocol (the startup message, then `type + length`
// frames) to find the SQL of simple ('Q') and extended ('P', Parse) queries.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * When a cut happens: `before` the statement reaches Postgres (it never runs), or `after` Postgres
 * ran it and said it is ready for the next one (it ran, and committed if it was autocommit or a
 * COMMIT), just before the answer would reach the client.
 */
export type CutMoment = 'before' | 'after';

/** A running proxy. */
export interface PostgresFaultProxy {
  /** `postgres://…` through the proxy, for the given database URL. */
  url(databaseUrl: string): string;
  /** Arms a one-shot cut at the next statement matching `sql`; resolves when it happened. */
  cutOnce(sql: RegExp, moment: CutMoment): Promise<void>;
  /** Arms cuts at every statement matching `sql` until {@link PostgresFaultProxy.clear}. */
  cutAlways(sql: RegExp, moment: CutMoment): void;
  clear(): void;
  close(): Promise<void>;
}

interface Rule {
  sql: RegExp;
  moment: CutMoment;
  once: boolean;
  fired: () => void;
}

/** Starts a proxy on 127.0.0.1 forwarding to `target`. */
export async function startPostgresFaultProxy(target: { host: string; port: number }): Promise<PostgresFaultProxy> {
  let rules: Rule[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const cut = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => {
      sockets.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on('error', cut);
    upstream.on('error', cut);

    let started = false;
    let pending = Buffer.alloc(0);
    let cutAtReady: Rule | null = null;
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      const out: Buffer[] = [];
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const length = pending.readUInt32BE(0);
          if (pending.length < length) break;
          out.push(pending.subarray(0, length));
          pending = pending.subarray(length);
          // An SSLRequest is answered before the real startup message: the pg client used here never sends one.
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readUInt32BE(1);
        if (pending.length < 1 + length) break;
        const frame = pending.subarray(0, 1 + length);
        pending = pending.subarray(1 + length);
        const rule = match(frame);
        if (rule !== null && rule.moment === 'before') {
          if (out.length > 0) upstream.write(Buffer.concat(out));
          fire(rule);
          cut();
          return;
        }
        if (rule !== null) cutAtReady = rule;
        out.push(frame);
      }
      if (out.length > 0) upstream.write(Buffer.concat(out));
    });

    let answer = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      if (cutAtReady === null) {
        client.write(chunk);
        return;
      }
      // Hold the answer back until Postgres says ReadyForQuery ('Z'): the statement has run.
      answer = Buffer.concat([answer, chunk]);
      let offset = 0;
      while (answer.length >= offset + 5) {
        const type = String.fromCharCode(answer[offset]!);
        const length = answer.readUInt32BE(offset + 1);
        if (answer.length < offset + 1 + length) break;
        if (type === 'Z') {
          fire(cutAtReady);
          cut();
          return;
        }
        offset += 1 + length;
      }
    });
  });

  const match = (frame: Buffer): Rule | null => {
    const type = String.fromCharCode(frame[0]!);
    let sql: string | null = null;
    if (type === 'Q') sql = frame.subarray(5, frame.indexOf(0, 5)).toString('utf8');
    if (type === 'P') {
      const nameEnd = frame.indexOf(0, 5);
      sql = frame.subarray(nameEnd + 1, frame.indexOf(0, nameEnd + 1)).toString('utf8');
    }
    if (sql === null) return null;
    return rules.find((rule) => rule.sql.test(sql!)) ?? null;
  };
  const fire = (rule: Rule): void => {
    if (rule.once) rules = rules.filter((other) => other !== rule);
    rule.fired();
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cutOnce(sql, moment) {
      return new Promise<void>((resolve) => rules.push({ sql, moment, once: true, fired: resolve }));
    },
    cutAlways(sql, moment) {
      rules.push({ sql, moment, once: false, fired: () => {} });
    },
    clear() {
      rules = [];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
