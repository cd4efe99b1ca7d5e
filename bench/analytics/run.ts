// `npm run bench -- analytics`: what counting costs and how fast counts arrive. Prints one JSON line
// (and a few plain lines on stderr: the ratio, its spread and the verdict).
// 1. Edge throughput serving a cached page to browser-like requests with counting on and off. Two
//    edge processes (edge-process.ts, running the compiled edge as deployed: compiled-edge.ts),
//    each running the edge's app twice, counting on one port and not on the other, so that each
//    process serves both roles across rounds: A/B/B/A rounds
//    (throughput.ts `roundPlan`) swap which process counts and which runs first, so a process's
//    luck (its place in memory, its JIT) and the machine's drift fall on both roles alike. The
//    edges run on core 0, the load client (load-client.ts) on core 1 when there are two cores.
//    Figures: the median of the rounds' on/off requests-per-second ratios with their interquartile
//    range, the edges' CPU per request (process.cpuUsage, asked over IPC) and its ratio, and a
//    verdict on the aim (≥ 0.97). BENCH_CONTROL=1 adds a third edge counting on neither port, measured
//    each round against the non-counting role: off vs off, the noise floor of the ratio.
//    BENCH_EDGE_PROFILE_DIR=<dir> writes each edge process's CPU profiles to <dir>/edge-<a|b|control>/
//    (node --cpu-prof; the largest file is the main thread's).
// 1b. The same ratio in one edge process (toggled-throughput.ts): its counting switched on and off
//    in blocks of one-second segments (on/off/off/on, off/on/on/off) while one load client keeps it
//    busy: summed on over off rates with a bootstrap 95% interval, the block's two same-state
//    segments as the control; the stream it wrote must agree with the switch. What differs between
//    processes (the control above) cannot sway it.
// 2. Flush lag: marker requests (a 404 path each) sent while the worker's consumer runs; the time
//    from the request to its row in Postgres, p50 and p95 (ANALYTICS_FLUSH_MS as deployed, 2 s).
// 3. Rollup writes: batches written straight to a stream (realistic keys over many sites), then
//    folded by one consumer; rows and batches per second it sustains.
// 4. Counting cost (counting-cost.ts): the edge's per-request counting hook timed in-process on
//    parsed requests, its flush, and the bound 1 − counting/request it sets beside the edges' CPU
//    per request with counting off.
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (8), BENCH_CONNECTIONS (32), BENCH_LAG_MARKERS (60),
// BENCH_ROLLUP_BATCHES (1500), BENCH_PIN (0 turns pinning off), BENCH_CONTROL, BENCH_EDGE_PROFILE_DIR,
// BENCH_TOGGLED_BLOCKS (32), BENCH_SEGMENT_MS (1000).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  ANALYTICS_BATCH_FIELD,
  blobKey,
  createRedis,
  loadMigrations,
  manifestKey,
  runMigrations,
  serializeAnalyticsBatch,
  type AnalyticsCount,
} from '@folio/platform';
import { createTestDatabase, readAnalyticsStream, sumAnalyticsCounts } from '@folio/platform/testing';
import { buildManifest } from '@folio/site';
import { startAnalyticsConsumer } from '@folio/worker';
import pino from 'pino';
import { compileWorkspaces } from '../../scripts/build/compile-workspaces.ts';
import { measureCountingCost } from './counting-cost.ts';
import { CHROME } from './load-client.ts';
import { runLoadClient } from './load-client-process.ts';
import { getStatus, startEdgeProcess, stopEdge, type EdgeEnvironment, type EdgeProcess } from './edge-processes.ts';
import { countingFollowedSwitch, measureToggledThroughput } from './toggled-throughput.ts';
import {
  cpuUsPerRequest,
  inProcessBound,
  roundPlan,
  spreadOf,
  summarizeThroughput,
  type RoleMeasure,
  type ThroughputRound,
} from './throughput.ts';
import S3rver from 's3rver';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 8));
const CONTROL = process.env.BENCH_CONTROL === '1';
const TOGGLED_BLOCKS = Math.max(1, Number(process.env.BENCH_TOGGLED_BLOCKS ?? 32));
const SEGMENT_MS = Math.max(100, Number(process.env.BENCH_SEGMENT_MS ?? 1000));
const PROFILE_DIR = process.env.BENCH_EDGE_PROFILE_DIR;
const TARGET_RATIO = 0.97;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LAG_MARKERS = Number(process.env.BENCH_LAG_MARKERS ?? 60);
const ROLLUP_BATCHES = Number(process.env.BENCH_ROLLUP_BATCHES ?? 1500);
const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;
const PINNED = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && hasTaskset;
const DOMAIN = 'folio.bench';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
// The edges run the compiled edge, as deployed: its dist/ brought up to date first.
await compileWorkspaces();
const work = await mkdtemp(join(tmpdir(), 'folio-bench-analytics-'));
const db = await createTestDatabase(ADMIN_URL);
const redis = createRedis(REDIS_URL, () => {});
const stream = `folio:bench-analytics:${randomUUID()}`;
const rollupStream = `${stream}:rollups`;
await mkdir(join(work, 's3'));
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: join(work, 's3'),
  configureBuckets: [{ name: 'bench' }],
});
const { port: s3Port } = await s3rver.run();
const edges: ChildProcess[] = [];
const round3 = (value: number) => round(value, 3);

try {
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Bench</title></head><body><main>${'<p>Folio analytics benchmark paragraph with some text.</p>'.repeat(36)}</main></body></html>`;
  const { manifest, blobs } = await buildManifest([
    { path: 'index.html', urlPath: '/', contentType: 'text/html; charset=utf-8', body: html },
    { path: '404.html', urlPath: '/404', contentType: 'text/html; charset=utf-8', body: '<h1>Not found</h1>' },
  ]);
  const tenant = await db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ('bench') RETURNING id`);
  const siteIds: string[] = [];
  for (let i = 0; i < 20; i++) {
    const site = await db.pool.query<{ id: string }>(
      `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed) VALUES ($1, $2, $2, 'https://git.example/b', 'main', 'x') RETURNING id`,
      [tenant.rows[0]!.id, `bench-${i}`],
    );
    siteIds.push(site.rows[0]!.id);
  }
  const siteId = siteIds[0]!;
  const build = await db.pool.query<{ id: string }>(
    `INSERT INTO builds (site_id, kind, branch, trigger, status) VALUES ($1, 'production', 'main', 'push', 'succeeded') RETURNING id`,
    [siteId],
  );
  const deployment = await db.pool.query<{ id: string }>(
    `INSERT INTO deployments (site_id, build_id, kind, branch, manifest_key) VALUES ($1, $2, 'production', 'main', $3) RETURNING id`,
    [siteId, build.rows[0]!.id, 'x'],
  );
  const deploymentId = deployment.rows[0]!.id;
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${s3Port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  for (const [hash, bytes] of blobs)
    await s3.send(new PutObjectCommand({ Bucket: 'bench', Key: blobKey(siteId, hash), Body: bytes }));
  await s3.send(
    new PutObjectCommand({ Bucket: 'bench', Key: manifestKey(siteId, deploymentId), Body: JSON.stringify(manifest) }),
  );
  await db.pool.query(`UPDATE deployments SET manifest_key = $2 WHERE id = $1`, [
    deploymentId,
    manifestKey(siteId, deploymentId),
  ]);
  await db.pool.query(`UPDATE sites SET active_deployment_id = $2 WHERE id = $1`, [siteId, deploymentId]);
  s3.destroy();

  const host = `bench-0.${DOMAIN}`;
  const edgeEnvironment: EdgeEnvironment = {
    env: {
      DATABASE_URL: db.connectionString,
      REDIS_URL,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITES_DOMAIN: DOMAIN,
      S3_BUCKET: 'bench',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    host,
    pinned: PINNED,
    ...(PROFILE_DIR === undefined ? {} : { profileDir: PROFILE_DIR }),
    started: edges,
  };
  const startEdge = (name: string, counting: boolean, { quiet = true, analyticsStream = stream } = {}) =>
    startEdgeProcess(edgeEnvironment, name, counting, { quiet, analyticsStream });
  const a = await startEdge('a', true);
  const b = await startEdge('b', true);
  const control = CONTROL ? await startEdge('control', false) : null;

  const load = (port: number, seconds = SECONDS) =>
    runLoadClient({ port, host, connections: CONNECTIONS, pin: PINNED ? ['taskset', '-c', '1'] : [] }, seconds);
  const measure = async (edge: EdgeProcess, counting: boolean, seconds = SECONDS): Promise<RoleMeasure> => {
    const before = await edge.cpuUs();
    const requests = await load(counting ? edge.countingPort : edge.quietPort, seconds);
    return { requests, seconds, cpuUs: (await edge.cpuUs()) - before };
  };
  // Warm-up: the JIT, the caches, the salt, on every port.
  for (const edge of [a, b]) {
    await measure(edge, true, 2);
    await measure(edge, false, 2);
  }
  if (control) await measure(control, false, 2);
  const rounds: (ThroughputRound & { counting: string; first: string })[] = [];
  const controlRatios: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const plan = roundPlan(i);
    const countingEdge = plan.counting === 'A' ? a : b;
    const quietEdge = plan.counting === 'A' ? b : a;
    // Control first in even rounds and last in odd ones, so its place is balanced too.
    const controlMeasure = control && i % 2 === 0 ? await measure(control, false) : null;
    let on: RoleMeasure;
    let off: RoleMeasure;
    if (plan.first === plan.counting) {
      on = await measure(countingEdge, true);
      off = await measure(quietEdge, false);
    } else {
      off = await measure(quietEdge, false);
      on = await measure(countingEdge, true);
    }
    const lastControl = control && i % 2 === 1 ? await measure(control, false) : controlMeasure;
    if (lastControl) controlRatios.push(lastControl.requests / lastControl.seconds / (off.requests / off.seconds));
    rounds.push({ on, off, counting: plan.counting, first: plan.first });
    process.stderr.write(
      `analytics round ${i + 1}/${ROUNDS}: edge ${plan.counting} counting, ${plan.first} first: on ${round(on.requests / on.seconds, 0)} rps ${round(cpuUsPerRequest(on), 1)} µs, off ${round(off.requests / off.seconds, 0)} rps ${round(cpuUsPerRequest(off), 1)} µs\n`,
    );
  }
  const offCpuUs = spreadOf(rounds.map((r) => cpuUsPerRequest(r.off))).median;
  const countingCost = await measureCountingCost({
    redis,
    stream: `${stream}:counting-cost`,
    requestUs: offCpuUs,
    seconds: SECONDS,
    connections: CONNECTIONS,
    pin: PINNED ? ['taskset', '-c', '1'] : [],
  });
  const bound = inProcessBound(countingCost.countingUs, offCpuUs);
  const throughput = summarizeThroughput(rounds, TARGET_RATIO, bound);
  const controlSpread = spreadOf(controlRatios);
  const f = (n: number) => n.toFixed(3);

  // 1b. The same ratio in one edge process, its counting switched on and off while it serves.
  const toggledStream = `${stream}:toggled`;
  const toggledEdge = await startEdge('toggled', true, { quiet: false, analyticsStream: toggledStream });
  const toggled = await measureToggledThroughput({
    edge: { port: toggledEdge.countingPort, setCounting: toggledEdge.setCounting, cpuUs: toggledEdge.cpuUs },
    host,
    connections: CONNECTIONS,
    blocks: TOGGLED_BLOCKS,
    segmentMs: SEGMENT_MS,
    settleMs: Math.min(150, SEGMENT_MS / 4),
    pin: PINNED ? ['taskset', '-c', '1'] : [],
    log: (line) => process.stderr.write(`${line}\n`),
  });
  await toggledEdge.stop();
  const viewsCounted = sumAnalyticsCounts((await readAnalyticsStream(redis, toggledStream)).batches)['view /'] ?? 0;
  const switchProblem = countingFollowedSwitch(toggled, viewsCounted);
  if (switchProblem !== undefined)
    throw new Error(`analytics toggled: counting did not follow the switch: ${switchProblem}`);
  const toggledMet = toggled.ratio >= TARGET_RATIO;
  process.stderr.write(
    [
      `analytics throughput: counting on/off median ${f(throughput.ratio.median)} (IQR ${f(throughput.ratio.low)}–${f(throughput.ratio.high)}) over ${ROUNDS} rounds`,
      `analytics CPU per request: off/on ${f(throughput.cpuPerRequestRatio.median)} (on ${throughput.countingOnCpuUsPerRequest.toFixed(1)} µs, off ${throughput.countingOffCpuUsPerRequest.toFixed(1)} µs)`,
      ...(control
        ? [
            `analytics control (off vs off): median ${f(controlSpread.median)} (IQR ${f(controlSpread.low)}–${f(controlSpread.high)})`,
          ]
        : []),
      `analytics toggled, one process (${TOGGLED_BLOCKS} blocks of on/off/off/on × ${SEGMENT_MS} ms): on/off ${f(toggled.ratio)} (95% ${f(toggled.ratioInterval[0])}–${f(toggled.ratioInterval[1])}), control ${f(toggled.control)} (95% ${f(toggled.controlInterval[0])}–${f(toggled.controlInterval[1])}), CPU per request on ${toggled.onCpuUsPerRequest.toFixed(1)} µs, off ${toggled.offCpuUsPerRequest.toFixed(1)} µs; ${viewsCounted} views counted for ${toggled.onRequests} answered while on: ${toggledMet ? 'aim met' : 'aim NOT met'}`,
      `analytics counting in-process: hook ${countingCost.hookUs.toFixed(2)} µs + flush ${countingCost.flushUsPerView.toFixed(2)} µs per view; bound 1 − ${countingCost.countingUs.toFixed(2)}/${offCpuUs.toFixed(1)} = ${f(bound)}`,
      `analytics verdict: ${throughput.verdict.text}`,
      '',
    ].join('\n'),
  );

  // 2. Flush lag, with the consumer folding the stream the counting edge writes.
  const lagConsumer = startAnalyticsConsumer({
    db: db.pool,
    redis,
    logger: pino({ level: 'silent' }),
    stream,
    retentionDays: 395,
    batchEntries: 200,
  });
  const agent = new Agent({ keepAlive: true });
  const sent = new Map<string, number>();
  const lags: number[] = [];
  const headers = { host, 'user-agent': CHROME, 'sec-fetch-dest': 'document' };
  const poller = setInterval(async () => {
    const waiting = [...sent.keys()];
    if (waiting.length === 0) return;
    const found = await db.pool.query<{ key: string }>(
      `SELECT key FROM analytics_counts WHERE metric = 'not_found' AND key = ANY($1)`,
      [waiting],
    );
    const now = performance.now();
    for (const { key } of found.rows) {
      const at = sent.get(key);
      if (at !== undefined) {
        lags.push(now - at);
        sent.delete(key);
      }
    }
  }, 20);
  for (let i = 0; i < LAG_MARKERS; i++) {
    const path = `/lag-marker-${i}`;
    sent.set(path, performance.now());
    await getStatus(a.countingPort, path, headers, agent);
    await sleep(50 + Math.random() * 100);
  }
  for (let i = 0; sent.size > 0 && i < 300; i++) await sleep(50);
  clearInterval(poller);
  agent.destroy();
  await lagConsumer.close();

  // 3. Rollup writes: batches as busy edges write them, folded by one consumer.
  const hour = Math.floor(Date.now() / 3_600_000);
  const pipeline = redis.pipeline();
  for (let b = 0; b < ROLLUP_BATCHES; b++) {
    const counts: AnalyticsCount[] = [];
    for (let c = 0; c < 100; c++) {
      const site = siteIds[(b + c) % siteIds.length]!;
      const metric = (['view', 'view', 'view', 'referrer', 'agent', 'search'] as const)[c % 6]!;
      counts.push([
        site,
        hour - (c % 3),
        metric,
        `/page-${(b * 7 + c) % 400}`,
        metric === 'agent' ? 'page' : '',
        1 + (c % 5),
      ]);
    }
    const hashes = Array.from({ length: 20 }, (_, h) =>
      ((b * 20 + h) * 2654435761).toString(16).padStart(16, '0').slice(-16),
    );
    pipeline.xadd(
      rollupStream,
      '*',
      ANALYTICS_BATCH_FIELD,
      serializeAnalyticsBatch({
        id: randomUUID(),
        counts,
        visitors: [{ siteId: siteIds[b % siteIds.length]!, day: new Date().toISOString().slice(0, 10), hashes }],
        feedback: [],
      }),
    );
  }
  await pipeline.exec();
  let rows = 0;
  let folded = 0;
  const started = performance.now();
  const rollupConsumer = startAnalyticsConsumer({
    db: db.pool,
    redis,
    logger: pino({ level: 'silent' }),
    stream: rollupStream,
    retentionDays: 395,
    batchEntries: 200,
    onFold: (report) => {
      rows += report.countRows;
      folded += report.batches;
    },
  });
  while ((await redis.xlen(rollupStream)) > 0) await sleep(20);
  const seconds = (performance.now() - started) / 1000;
  await rollupConsumer.close();

  console.log(
    JSON.stringify({
      bench: 'analytics',
      pinned: PINNED,
      seconds: SECONDS,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      control: CONTROL,
      throughput: {
        countingOnRequestsPerSecond: round(throughput.countingOnRequestsPerSecond, 0),
        countingOffRequestsPerSecond: round(throughput.countingOffRequestsPerSecond, 0),
        ratio: round3(throughput.ratio.median),
        targetRatio: TARGET_RATIO,
        ratioIqr: [round3(throughput.ratio.low), round3(throughput.ratio.high)],
        met: throughput.verdict.met,
        withinNoise: throughput.verdict.withinNoise,
        verdict: throughput.verdict.text,
        roundRatios: rounds.map((r) => round3(r.on.requests / r.on.seconds / (r.off.requests / r.off.seconds))),
        roundPlans: rounds.map((r) => `${r.counting}${r.first}`),
        cpuPerRequestRatio: round3(throughput.cpuPerRequestRatio.median),
        cpuPerRequestRatioIqr: [round3(throughput.cpuPerRequestRatio.low), round3(throughput.cpuPerRequestRatio.high)],
        countingOnCpuUsPerRequest: round(throughput.countingOnCpuUsPerRequest, 1),
        countingOffCpuUsPerRequest: round(throughput.countingOffCpuUsPerRequest, 1),
        ...(CONTROL
          ? {
              controlRatio: round3(controlSpread.median),
              controlRatioIqr: [round3(controlSpread.low), round3(controlSpread.high)],
            }
          : {}),
      },
      // Counting switched on and off in one edge process (toggled-throughput.ts).
      toggled: {
        ratio: round3(toggled.ratio),
        targetRatio: TARGET_RATIO,
        ratioInterval95: toggled.ratioInterval.map(round3),
        controlRatio: round3(toggled.control),
        controlInterval95: toggled.controlInterval.map(round3),
        blockRatioMedian: round3(toggled.blockRatios.median),
        blockRatioIqr: [round3(toggled.blockRatios.low), round3(toggled.blockRatios.high)],
        blockRatios: toggled.ratios.map(round3),
        blockControls: toggled.controls.map(round3),
        countingOnCpuUsPerRequest: round(toggled.onCpuUsPerRequest, 1),
        countingOffCpuUsPerRequest: round(toggled.offCpuUsPerRequest, 1),
        viewsCounted,
        onRequests: toggled.onRequests,
        offRequests: toggled.offRequests,
        blocks: TOGGLED_BLOCKS,
        segmentMs: SEGMENT_MS,
        segments: toggled.segments.map((block) =>
          block.map((s) => [
            s.counting ? 'on' : 'off',
            s.requests,
            round(s.seconds, 3),
            round(s.cpuUs / s.requests, 1),
          ]),
        ),
      },
      // The per-request counting hook on its own, in-process on parsed requests, and the ratio it
      // bounds beside the edges' CPU per request with counting off.
      countingCost: {
        hookUs: round(countingCost.hookUs, 3),
        hookMedianUs: round(countingCost.medianUs, 3),
        calls: countingCost.calls,
        descheduledDropped: countingCost.dropped,
        flushMs: round(countingCost.flushMs, 2),
        flushUsPerView: round(countingCost.flushUsPerView, 3),
        countingUs: round(countingCost.countingUs, 3),
        requestUs: round(offCpuUs, 1),
        boundRatio: round3(bound),
        targetBoundRatio: TARGET_RATIO,
      },
      flushLag: {
        flushIntervalMs: 2000,
        markers: LAG_MARKERS,
        arrived: lags.length,
        p50Ms: round(percentile(lags, 50), 0),
        p95Ms: round(percentile(lags, 95), 0),
        targetP95Ms: 5000,
      },
      rollups: {
        batches: folded,
        rows,
        seconds: round(seconds, 2),
        batchesPerSecond: round(folded / seconds, 0),
        rowWritesPerSecond: round(rows / seconds, 0),
        targetRowWritesPerSecond: 5000,
      },
    }),
  );
} finally {
  await Promise.all(edges.map(stopEdge));
  const keys = await redis.keys(`${stream}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await s3rver.close();
  await db.drop();
  await rm(work, { recursive: true, force: true });
}
