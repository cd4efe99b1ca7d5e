import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP listener on 127.0.0.1 that counts connections: hostile targets must leave it at zero. */
export interface Canary {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** Starts a {@link Canary}. */
export async function startCanary(): Promise<Canary> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.end('HTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\ncanary');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
