// Holds many dashboard event streams open, in its own process (so the suite's process, where the
// API runs, does no client work). Reads its job from argv[2] as JSON; opens the streams 100 at a
// time and prints one JSON line of what was answered; then, for each line "report" on stdin, one
// JSON line of how many are still open. Runs until killed.
import { request } from 'node:http';
import { createInterface } from 'node:readline';

/** What to open: `count` streams of `path` for each session cookie. */
export interface StreamHolderJob {
  port: number;
  host: string;
  sessions: Array<{ cookie: string; path: string; count: number }>;
}

/** The first line: answers by status. Later lines: streams still open, and those the server ended. */
export interface StreamHolderReport {
  statuses: Record<string, number>;
  open: number;
  endedByServer: number;
  /** Bytes of events received (keep-alives included) since the last report. */
  bytes: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as StreamHolderJob;
const statuses: Record<string, number> = {};
let open = 0;
let endedByServer = 0;
let bytes = 0;

function one(cookie: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: job.port, path, headers: { host: job.host, cookie, accept: 'text/event-stream' } },
      (res) => {
        const status = String(res.statusCode ?? 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (res.statusCode === 200) {
          open++;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('close', () => {
            open--;
            endedByServer++;
          });
        } else res.resume();
        resolve();
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
    req.end();
  });
}

const all = job.sessions.flatMap((s) => Array.from({ length: s.count }, () => s));
for (let i = 0; i < all.length; i += 100) await Promise.all(all.slice(i, i + 100).map((s) => one(s.cookie, s.path)));
const report = (): StreamHolderReport => {
  const line = { statuses, open, endedByServer, bytes };
  bytes = 0;
  return line;
};
process.stdout.write(`${JSON.stringify(report())}\n`);
createInterface({ input: process.stdin }).on('line', () => process.stdout.write(`${JSON.stringify(report())}\n`));
