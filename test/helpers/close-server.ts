import type { Server } from 'node:http';

/**
 * Closes a test server (nothing to do when it never started), with every connection the browser
 * still holds: Chromium opens sockets ahead of requests it may never send, and `close` alone waits
 * for such a socket until its 60 s header timeout (an afterAll timed out on it).
 */
export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((done) => {
    if (server === undefined) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}
