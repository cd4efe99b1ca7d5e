/**
 * Test fixtures for the playground proxy. Everything here listens on or dials 127.0.0.1 only:
 * the proxy's tests must never open a connection outside loopback.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Dialer, DialTarget } from '../dialer.ts';
import type { HostLookup, ResolvedAddress } from '../host-lookup.ts';

/** A request as the loopback test server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  rawHeaderNames: string[];
  body: string;
}

/** A node:http server on 127.0.0.1 with a random port, recording what it receives. */
export interface LoopbackServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: SeenRequest[];
  connections: number;
  close(): Promise<void>;
}

/** Starts a {@link LoopbackServer}; `handler` answers after the request body was read. */
export async function startLoopbackServer(
  handler: (request: SeenRequest, response: ServerResponse) => void,
): Promise<LoopbackServer> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawHeaderNames: req.rawHeaders.filter((_, i) => i % 2 === 0),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      handler(seen, res);
    });
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A TCP listener on 127.0.0.1 that only counts connections: hostile cases must leave it at zero. */
export interface Canary {
  port: number;
  connections: number;
  close(): Promise<void>;
}

/** Starts a {@link Canary}. */
export async function startCanary(): Promise<Canary> {
  let connections = 0;
  const server = createNetServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A dialer that records every target it is asked for and connects to 127.0.0.1:`port` instead. */
export function recordingDialer(port: number): { dial: Dialer; targets: DialTarget[] } {
  const targets: DialTarget[] = [];
  const dial: Dialer = (target) => {
    targets.push(target);
    return new Promise<Socket>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket));
      socket.once('error', reject);
    });
  };
  return { dial, targets };
}

/**
 * A {@link HostLookup} answering from `table` (a list of answers per call, the last one repeating,
 * so a test can change the answer between calls). Unknown names fail like the real resolver.
 */
export function fakeLookup(table: Record<string, string[] | string[][]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    const answers = table[hostname];
    const callIndex = calls.filter((name) => name === hostname).length;
    calls.push(hostname);
    if (answers === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const sequence = (Array.isArray(answers[0]) ? answers : [answers]) as string[][];
    const current = sequence[Math.min(callIndex, sequence.length - 1)] ?? [];
    return current.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}
