// A load generator in its own process (so it does not share the edge's event loop). Reads its job
// from argv[2] as JSON: closed loop (`connections` requests always in flight) or open loop (`rate`
// requests per second, spread evenly, up to `connections` in flight). Prints one JSON line.
import { Agent, request } from 'node:http';

/** What the generator is asked to do. */
export interface LoadJob {
  port: number;
  host: string;
  path: string;
  durationMs: number;
  connections: number;
  rate?: number;
  /** Text every 200 answer must contain. */
  expect: string;
}

/** What it measured. */
export interface LoadFigures {
  sent: number;
  ok: number;
  /** Answers that were not a 200 with the expected text, and failed or timed-out connections. */
  errors: number;
  /**
   * Open loop only: requests not started because `connections × 4` were already in flight — the
   * schedule slipped (the server, or this generator itself, fell behind). Not answers, so not
   * errors; they lower the achieved rate, which the caller checks.
   */
  notStarted: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const latencies: number[] = [];
let sent = 0;
let ok = 0;
let errors = 0;
let notStarted = 0;
let inFlight = 0;
const started = performance.now();
const end = started + job.durationMs;

function one(): Promise<void> {
  sent++;
  inFlight++;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request({ agent, host: '127.0.0.1', port: job.port, path: job.path, headers: { host: job.host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        latencies.push(performance.now() - t0);
        if (res.statusCode === 200 && Buffer.concat(chunks).includes(job.expect)) ok++;
        else errors++;
        inFlight--;
        resolve();
      });
    });
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      errors++;
      inFlight--;
      resolve();
    });
    req.end();
  });
}

if (job.rate === undefined) {
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < end) await one();
    }),
  );
} else {
  // Open loop: issue requests on schedule; a request that cannot start because `connections × 4`
  // are busy is counted as not started (the schedule slipped).
  const interval = 1000 / job.rate;
  let next = performance.now();
  const pending: Promise<void>[] = [];
  while (next < end) {
    const now = performance.now();
    if (now < next) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now - 1)));
      continue;
    }
    const due = Math.min(Math.floor((now - next) / interval) + 1, 1_000);
    for (let i = 0; i < due; i++) {
      if (inFlight >= job.connections * 4) notStarted++;
      else pending.push(one());
    }
    next += due * interval;
    if (pending.length > 10_000) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
}
const elapsed = performance.now() - started;
latencies.sort((x, y) => x - y);
const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
const figures: LoadFigures = { sent, ok, errors, notStarted, rps: Math.round((ok / elapsed) * 1000), p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
process.stdout.write(`${JSON.stringify(figures)}\n`);
agent.destroy();
