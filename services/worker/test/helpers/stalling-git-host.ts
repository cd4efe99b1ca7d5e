// A git host that stalls: a TCP proxy in front of a real git HTTP server that accepts its first
// connections and never answers them (as an overloaded or hung host does), then passes the rest
// through. It counts the stalled connections still open, so a test can see the client gave up.
import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A running stalling host. */
export interface StallingGitHost {
  /** `http://127.0.0.1:<port>`: the git server's URL, through the proxy. */
  url: string;
  /** Stalled connections the client has not closed yet. */
  stalledOpen(): number;
  /** Connections accepted and never answered so far. */
  stalled(): number;
  close(): Promise<void>;
}

/** Proxies to `target` (`http://127.0.0.1:<port>`) after stalling its first `stallFirst` connections. */
export async function startStallingGitHost(target: string, options: { stallFirst: number }): Promise<StallingGitHost> {
  const upstream = new URL(target);
  const held = new Set<Socket>();
  const sockets = new Set<Socket>();
  let stalled = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (stalled < options.stallFirst) {
      stalled++;
      held.add(socket);
      socket.on('close', () => held.delete(socket));
      // Read and drop the request, answer nothing.
      socket.resume();
      return;
    }
    const next = connect(Number(upstream.port), upstream.hostname);
    next.on('error', () => socket.destroy());
    socket.on('error', () => next.destroy());
    socket.pipe(next).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stalledOpen: () => held.size,
    stalled: () => stalled,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
