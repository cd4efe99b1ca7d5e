// Postgres cut at each step of a build, at the connection level: the worker's pool goes through a
// TCP proxy that closes the connection carrying a chosen statement, before Postgres runs it or
// after it ran (the answer lost). Every build must end `succeeded`, or `failed` with its true cause:
// never left `running` for reconciliation to fail with a made-up reason.
import { BUILD_JOB_NAME, createPool } from '@folio/platform';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileBuilds } from '../src/reconcile-builds.ts';
import { docsSite } from './helpers/docs-site.ts';
import { startPostgresFaultProxy, type CutMoment, type PostgresFaultProxy } from './helpers/postgres-fault-proxy.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
let proxy: PostgresFaultProxy;
let workerPool: pg.Pool;
beforeAll(async () => {
  env = await startWorkerEnv();
  const target = new URL(env.db.connectionString);
  proxy = await startPostgresFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
  workerPool = createPool({ connectionString: proxy.url(env.db.connectionString), max: 4 }, () => {});
  await env.startWorker({ db: workerPool });
});
afterAll(async () => {
  await env?.close();
  await workerPool?.end();
  await proxy?.close();
});

// A build can end `succeeded` while its attempt still runs: when the COMMIT's answer is lost, the
// attempt hands the build back (a no-op UPDATE on a finished build) after the test saw it succeed.
// That late statement must not take the next test's cut, so each test starts with the queue idle.
beforeEach(async () => {
  for (let i = 0; i < 600; i++) {
    const counts = await env.queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the previous test left builds running in the queue');
});

/** The worker's statements, by step (see src/db). */
const CLAIM = /SET status = 'running'/;
const LOAD_SITE = /FROM sites s LEFT JOIN deployments/;
const END_ATTEMPT = /UPDATE builds\s+SET status = \$3/;
const INSERT_DEPLOYMENT = /INSERT INTO deployments/;
const COMMIT = /^COMMIT$/;

/** Queues a build of a new commit with quick retries; returns its id, site and commit. */
async function queue(
  name: string,
  files = docsSite(2, { name }),
): Promise<{ buildId: string; siteId: string; sha: string }> {
  const repo = await env.createRepo(name);
  const sha = await repo.commit(files);
  const siteId = await env.createSite(repo);
  const buildId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
  await env.queue.add(
    BUILD_JOB_NAME,
    { buildId },
    { jobId: buildId, attempts: 3, backoff: { type: 'fixed', delay: 200 } },
  );
  return { buildId, siteId, sha };
}

describe('Postgres interrupted at each step of a build', () => {
  const steps: Array<[string, RegExp, CutMoment]> = [
    ['the claim never reaches Postgres', CLAIM, 'before'],
    ['the claim ran but its answer was lost', CLAIM, 'after'],
    ["loading the build's site", LOAD_SITE, 'before'],
    ['recording the deployment (mid-transaction)', INSERT_DEPLOYMENT, 'before'],
    ['the deployment committed but the answer was lost', COMMIT, 'after'],
  ];
  it.each(steps)(
    '%s: the build ends succeeded and live',
    async (_, sql, moment) => {
      const cut = proxy.cutOnce(sql, moment);
      const { buildId, siteId, sha } = await queue(`cut-${Math.random().toString(36).slice(2, 8)}`);
      const build = await env.waitForBuild(buildId, 60_000);
      await cut;
      expect(build.status, build.log).toBe('succeeded');
      expect(build.commit_sha).toBe(sha);
      expect((await env.liveDeployment(siteId))?.build_id).toBe(buildId);
    },
    90_000,
  );

  it('handing a build back after a transient failure: the retry takes it over and it succeeds', async () => {
    let failures = 1;
    env.gitFailWith = () => (failures-- > 0 ? 503 : undefined);
    const cut = proxy.cutOnce(END_ATTEMPT, 'before');
    const { buildId } = await queue('handback');
    const build = await env.waitForBuild(buildId, 60_000);
    env.gitFailWith = undefined;
    await cut;
    expect(build.status, build.log).toBe('succeeded');
    expect(build.log).toMatch(/an earlier attempt of this build stopped without handing it back; building again/);
  }, 90_000);

  it('recording a content failure: the build ends failed with the content reason', async () => {
    const cut = proxy.cutOnce(END_ATTEMPT, 'before');
    const { buildId } = await queue('broken', { 'docs.json': '{ "name": ', 'index.mdx': '# Hi\n' });
    const build = await env.waitForBuild(buildId, 60_000);
    await cut;
    expect(build.status, build.log).toBe('failed');
    expect(build.error_message).toMatch(/^docs\.json could not be read/);
  }, 90_000);

  it('Postgres gone through the last attempt: reconciliation fails the build with the real cause', async () => {
    const repo = await env.createRepo('last');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
    const cut = proxy.cutOnce(INSERT_DEPLOYMENT, 'before');
    // The hand-back is cut too: the build stays `running` when its only attempt ends.
    proxy.cutAlways(END_ATTEMPT, 'before');
    await env.queue.add(BUILD_JOB_NAME, { buildId }, { jobId: buildId, attempts: 1 });
    await cut;
    const job = await env.queue.getJob(buildId);
    for (let i = 0; i < 300 && (await job!.getState()) !== 'failed'; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.clear();
    expect((await env.db.pool.query('SELECT status FROM builds WHERE id = $1', [buildId])).rows[0].status).toBe(
      'running',
    );

    const report = await reconcileBuilds(env.db.pool, env.queue);
    expect(report.failed).toContain(buildId);
    const build = await env.waitForBuild(buildId);
    expect(build.status).toBe('failed');
    expect(build.error_message).toMatch(/^recording the deployment failed: Connection terminated unexpectedly/);
    expect(build.error_message).not.toMatch(/the worker running this build stopped/);
  }, 90_000);
});
