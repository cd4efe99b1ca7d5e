import { Client } from 'undici';
import type { Dialer, DialTarget } from './dialer.ts';

/**
 * One undici `Client` (one connection at a time) bound to one checked address. `meter.connectMs`
 * adds up the time spent dialling; whoever holds the connection resets it before an exchange.
 */
export interface PinnedConnection {
  client: Client;
  meter: { connectMs: number };
  /** Requests sent over it so far (more than 0: a kept-alive connection being reused). */
  requests: number;
}

/**
 * Opens (lazily, on the first request) a connection whose only way to reach the network is
 * `dial(target)`: undici keeps the URL's host for the Host header and TLS server name, but never
 * resolves it, and when it reconnects (the server closed an idle socket) it dials the same checked
 * address again. Timeouts are set per request, so the connection can serve several requests.
 */
export function openPinnedConnection(target: DialTarget, dial: Dialer, keepAliveMs = 4_000): PinnedConnection {
  const meter = { connectMs: 0 };
  const host = target.hostname.includes(':') ? `[${target.hostname}]` : target.hostname;
  const client = new Client(`${target.protocol}//${host}:${target.port}`, {
    connect: (_options, callback) => {
      const started = performance.now();
      dial(target).then(
        (socket) => {
          meter.connectMs += performance.now() - started;
          callback(null, socket);
        },
        (error: Error) => callback(error, null),
      );
    },
    pipelining: 1,
    keepAliveTimeout: keepAliveMs,
    keepAliveMaxTimeout: keepAliveMs,
  });
  return { client, meter, requests: 0 };
}
