// A load generator in its own process (so it does not share the edge's event loop). Reads its job
// from argv[2] as JSON: closed loop (`connections` requests always in flight) or open loop (`rate`
// requests per second, spread evenly, up to `connections` in flight). Prints one JSON line, which
// says how busy the generator itself was, and whether it (not the server) was the limit.
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { generatorLimit } from './judge-load.ts';

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
  /** Requests the schedule planned (open loop: rate × duration); for a closed loop, those sent. */
  planned: number;
  /** Share of one core this generator used (1 = a whole core): near 1, it was the bottleneck. */
  cpu: number;
  /** This generator's own event-loop delay, 99th percentile (ms): late timers mean a late schedule. */
  loopLagP99Ms: number;
  /** Why the generator, not the server, was the limit (see `generatorLimit`), or `null`. */
  generatorLimited: string | null;
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const latencies: number[] = [];
let sent = 0;
let ok = 0;
let errors = 0;
let notStarted = 0;
let inFlight = 0;
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const cpuAtStart = process.cpuUsage();
const started = performance.now();
const end = started + job.durationMs;

function one(): Promise<void> {
  sent++;
  inFlight++;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request(
      { agent, host: '127.0.0.1', port: job.port, path: job.path, headers: { host: job.host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if (res.statusCode === 200 && Buffer.concat(chunks).includes(job.expect)) ok++;
          else errors++;
          inFlight--;
          resolve();
        });
      },
    );
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
lag.disable();
const cpuUsed = process.cpuUsage(cpuAtStart);
latencies.sort((x, y) => x - y);
const at = (q: number) =>
  Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
const planned = job.rate === undefined ? sent : Math.floor((job.rate * job.durationMs) / 1000);
const self = {
  planned,
  sent,
  cpu: Number(((cpuUsed.user + cpuUsed.system) / 1000 / elapsed).toFixed(2)),
  loopLagP99Ms: Number((lag.percentile(99) / 1e6).toFixed(1)),
};
const figures: LoadFigures = {
  ...self,
  ok,
  errors,
  notStarted,
  rps: Math.round((ok / elapsed) * 1000),
  p50Ms: at(0.5),
  p99Ms: at(0.99),
  maxMs: at(1),
  generatorLimited: generatorLimit(self, job.rate !== undefined),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
agent.destroy();
