import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  createBuildQueue,
  createRedis,
  createS3Client,
  createSecretBox,
  loadMigrations,
  requestBuildDispatch,
  runMigrations,
  type SecretBox,
} from '@folio/platform';
import { createTestDatabase, type TestDatabase } from '@folio/platform/testing';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { startGitHttpServer, type GitHttpServer } from '../../../../test/git-http-server.ts';
import { S3RVER_CREDENTIALS, startTestS3 } from '../../../../test/helpers/s3-test-server.ts';
import { startWorker, type RunningWorker, type WorkerDeps } from '../../src/app.ts';
import type { BuildReport } from '../../src/build-report.ts';
import { createTestRepo, type TestRepo } from './git-repo.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const BUCKET = 'folio-test';

/** One test file's world: database, queue, S3, git server, and the workers it started. */
export interface WorkerEnv {
  db: TestDatabase;
  redis: Redis;
  queue: Queue;
  queueName: string;
  prefix: string;
  s3: S3Client;
  s3Endpoint: string;
  git: GitHttpServer;
  gitRoot: string;
  /** Where this world's workers make build folders. */
  tempRoot: string;
  secretKey: Buffer;
  secretBox: SecretBox;
  /** Set to make the git server answer every request with a status (an outage). */
  gitFailWith: (() => number | undefined) | undefined;
  reports: BuildReport[];
  /** Starts a worker in this process (closed by `close`). */
  startWorker(overrides?: Partial<WorkerDeps>): Promise<RunningWorker>;
  /** A new bare repository on the git server. */
  createRepo(name: string): Promise<TestRepo>;
  /** A site pointing at `repo`, of a new tenant unless `tenantId` names one. */
  createSite(
    repo: TestRepo,
    options?: { branch?: string; docsRoot?: string; token?: string; repoUrl?: string; tenantId?: string },
  ): Promise<string>;
  /**
   * Records a queued build and asks the workers to dispatch it, as the API does. With `enqueue:
   * false` the build is recorded as already dispatched and no job is added: a build whose job Redis
   * lost (reconciliation adds it again), or one whose job the test adds itself.
   */
  queueBuild(
    siteId: string,
    options?: { commitSha?: string | null; branch?: string; kind?: 'production' | 'preview'; enqueue?: boolean },
  ): Promise<string>;
  /** Polls until the build reaches a final status; returns its row. */
  waitForBuild(buildId: string, timeoutMs?: number): Promise<BuildRowView>;
  /** The site's live deployment, with its build's commit. */
  liveDeployment(
    siteId: string,
  ): Promise<{ id: string; commit_sha: string; build_id: string; manifest_key: string } | null>;
  /** Reads an S3 object, or `undefined` when missing. */
  getObject(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/** The columns of `builds` the tests look at. */
export interface BuildRowView {
  id: string;
  status: string;
  commit_sha: string | null;
  error_message: string | null;
  diagnostics: Array<{ code: string; severity: string; message: string; file?: string }>;
  log: string;
}

/** Options of {@link startWorkerEnv}. */
export interface WorkerEnvOptions {
  /**
   * An S3 endpoint already running (bucket `BUCKET` created, s3rver credentials) instead of an
   * s3rver in this process; bench/push-to-live runs it in its own process, as S3 is in production
   * and under `npm start`.
   */
  s3Endpoint?: string;
}

/** Sets up Postgres (fresh database), Redis (unique queue), s3rver and a git HTTP server. */
export async function startWorkerEnv(options: WorkerEnvOptions = {}): Promise<WorkerEnv> {
  const db = await createTestDatabase(ADMIN_URL);
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const redis = createRedis(REDIS_URL, () => {});
  const queueName = `builds-${randomBytes(4).toString('hex')}`;
  const prefix = 'folio-test';
  const queue = createBuildQueue(redis, { name: queueName, prefix });
  const s3Server = options.s3Endpoint === undefined ? await startTestS3(BUCKET, 'folio-s3-') : undefined;
  const s3Endpoint = options.s3Endpoint ?? s3Server!.endpoint;
  const s3 = createS3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
  const gitRoot = await mkdtemp(join(tmpdir(), 'folio-git-'));
  const workRoot = await mkdtemp(join(tmpdir(), 'folio-work-'));
  // Builds' temporary folders: each world has its own, so the start-up sweep never touches another
  // test run's (or another engineer's) folders.
  const tempRoot = await mkdtemp(join(tmpdir(), 'folio-builds-'));
  const credentials: Record<string, { password: string }> = {};
  const git = await startGitHttpServer({ root: gitRoot, credentials, failWith: () => env.gitFailWith?.() });
  const secretKey = randomBytes(32);
  const secretBox = createSecretBox(secretKey);
  const workers: RunningWorker[] = [];
  const reports: BuildReport[] = [];
  const logger = pino({ level: process.env.WORKER_TEST_LOG ?? 'silent' });

  const env: WorkerEnv = {
    db,
    redis,
    queue,
    queueName,
    prefix,
    s3,
    s3Endpoint,
    git,
    gitRoot,
    tempRoot,
    secretKey,
    secretBox,
    gitFailWith: undefined,
    reports,
    async startWorker(overrides = {}) {
      const running = await startWorker({
        db: db.pool,
        redis,
        s3,
        bucket: BUCKET,
        secretBox,
        logger,
        queue: { name: queueName, prefix },
        limits: { gitTimeoutMs: 5_000 },
        thread: { maxMemoryMb: 512, timeoutMs: 60_000 },
        stalled: { lockDurationMs: 3_000, stalledIntervalMs: 1_000 },
        reconcileIntervalMs: 0,
        // The git server runs on 127.0.0.1, which builds refuse by default.
        allowPrivateRepositories: ['loopback'],
        tempRoot,
        onReport: (report) => reports.push({ ...report }),
        ...overrides,
      });
      workers.push(running);
      return running;
    },
    createRepo: (name) => createTestRepo(gitRoot, workRoot, name),
    async createSite(repo, options = {}) {
      const tenantId =
        options.tenantId ??
        (await db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ('Acme') RETURNING id`)).rows[0]!.id;
      const slug = `site-${randomBytes(4).toString('hex')}`;
      if (options.token !== undefined) credentials[repo.path.slice(1)] = { password: options.token };
      const siteId = randomUUID();
      const site = await db.pool.query<{ id: string }>(
        `INSERT INTO sites (id, tenant_id, slug, name, repo_url, branch, docs_root, git_token_sealed, webhook_secret_sealed)
         VALUES ($7, $1, $2, 'Docs', $3, $4, $5, $6, 'unused') RETURNING id`,
        [
          tenantId,
          slug,
          options.repoUrl ?? `${git.url}${repo.path}`,
          options.branch ?? 'main',
          options.docsRoot ?? '',
          options.token === undefined
            ? null
            : secretBox.seal(options.token === 'wrong' ? 'not-the-token' : options.token, {
                siteId,
                column: 'git_token_sealed',
              }),
          siteId,
        ],
      );
      return site.rows[0]!.id;
    },
    async queueBuild(siteId, options = {}) {
      const dispatched = options.enqueue === false;
      const row = await db.pool.query<{ id: string }>(
        `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, queued_at, dispatched_at)
         VALUES ($1, $2, $3, $4, 'push', clock_timestamp(), CASE WHEN $5 THEN clock_timestamp() END) RETURNING id`,
        [siteId, options.kind ?? 'production', options.branch ?? 'main', options.commitSha ?? null, dispatched],
      );
      const buildId = row.rows[0]!.id;
      if (!dispatched) await requestBuildDispatch(redis, { name: queueName, prefix });
      return buildId;
    },
    async waitForBuild(buildId, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await db.pool.query<BuildRowView>(
          'SELECT id, status, commit_sha, error_message, diagnostics, log FROM builds WHERE id = $1',
          [buildId],
        );
        const build = row.rows[0]!;
        if (['succeeded', 'failed', 'canceled', 'superseded'].includes(build.status)) return build;
        if (Date.now() > deadline)
          throw new Error(`build ${buildId} still ${build.status} after ${timeoutMs} ms\n${build.log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async liveDeployment(siteId) {
      const row = await db.pool.query(
        `SELECT d.id, d.commit_sha, d.build_id, d.manifest_key FROM sites s JOIN deployments d ON d.id = s.active_deployment_id WHERE s.id = $1`,
        [siteId],
      );
      return row.rows[0] ?? null;
    },
    async getObject(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async close() {
      for (const worker of workers) await worker.close(1_000);
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      redis.disconnect();
      s3.destroy();
      await s3Server?.close();
      await git.close();
      await db.drop();
      await Promise.all([gitRoot, workRoot, tempRoot].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
  return env;
}
