import { spawn } from 'node:child_process';
import { mkdir, readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_JOB_NAME } from '@folio/platform';
import { sweepBuildFolders } from '../src/sweep-build-folders.ts';
import { docsSite } from './helpers/docs-site.ts';
import { BUCKET, startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
beforeAll(async () => {
  env = await startWorkerEnv();
});
afterAll(async () => env?.close());

const CHILD = fileURLToPath(new URL('./helpers/run-worker-child.ts', import.meta.url));

describe('recovery', () => {
  it('after kill -9 mid-build, nothing is half-live and a new worker builds it exactly once', async () => {
    const repo = await env.createRepo('killed');
    const sha = await repo.commit(docsSite(4));
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: sha });

    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        FOLIO_TEST_WORKER: JSON.stringify({
          databaseUrl: env.db.connectionString,
          redisUrl: 'redis://127.0.0.1:6379',
          queue: { name: env.queueName, prefix: env.prefix },
          s3Endpoint: env.s3Endpoint,
          bucket: BUCKET,
          secretKey: env.secretKey.toString('base64'),
          hangAt: 'uploaded',
        }),
      },
    });
    const lines = createInterface({ input: child.stdout! });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    for await (const line of lines) if (line === `uploaded ${buildId}`) break;
    // Blobs and manifest are in S3, the deployment is not recorded yet: the most dangerous moment.
    child.kill('SIGKILL');
    await exited;

    const midway = await env.db.pool.query('SELECT status FROM builds WHERE id = $1', [buildId]);
    expect(midway.rows[0].status).toBe('running');
    expect(await env.liveDeployment(siteId)).toBeNull();
    expect((await env.db.pool.query('SELECT 1 FROM deployments WHERE site_id = $1', [siteId])).rowCount).toBe(0);

    await env.startWorker();
    const build = await env.waitForBuild(buildId, 60_000);
    expect(build.status, build.log).toBe('succeeded');
    expect(build.log).toMatch(/the worker running this build stopped; building again/);
    const deployments = await env.db.pool.query('SELECT id FROM deployments WHERE build_id = $1', [buildId]);
    expect(deployments.rowCount).toBe(1);
    expect((await env.liveDeployment(siteId))?.id).toBe(deployments.rows[0].id);
    // A child process and two build threads start on a shared 2-core machine: more than 30 s at times.
  }, 120_000);

  it('removes, on start, build folders older than a build may run, and only those', async () => {
    // A folder of its own: another test's worker may still be removing its last build's folder.
    const tempRoot = join(env.tempRoot, 'sweep');
    const old = join(tempRoot, 'folio-build-killed');
    const young = join(tempRoot, 'folio-build-running');
    const other = join(tempRoot, 'something-else');
    for (const dir of [old, young, other]) await mkdir(join(dir, 'repo'), { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const dir of [old, other]) await utimes(dir, twoHoursAgo, twoHoursAgo);
    // The world's workers stop a build thread after 60 s.
    const worker = await env.startWorker({ queue: { name: `${env.queueName}-sweep`, prefix: env.prefix }, tempRoot });
    expect((await readdir(tempRoot)).sort()).toEqual(['folio-build-running', 'something-else']);
    await worker.close(1_000);
    // Nothing left that old: a second sweep is a no-op.
    expect(await sweepBuildFolders(tempRoot, 60_000)).toEqual([]);
    expect(await sweepBuildFolders(join(tempRoot, 'missing'), 60_000)).toEqual([]);
  });

  it('queues again, on start, builds Postgres shows queued but Redis lost', async () => {
    const repo = await env.createRepo('lost');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
    const other = await env.startWorker({ queue: { name: `${env.queueName}-lost`, prefix: env.prefix } });
    const build = await env.waitForBuild(buildId);
    expect(build.status).toBe('succeeded');
    await other.close(1_000);
  });

  it('retries a build whose git host fails for a moment, with backoff, and records the attempt', async () => {
    const repo = await env.createRepo('flaky');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo, { repoUrl: `${env.git.url}/flaky.git` });
    let failures = 2;
    env.gitFailWith = () => (failures-- > 0 ? 503 : undefined);
    const buildId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
    await env.queue.add(
      BUILD_JOB_NAME,
      { buildId },
      { jobId: buildId, attempts: 3, backoff: { type: 'fixed', delay: 200 } },
    );
    const build = await env.waitForBuild(buildId, 60_000);
    env.gitFailWith = undefined;
    expect(build.status, build.log).toBe('succeeded');
    expect(build.log).toMatch(/attempt 1 failed \(the git host answered HTTP 503 for .*\); retrying/);
  });

  it('hands a running build back to the queue when shutting down past the grace period', async () => {
    const repo = await env.createRepo('shutdown');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo);
    let claimed!: () => void;
    const atClaim = new Promise<void>((resolve) => (claimed = resolve));
    const name = `${env.queueName}-term`;
    const worker = await env.startWorker({
      queue: { name, prefix: env.prefix },
      onPhase: async (phase) => {
        if (phase !== 'claimed') return;
        claimed();
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
    });
    const queue = (await import('@folio/platform')).createBuildQueue(env.redis, { name, prefix: env.prefix });
    const buildId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
    await queue.add(BUILD_JOB_NAME, { buildId }, { jobId: buildId });
    await atClaim;
    await worker.close(50);
    const row = await env.db.pool.query('SELECT status, log FROM builds WHERE id = $1', [buildId]);
    expect(row.rows[0].status).toBe('queued');
    expect(row.rows[0].log).toMatch(/handed back to the queue/);
    expect(await (await queue.getJob(buildId))?.getState()).toBe('delayed');
    await queue.obliterate({ force: true });
    await queue.close();
  });
});
