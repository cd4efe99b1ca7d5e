import type { Server } from 'node:http';

/**
 * Resolves once `server` has had no request for `quietMs` (counted from now), and at the latest
 * after `maxMs`: work that would hold up answers (laying a site out blocks the thread for a second
 * or more) waits until a browser has fetched what it asked for first.
 */
export function whenQuiet(server: Server, quietMs: number, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(limit);
      server.off('request', restart);
      resolve();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    const limit = setTimeout(done, maxMs);
    server.on('request', restart);
    restart();
  });
}
