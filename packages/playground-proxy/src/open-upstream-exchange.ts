import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import type { Dialer, DialTarget } from './dialer.ts';
import type { ConnectionKey, UpstreamConnectionPool } from './create-upstream-connection-pool.ts';
import type { ResolvedAddress } from './host-lookup.ts';
import { openPinnedConnection, type PinnedConnection } from './open-pinned-connection.ts';

/** A sent request whose response headers have arrived; the body is still unread. */
export interface UpstreamExchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The response body, unread (read it with `readLimitedBody`). */
  body: Readable;
  /** Milliseconds spent opening the connection (0 when none was opened). */
  connectMs: number;
  /** Ends the exchange: the connection goes back to the pool if the body was read to the end, else it is closed. */
  close(): Promise<void>;
}

// Errors of a kept-alive socket the server closed meanwhile: the request got no answer at all.
const STALE_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** What {@link openUpstreamExchange} sends, and where. */
export interface UpstreamRequest {
  url: URL;
  pinned: ResolvedAddress;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  dial: Dialer;
  signal: AbortSignal;
  timeoutMs: number;
  /** Kept-alive connections to reuse; without it, a fresh connection is opened and closed. */
  connections?: UpstreamConnectionPool;
  /** Requests of different partitions (sites) never share a pooled connection. */
  partition?: string;
}

/**
 * Sends one request over a connection whose only way to connect is `dial` with the pinned address.
 * With a pool, the connection is one kept alive for exactly this (dialer, partition, origin,
 * checked address) — never one opened for an address this request did not check itself — and it
 * goes back to the pool only when the response was read to the end; any other ending (an unread
 * body, a limit, an error, an abort) closes it. Throws undici's or the dialer's errors; the caller
 * maps them to proxy errors.
 */
export async function openUpstreamExchange(request: UpstreamRequest): Promise<UpstreamExchange> {
  const { url, pinned } = request;
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const target: DialTarget = {
    address: pinned.address,
    family: pinned.family,
    port: url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
    protocol: url.protocol === 'https:' ? 'https:' : 'http:',
    hostname,
    servername: isIP(hostname) === 0 ? hostname : null,
  };
  const pool = request.connections;
  const key: ConnectionKey = { dial: request.dial, target, partition: request.partition ?? '' };
  let connection = pool === undefined ? openPinnedConnection(target, request.dial) : pool.take(key);
  const send = (over: PinnedConnection) => {
    over.requests++;
    return over.client.request({
      path: `${url.pathname}${url.search}`,
      method: request.method as 'GET',
      headers: request.headers,
      body: request.body ?? null,
      signal: request.signal,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
    });
  };
  try {
    let response: Awaited<ReturnType<typeof send>>;
    const reused = connection.requests > 0;
    try {
      response = await send(connection);
    } catch (error) {
      const stale =
        reused && !request.signal.aborted && STALE_CONNECTION_CODES.has((error as { code?: string }).code ?? '');
      if (!stale || !IDEMPOTENT.has(request.method)) throw error;
      // The server closed a kept-alive connection as the request went out (no answer came back):
      // once more on a new connection to the same checked address. Only for idempotent methods: a
      // POST the server did receive must not be sent twice.
      void connection.client.destroy().catch(() => {});
      connection = openPinnedConnection(target, request.dial);
      response = await send(connection);
    }
    // Read to the end: the connection is free for the next request on it.
    let complete = false;
    response.body.once('end', () => (complete = true));
    const used = connection;
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      connectMs: used.meter.connectMs,
      close: async () => {
        if (complete && pool !== undefined) return pool.give(key, used);
        // Destroying an unread body emits "Request aborted"; nobody is listening any more.
        response.body.on('error', () => {});
        response.body.destroy();
        await used.client.destroy().catch(() => {});
      },
    };
  } catch (error) {
    await connection.client.destroy().catch(() => {});
    throw error;
  }
}
