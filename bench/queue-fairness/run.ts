// bench/queue-fairness: how long another tenant's push waits for a worker while one tenant floods
// the build queue, against the same push on an idle system, measured in the same run.
// One worker with one slot (WORKER_CONCURRENCY=1, the default), real builds of the same small
// generated site for both tenants (so "one build time" is the same for both). Tenant A keeps a
// backlog of BENCH_BACKLOG (default 8) builds queued across its sites; tenant B pushes
// BENCH_SAMPLES (default 10) times, one after another, each at a random moment of A's running
// build. Queue wait = builds.started_at − builds.queued_at, as Postgres records them.
// `p95WaitSlowdown` = B's p95 wait under the flood ÷ (B's p95 wait on the idle system + its p95
// build time): at most 1 means B starts within one build time of an idle system. A first-in
// first-out queue would make B wait for A's whole backlog (`backlogAhead` builds).
// Real Postgres and Redis on 127.0.0.1, s3rver in its own process, git server in-process.
// Prints one JSON line.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docsSite } from '../../services/worker/test/helpers/docs-site.ts';
import { BUCKET, startWorkerEnv } from '../../services/worker/test/helpers/worker-env.ts';
import { startS3Process } from '../push-to-live/s3-process.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 8);
const PAGES = 20;

const deadline = setTimeout(() => {
  process.stderr.write('bench queue-fairness: over 15 minutes, giving up\n');
  process.exit(1);
}, 900_000);
deadline.unref();

interface Timing {
  waitMs: number;
  buildMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const s3Dir = await mkdtemp(join(tmpdir(), 'bench-s3-'));
const s3 = await startS3Process(s3Dir, BUCKET);
const env = await startWorkerEnv({ s3Endpoint: s3.endpoint });
try {
  const repo = await env.createRepo('fairness');
  const sha = await repo.commit(docsSite(PAGES));
  const firstA = await env.createSite(repo);
  const tenantA = (
    await env.db.pool.query<{ tenant_id: string }>('SELECT tenant_id FROM sites WHERE id = $1', [firstA])
  ).rows[0]!.tenant_id;
  // A's backlog is spread over its sites, as a tenant with many sites would push.
  const sitesA = [firstA];
  for (let i = 1; i < 4; i++) sitesA.push(await env.createSite(repo, { tenantId: tenantA }));
  const siteB = await env.createSite(repo);
  await env.startWorker({ concurrency: 1 });

  const timing = async (buildId: string): Promise<Timing> => {
    const build = await env.waitForBuild(buildId, 300_000);
    if (build.status !== 'succeeded') throw new Error(`build ${buildId} ${build.status}: ${build.error_message}`);
    const row = await env.db.pool.query<{ wait_ms: number; build_ms: number }>(
      `SELECT extract(epoch FROM started_at - queued_at) * 1000 AS wait_ms, extract(epoch FROM finished_at - started_at) * 1000 AS build_ms FROM builds WHERE id = $1`,
      [buildId],
    );
    return { waitMs: Number(row.rows[0]!.wait_ms), buildMs: Number(row.rows[0]!.build_ms) };
  };

  // Warm up: the worker keeps one build thread loaded; measure steady state, not process start.
  await timing(await env.queueBuild(siteB, { commitSha: sha }));
  await timing(await env.queueBuild(sitesA[0]!, { commitSha: sha }));

  // 1. Idle system: B's pushes, nothing else queued.
  const idle: Timing[] = [];
  for (let i = 0; i < SAMPLES; i++) idle.push(await timing(await env.queueBuild(siteB, { commitSha: sha })));
  const idleBuildP95 = percentile(
    idle.map((t) => t.buildMs),
    95,
  );

  // 2. Tenant A floods: its backlog is topped up to BACKLOG queued builds before each of B's pushes.
  let next = 0;
  const topUp = async (): Promise<number> => {
    const queued = await env.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM builds b JOIN sites s ON s.id = b.site_id WHERE s.tenant_id = $1 AND b.status = 'queued'`,
      [tenantA],
    );
    for (let n = queued.rows[0]!.n; n < BACKLOG; n++)
      await env.queueBuild(sitesA[next++ % sitesA.length]!, { commitSha: sha });
    return BACKLOG;
  };
  await topUp();
  const flood: Timing[] = [];
  const backlogAhead: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    backlogAhead.push(await topUp());
    // A's next build has started once B's last one ended; push at a random moment of it.
    await sleep(Math.random() * idleBuildP95);
    flood.push(await timing(await env.queueBuild(siteB, { commitSha: sha })));
  }
  const floodBuilds = next;
  // A's backlog is not built to the end: what is left is canceled, as a tenant could.
  await env.db.pool.query(
    `UPDATE builds b SET status = 'canceled', finished_at = now() FROM sites s WHERE s.id = b.site_id AND s.tenant_id = $1 AND b.status = 'queued'`,
    [tenantA],
  );

  const idleWaitP95 = percentile(
    idle.map((t) => t.waitMs),
    95,
  );
  const floodWaitP95 = percentile(
    flood.map((t) => t.waitMs),
    95,
  );
  const round = (ms: number) => Math.round(ms);
  process.stdout.write(
    `${JSON.stringify({
      bench: 'queue-fairness',
      note: `one worker slot; tenant A keeps ${BACKLOG} builds queued, tenant B pushes ${SAMPLES} times; ${PAGES}-page site for both; shared 2-core machine`,
      samples: SAMPLES,
      idle: {
        queueWaitMs: {
          p50: round(
            percentile(
              idle.map((t) => t.waitMs),
              50,
            ),
          ),
          p95: round(idleWaitP95),
        },
        buildMs: {
          p50: round(
            percentile(
              idle.map((t) => t.buildMs),
              50,
            ),
          ),
          p95: round(idleBuildP95),
        },
      },
      flood: {
        floodBuildsQueued: floodBuilds,
        backlogAhead: percentile(backlogAhead, 50),
        queueWaitMs: {
          p50: round(
            percentile(
              flood.map((t) => t.waitMs),
              50,
            ),
          ),
          p95: round(floodWaitP95),
          max: round(Math.max(...flood.map((t) => t.waitMs))),
        },
      },
      // B's p95 wait under the flood against the idle system's wait plus one build: ≤ 1 is "within one build time".
      p95WaitSlowdown: Math.round((floodWaitP95 / (idleWaitP95 + idleBuildP95)) * 100) / 100,
      targetP95WaitSlowdown: 1,
    })}\n`,
  );
} finally {
  await env.close();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
}
