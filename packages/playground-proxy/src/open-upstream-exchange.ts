import { isIP } from 'node:net';
import { Client } from 'undici';
import type { Dialer, DialTarget } from './dialer.ts';
import type { ResolvedAddress } from './host-lookup.ts';

/** A sent request whose response headers have arrived; the body is still unread. */
export interface UpstreamExchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Uint8Array>;
  /** Milliseconds spent opening the connection (0 when none was opened). */
  connectMs: number;
  /** Closes the connection, whether or not the body was read. */
  close(): Promise<void>;
}

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
}

/**
 * Sends one request over a fresh undici `Client` whose only way to connect is `dial` with the
 * pinned address: undici keeps the URL's host for the Host header and TLS server name, but never
 * resolves it. One client per hop, closed afterwards, so no connection outlives its check.
 * Throws undici's or the dialer's errors; the caller maps them to proxy errors.
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
  let connectMs = 0;
  const client = new Client(url.origin, {
    connect: (_options, callback) => {
      const started = performance.now();
      request.dial(target).then(
        (socket) => {
          connectMs += performance.now() - started;
          callback(null, socket);
        },
        (error: Error) => callback(error, null),
      );
    },
    headersTimeout: request.timeoutMs,
    bodyTimeout: request.timeoutMs,
    pipelining: 1,
  });
  try {
    const response = await client.request({
      path: `${url.pathname}${url.search}`,
      method: request.method as 'GET',
      headers: request.headers,
      body: request.body ?? null,
      signal: request.signal,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      get connectMs() {
        return connectMs;
      },
      close: async () => {
        // Destroying an unread body emits "Request aborted"; nobody is listening any more.
        response.body.on('error', () => {});
        response.body.destroy();
        await client.destroy();
      },
    };
  } catch (error) {
    await client.destroy();
    throw error;
  }
}
