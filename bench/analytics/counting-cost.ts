// What counting costs the edge's CPU per request, in-process where the machine's load cannot
// swing it the way it swings two edges' throughput: the edge's own per-request hook
// (createCountSiteAnswer, on a recorder made from the edge's loadConfig) timed call by call on real
// parsed requests. An HTTP server in this process answers the load client's page views (a process
// of its own: 32 keep-alive browsers) and times the hook on each request Node's parser made, so
// every request brings new header strings, as at the edge (a loop over a few reused header
// objects finds every string in a cache and under-reports). Calls that took over 50 µs were
// descheduled, not counting, and are dropped. The flush (every 2 s, as deployed) is timed apart
// and spread over the views it wrote (the least of the run's flushes: wall time, waits included).
// Alone: `node --import tsx bench/analytics/counting-cost.ts [requestUs]` prints one JSON line
// (BENCH_REDIS_URL, BENCH_SECONDS, BENCH_COUNTING_EVICT_KB); with --cpu-prof it profiles the hook
// on parsed requests.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createAnalyticsRecorder, createCountSiteAnswer, loadConfig } from '@folio/edge';
import { createRedis } from '@folio/platform';
import type { Redis } from 'ioredis';
import { runLoadClient } from './load-client-process.ts';
import { inProcessBound } from './throughput.ts';

/** A single call above this was descheduled (or met a GC pause), not counting. */
const DESCHEDULED_US = 50;
const FLUSH_EVERY_MS = 2_000;
const EVICT = new Int32Array((Number(process.env.BENCH_COUNTING_EVICT_KB ?? 0) * 1024) / 4);

export interface CountingCost {
  /** Mean microseconds of one hook call on a page view, timer cost taken off, descheduled calls dropped. */
  hookUs: number;
  medianUs: number;
  p99Us: number;
  calls: number;
  dropped: number;
  /** Milliseconds of the least costly flush per view (drain, hashing, the write to Redis), and per view. */
  flushMs: number;
  flushUsPerView: number;
  /** hookUs + flushUsPerView: what counting adds to a page view's CPU. */
  countingUs: number;
  /** CPU per request with counting off, as given (the edges' figure), and 1 − counting/request. */
  requestUs: number;
  boundRatio: number;
}

export interface CountingCostOptions {
  redis: Redis;
  stream: string;
  /** The edge's CPU per request with counting off, in microseconds. */
  requestUs: number;
  seconds: number;
  connections?: number;
  /** Command prefix that pins the load client (`['taskset', '-c', '1']`), or none. */
  pin?: string[];
}

export async function measureCountingCost(options: CountingCostOptions): Promise<CountingCost> {
  const { redis, stream, requestUs, seconds } = options;
  const connections = options.connections ?? 32;
  // The edge's settings as it reads them, flushed by this measurement rather than its timer.
  const config = loadConfig({
    DATABASE_URL: 'postgres://bench@127.0.0.1/bench',
    REDIS_URL: 'redis://127.0.0.1:6379',
    S3_BUCKET: 'bench',
    SITES_DOMAIN: 'docs.example',
    ANALYTICS_STREAM: stream,
    ANALYTICS_FLUSH_MS: '60000',
  });
  const recorder = createAnalyticsRecorder({
    redis,
    settings: config.analytics,
    events: { written() {}, failed() {}, backlog() {} },
  });
  await recorder.ready;
  const hook = createCountSiteAnswer(recorder, config.trustProxy, { error() {} });
  const host = 'docs.docs.example';
  const body = Buffer.from(`<!doctype html><p>${'Folio analytics benchmark paragraph. '.repeat(60)}</p>`);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, etag: '"x"' };
  const samples = new Float64Array(4_000_000);
  let n = 0;
  let viewsSinceFlush = 0;
  const server = createServer((req, res) => {
    // The edge reads Host, Accept-Encoding… before it answers: Node builds `req.headers` from the
    // raw headers on that first read, a cost of serving, not of counting.
    if (req.headers.host === undefined) res.statusCode = 400;
    res.writeHead(200, headers);
    res.end(body);
    // What the site responder tells of a served page (a new object per answer, as there).
    const answer = {
      status: 200,
      headers,
      body,
      served: {
        siteId: '00000000-0000-4000-8000-000000000001',
        deploymentId: '00000000-0000-4000-8000-000000000002',
        preview: false,
        host,
        path: req.url === '/' ? '/' : (req.url ?? '/'),
        contentType: 'text/html; charset=utf-8',
        status: 200,
      },
    };
    // The edge's serving between two views evicts what the hook reads from the CPU's caches; this
    // server's does not. BENCH_COUNTING_EVICT_KB walks that much memory before each call to put
    // the hook back in the edge's conditions (4,096 kB: 0.57 → 4.2–5.0 µs on this VM).
    for (let i = 0; i < EVICT.length; i += 16) EVICT[i]!++;
    const started = performance.now();
    hook(req, answer);
    const took = performance.now() - started;
    if (n < samples.length) samples[n++] = took;
    viewsSinceFlush++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const flushes: { ms: number; views: number }[] = [];
  const flusher = setInterval(async () => {
    const views = viewsSinceFlush;
    viewsSinceFlush = 0;
    const started = performance.now();
    await recorder.flush();
    flushes.push({ ms: performance.now() - started, views });
  }, FLUSH_EVERY_MS);
  // Warm-up (JIT, caches, the salt), then the measured run.
  await runLoadClient({ port, host, connections, pin: options.pin ?? [] }, Math.min(2, seconds));
  n = 0;
  flushes.length = 0;
  await runLoadClient({ port, host, connections, pin: options.pin ?? [] }, seconds);
  clearInterval(flusher);
  const calls = n;
  server.close();
  await recorder.close();

  // What two timer reads cost, taken off each sample.
  let timer = 0;
  for (let i = 0; i < 100_000; i++) {
    const started = performance.now();
    timer += performance.now() - started;
  }
  const timerMs = timer / 100_000;
  const kept: number[] = [];
  for (let i = 0; i < calls; i++) if (samples[i]! * 1000 <= DESCHEDULED_US) kept.push(samples[i]! - timerMs);
  kept.sort((a, b) => a - b);
  const hookUs = (kept.reduce((sum, ms) => sum + ms, 0) / Math.max(1, kept.length)) * 1000;
  // A flush's wall time is its CPU plus its waits (Redis, and other processes on a busy machine):
  // the least of the run's flushes (a handful) is the nearest to its CPU.
  const counted = flushes.filter((f) => f.views > 0);
  const least = counted.reduce<{ ms: number; views: number } | null>(
    (best, f) => (best === null || f.ms / f.views < best.ms / best.views ? f : best),
    null,
  );
  const flushMs = least?.ms ?? 0;
  const flushUsPerView = least === null ? 0 : (least.ms * 1000) / least.views;
  const countingUs = hookUs + flushUsPerView;
  return {
    hookUs,
    medianUs: (kept[Math.floor(kept.length / 2)] ?? Number.NaN) * 1000,
    p99Us: (kept[Math.floor(kept.length * 0.99)] ?? Number.NaN) * 1000,
    calls,
    dropped: calls - kept.length,
    flushMs,
    flushUsPerView,
    countingUs,
    requestUs,
    boundRatio: inProcessBound(countingUs, requestUs),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const redis = createRedis(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', () => {});
  const stream = `folio:bench-counting-cost:${randomUUID()}`;
  try {
    const cost = await measureCountingCost({
      redis,
      stream,
      requestUs: Number(process.argv[2] ?? 60),
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
    });
    console.log(JSON.stringify(Object.fromEntries(Object.entries(cost).map(([k, v]) => [k, Number(v.toFixed(3))]))));
  } finally {
    const keys = await redis.keys(`${stream}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}
