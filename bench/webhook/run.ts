// `npm run bench -- webhook`: webhook throughput and latency against the real API process, Postgres
// and Redis (loopback only, a few seconds), then coalescing: 100 pushes to one branch within a
// second while a simulated worker builds, counting how many builds actually ran.
// Prints one JSON line. Env: BENCH_SECONDS (default 3), BENCH_CONCURRENCY (default 16), BENCH_PROFILE=1
// (writes a CPU profile of the API process to /tmp/webhook-prof).
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createBuildQueue, createRedis, loadMigrations, parseBuildJob, runMigrations } from '@folio/platform';
import { createTestDatabase } from '@folio/platform/testing';
import { Worker } from 'bullmq';
import pino from 'pino';
import { claimBuildAttempt } from '../../services/worker/src/db/claim-build-attempt.ts';
import { startBuildDispatcher, type BuildDispatcher } from '../../services/worker/src/start-build-dispatcher.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SIMULATED_BUILD_MS = 150;
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const main = fileURLToPath(new URL('../../services/api/src/main.ts', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const commit = (seed: string) => createHmac('sha1', 'bench').update(seed).digest('hex');

/** What the bench reads of a site the API created. */
interface BenchSite {
  id: string;
  webhookSecret: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const db = await createTestDatabase(ADMIN_URL);
await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
const queueName = `bench-${randomBytes(4).toString('hex')}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/webhook-prof'] : []), '--import', 'tsx', main],
  {
    env: {
      ...process.env,
      DATABASE_URL: db.connectionString,
      REDIS_URL,
      PORT: String(port),
      OPERATOR_TOKEN,
      SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      BUILD_QUEUE_NAME: queueName,
      BUILD_QUEUE_PREFIX: 'folio-bench',
      MIGRATE_ON_START: 'false',
      // The bench measures ingestion and coalescing, not the per-site and per-address limits, which
      // would answer most of its pushes 429 (one client address, 100 pushes a second to one site).
      WEBHOOK_RATE_LIMIT_PER_SITE: '1000000',
      WEBHOOK_RATE_LIMIT_PER_IP: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const redis = createRedis(REDIS_URL, () => {});
const queue = createBuildQueue(redis, { name: queueName, prefix: 'folio-bench' });
let worker: Worker | undefined;
let dispatcher: BuildDispatcher | undefined;
let closeWorkerConnection = () => {};

try {
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 200) throw new Error('the API did not start');
    await sleep(50);
  }
  const json = async <T>(path: string, body: unknown, authorization: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  const tenant = await json<{ apiKey: { key: string } }>('/v1/tenants', { name: 'Bench' }, `Bearer ${OPERATOR_TOKEN}`);
  const auth = `Bearer ${tenant.apiKey.key}`;
  const sites: BenchSite[] = [];
  for (let i = 0; i < 10; i += 1)
    sites.push(
      await json<BenchSite>('/v1/sites', { name: `bench ${i}`, repoUrl: 'https://git.example/docs.git' }, auth),
    );

  const push = (site: BenchSite, branch: string, after: string, delivery: string) => {
    const body = JSON.stringify({ ref: `refs/heads/${branch}`, after, deleted: false });
    return fetch(`${base}/webhooks/github/${site.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-github-delivery': delivery,
        'x-hub-signature-256': `sha256=${createHmac('sha256', site.webhookSecret).update(body).digest('hex')}`,
      },
      body,
    });
  };

  // 1. Throughput: CONCURRENCY clients pushing to 10 sites for SECONDS.
  const latencies: number[] = [];
  let errors = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const n = sequence++;
        const t0 = performance.now();
        const response = await push(sites[n % sites.length]!, 'main', commit(String(n)), `load-${n}`);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 202) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // The throughput phase's builds are not built (they wait in Postgres for a worker to dispatch them).
  await db.pool.query(`UPDATE builds SET status = 'canceled', finished_at = now() WHERE status = 'queued'`);

  // 2. Coalescing: a worker builds (claimBuildAttempt → simulated build → succeeded) while 100 pushes
  //    to one branch arrive within a second; the worker's dispatcher hands it one build per free slot.
  const workerConnection = createRedis(REDIS_URL, () => {});
  closeWorkerConnection = () => workerConnection.disconnect();
  let active = 0;
  dispatcher = startBuildDispatcher({
    db: db.pool,
    queue,
    redis: workerConnection,
    address: { name: queueName, prefix: 'folio-bench' },
    logger: pino({ level: 'silent' }),
    freeSlots: () => 1 - active,
    tenantCap: 2,
    intervalMs: 2_000,
  });
  worker = new Worker(
    queueName,
    async (job) => {
      const buildJob = parseBuildJob(job.data);
      if (!buildJob) return 'invalid';
      active++;
      try {
        const build = await claimBuildAttempt(db.pool, buildJob.buildId, false);
        if (!build) return 'skipped';
        await sleep(SIMULATED_BUILD_MS);
        // The simulated build publishes nothing: only the outcome the counts below read is recorded.
        await db.pool.query(
          `UPDATE builds SET status = 'succeeded', finished_at = now() WHERE id = $1 AND status = 'running'`,
          [build.id],
        );
        return 'built';
      } finally {
        active--;
        dispatcher?.nudge();
      }
    },
    { connection: workerConnection, prefix: 'folio-bench', concurrency: 1 },
  );
  const burstSite = await json<BenchSite>(
    '/v1/sites',
    { name: 'burst', repoUrl: 'https://git.example/docs.git' },
    auth,
  );
  const burstStart = performance.now();
  for (let i = 0; i < 100; i += 1) {
    const response = await push(burstSite, 'main', commit(`burst-${i}`), `burst-${i}`);
    if (response.status !== 202) throw new Error(`burst push ${i}: ${response.status}`);
    const next = burstStart + (i + 1) * 9.5;
    if (performance.now() < next) await sleep(next - performance.now());
  }
  const burstMs = performance.now() - burstStart;
  for (let i = 0; i < 200; i += 1) {
    const open = await db.pool.query(
      `SELECT count(*)::int AS n FROM builds WHERE site_id = $1 AND status IN ('queued', 'running')`,
      [burstSite.id],
    );
    if (open.rows[0].n === 0) break;
    await sleep(50);
  }
  const counts = await db.pool.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM builds WHERE site_id = $1 GROUP BY status',
    [burstSite.id],
  );
  const byStatus = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));
  const last = await db.pool.query('SELECT status FROM builds WHERE site_id = $1 AND commit_sha = $2', [
    burstSite.id,
    commit('burst-99'),
  ]);

  console.log(
    JSON.stringify({
      bench: 'webhook',
      seconds: Number(elapsed.toFixed(2)),
      concurrency: CONCURRENCY,
      requests: latencies.length,
      errors,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      coalescing: {
        pushes: 100,
        withinMs: Math.round(burstMs),
        simulatedBuildMs: SIMULATED_BUILD_MS,
        buildsRecorded: Object.values(byStatus).reduce((a, b) => a + b, 0),
        buildsRun: byStatus.succeeded ?? 0,
        superseded: byStatus.superseded ?? 0,
        lastCommitBuilt: last.rows[0]?.status === 'succeeded',
      },
    }),
  );
} finally {
  await dispatcher?.close();
  await worker?.close();
  closeWorkerConnection();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await queue.obliterate({ force: true }).catch(() => {});
  await queue.close();
  redis.disconnect();
  await db.drop();
}
