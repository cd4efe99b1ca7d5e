// `npm run bench -- analytics`: what counting costs and how fast counts arrive. Prints one JSON line.
// 1. Edge throughput serving a cached page to browser-like requests with counting on and off: the
//    same edge build in two processes (ANALYTICS_ENABLED true / false), rounds alternating, the
//    edges on core 0 and the load on core 1 when there are two cores; the figure is the median of
//    the rounds' on/off ratios, in requests per second and in edge CPU time per request.
// 2. Flush lag: marker requests (a 404 path each) sent while the worker's consumer runs; the time
//    from the request to its row in Postgres, p50 and p95 (ANALYTICS_FLUSH_MS as deployed, 2 s).
// 3. Rollup writes: batches written straight to a stream (realistic keys over many sites), then
//    folded by one consumer; rows and batches per second it sustains.
// 4. Recorder cost (recorder-cost.ts): counting alone, in-process, per view and per flush, and the
//    throughput ratio it bounds beside the edge's CPU per request with counting off.
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (5), BENCH_CONNECTIONS (32), BENCH_LAG_MARKERS (60),
// BENCH_ROLLUP_BATCHES (1500), BENCH_PIN (0 turns pinning off).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { createTestDatabase } from '@folio/platform/testing';
import { buildManifest } from '@folio/site';
import { startAnalyticsConsumer } from '@folio/worker';
import pino from 'pino';
import { measureRecorderCost } from './recorder-cost.ts';
import S3rver from 's3rver';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// The load client runs in a process of its own (`run.ts load <port> <host> <seconds> <connections>`),
// pinned to its own core: it must not share the edge's.
if (process.argv[2] === 'load') {
  const [, , , portText, host, secondsText, connectionsText] = process.argv;
  const done = await loadClient(Number(portText), host!, Number(secondsText), Number(connectionsText));
  process.stdout.write(`${done}\n`);
  process.exit(0);
}

/**
 * Keep-alive connections, each sending the next GET as soon as the last answer ended (its
 * Content-Length read, not parsed further); returns the answers completed in `seconds`. Each
 * connection is a different browser (user agent), so the edge hashes distinct visitors.
 */
async function loadClient(port: number, host: string, seconds: number, connections: number): Promise<number> {
  let completed = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from(
      { length: connections },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          const request = Buffer.from(
            `GET / HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${CHROME} Reader/${i}\r\nAccept: text/html\r\nAccept-Encoding: br\r\nSec-Fetch-Dest: document\r\nSec-Fetch-Mode: navigate\r\nReferer: https://www.example.com/\r\n\r\n`,
          );
          let buffered: Buffer = Buffer.alloc(0);
          let need = -1;
          const send = () => (Date.now() < until ? socket.write(request) : socket.end());
          socket.on('connect', send);
          socket.on('data', (chunk: Buffer) => {
            buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
            for (;;) {
              if (need < 0) {
                const end = buffered.indexOf('\r\n\r\n');
                if (end < 0) return;
                const length = /content-length: (\d+)/i.exec(buffered.subarray(0, end).toString('latin1'));
                need = end + 4 + Number(length?.[1] ?? 0);
              }
              if (buffered.length < need) return;
              buffered = buffered.subarray(need);
              need = -1;
              completed++;
              send();
            }
          });
          socket.on('close', () => resolve());
          socket.on('error', reject);
        }),
    ),
  );
  return completed;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LAG_MARKERS = Number(process.env.BENCH_LAG_MARKERS ?? 60);
const ROLLUP_BATCHES = Number(process.env.BENCH_ROLLUP_BATCHES ?? 1500);
const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;
const PINNED = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && hasTaskset;
const DOMAIN = 'folio.bench';
const EDGE_MAIN = fileURLToPath(new URL('../../services/edge/src/main.ts', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
/** CPU milliseconds (user + system) a process used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ 100)
}
function get(port: number, path: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

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
  const startEdge = async (analytics: boolean) => {
    const port = await freePort();
    const command = [process.execPath, '--import', 'tsx', EDGE_MAIN];
    const [bin, ...args] = PINNED ? ['taskset', '-c', '0', ...command] : command;
    const edge = spawn(bin!, args, {
      env: {
        ...process.env,
        DATABASE_URL: db.connectionString,
        REDIS_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SITES_DOMAIN: DOMAIN,
        S3_BUCKET: 'bench',
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        ANALYTICS_ENABLED: String(analytics),
        ANALYTICS_STREAM: stream,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    edges.push(edge);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; (await get(port, '/', { host }, agent).catch(() => 0)) !== 200; i++) {
      if (i > 300) throw new Error('the edge did not serve the page');
      await sleep(50);
    }
    agent.destroy();
    return { port, pid: edge.pid! };
  };
  const on = await startEdge(true);
  const off = await startEdge(false);

  const load = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const command = [
        process.execPath,
        '--import',
        'tsx',
        SELF,
        'load',
        String(port),
        host,
        String(SECONDS),
        String(CONNECTIONS),
      ];
      const [bin, ...args] = PINNED ? ['taskset', '-c', '1', ...command] : command;
      const client = spawn(bin!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      client.stdout.on('data', (chunk) => (output += chunk));
      client.on('error', reject);
      client.on('close', (code) =>
        code === 0 ? resolve(Number(output.trim())) : reject(new Error(`load client exited ${code}`)),
      );
    });
  const measure = async (edge: { port: number; pid: number }) => {
    const cpu = cpuMs(edge.pid);
    const done = await load(edge.port);
    return { rps: done / SECONDS, cpuUsPerRequest: ((cpuMs(edge.pid) - cpu) * 1000) / done };
  };
  await measure(on); // warm-up: the JIT, the caches, the salt
  await measure(off);
  const rounds: { on: { rps: number; cpuUsPerRequest: number }; off: { rps: number; cpuUsPerRequest: number } }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const first = i % 2 === 0 ? await measure(on) : await measure(off);
    const second = i % 2 === 0 ? await measure(off) : await measure(on);
    rounds.push(i % 2 === 0 ? { on: first, off: second } : { on: second, off: first });
  }
  const ratios = rounds.map((r) => r.on.rps / r.off.rps);
  const recorderCost = await measureRecorderCost(redis, `${stream}:recorder-cost`, CHROME);
  const cpuRatios = rounds.map((r) => r.off.cpuUsPerRequest / r.on.cpuUsPerRequest);

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
    await get(on.port, path, headers, agent);
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
      throughput: {
        countingOnRequestsPerSecond: round(median(rounds.map((r) => r.on.rps)), 0),
        countingOffRequestsPerSecond: round(median(rounds.map((r) => r.off.rps)), 0),
        ratio: round(median(ratios)),
        targetRatio: 0.97,
        roundRatios: ratios.map((ratio) => round(ratio)),
        cpuPerRequestRatio: round(median(cpuRatios)),
        countingOnCpuUsPerRequest: round(median(rounds.map((r) => r.on.cpuUsPerRequest)), 1),
        countingOffCpuUsPerRequest: round(median(rounds.map((r) => r.off.cpuUsPerRequest)), 1),
      },
      // What counting costs on its own, in-process: the recorder's CPU per view and per flush,
      // and the throughput ratio that leaves beside the edge's CPU per request with counting off.
      recorderCost: (() => {
        const offUs = median(rounds.map((r) => r.off.cpuUsPerRequest));
        const viewsPerFlush = median(rounds.map((r) => r.on.rps)) * 2;
        const countingUs = recorderCost.usPerView + (recorderCost.flushMs * 1000) / Math.max(1, viewsPerFlush);
        return {
          usPerView: round(recorderCost.usPerView, 3),
          flushMs: round(recorderCost.flushMs, 2),
          boundRatio: round(offUs / (offUs + countingUs)),
        };
      })(),
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
  for (const edge of edges) edge.kill('SIGTERM');
  await Promise.all(
    edges.map(
      (edge) => new Promise((resolve) => (edge.exitCode === null ? edge.once('exit', resolve) : resolve(undefined))),
    ),
  );
  const keys = await redis.keys(`${stream}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await s3rver.close();
  await db.drop();
  await rm(work, { recursive: true, force: true });
}
