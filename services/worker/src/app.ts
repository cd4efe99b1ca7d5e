import type { S3Client } from '@aws-sdk/client-s3';
import {
  BUILD_JOB_NAME,
  BUILD_QUEUE_NAME,
  createBuildQueue,
  createCommitStatusPoster,
  type CommitStatusSettings,
  type GitHostRule,
  type SecretBox,
  type SendPolicy,
} from '@folio/platform';
import { Worker } from 'bullmq';
import { tmpdir } from 'node:os';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import { startAnalyticsConsumer, type AnalyticsConsumerSettings } from './analytics/start-analytics-consumer.ts';
import type { BuildLimits } from './build/build-task.ts';
import { createStoredBuildCaches } from './build/stored-build-caches.ts';
import { createBuildThreads, type ThreadLimits } from './build/create-build-threads.ts';
import type { BuildEnvironment, BuildPhase } from './build-environment.ts';
import type { BuildReport } from './build-report.ts';
import { processBuild } from './process-build.ts';
import { reconcileBuilds } from './reconcile-builds.ts';
import { startBuildDispatcher } from './start-build-dispatcher.ts';
import { sweepBuildFolders } from './sweep-build-folders.ts';

/** Default limits of one build. */
export const DEFAULT_BUILD_LIMITS: Readonly<BuildLimits> = {
  maxRepoBytes: 512 * 1024 * 1024,
  maxFiles: 20_000,
  maxFileBytes: 50 * 1024 * 1024,
  maxCheckoutBytes: 500 * 1024 * 1024,
  gitTimeoutMs: 30_000,
  documentTimeoutMs: 15_000,
  maxDocumentBytes: 10 * 1024 * 1024,
};

/** Default effort spent on one commit status: a slow git host never holds a build, only its status. */
const DEFAULT_COMMIT_STATUS_POLICY: Readonly<SendPolicy> = { timeoutMs: 10_000, attempts: 3, retryDelayMs: 1_000 };

/** Default cap on one tenant's builds in flight at once, across every worker. */
const DEFAULT_TENANT_CONCURRENCY = 2;

/** Default resources of one build thread. */
export const DEFAULT_THREAD_LIMITS: Readonly<ThreadLimits> = { maxMemoryMb: 1_024, timeoutMs: 10 * 60_000 };

/** What {@link startWorker} needs: connections are passed in, so tests and `main.ts` choose them. */
export interface WorkerDeps {
  db: pg.Pool;
  /** Used by BullMQ (it opens its own blocking connection from it) and to publish site events. */
  redis: Redis;
  s3: S3Client;
  bucket: string;
  secretBox: SecretBox | null;
  logger: Logger;
  queue?: { name?: string; prefix?: string };
  /** Builds run at once by this process (default 1). */
  concurrency?: number;
  /**
   * Fair scheduling: builds of one tenant in flight at once across every worker (default
   * {@link DEFAULT_TENANT_CONCURRENCY}), and how often the dispatcher looks for queued builds
   * without being asked (default 2 s; the API asks on every build it queues).
   */
  dispatch?: { tenantConcurrency?: number; intervalMs?: number };
  limits?: Partial<BuildLimits>;
  thread?: Partial<ThreadLimits>;
  /** S3 requests in flight per build (default 16). */
  uploadConcurrency?: number;
  /**
   * Non-public addresses repositories may be cloned from, each a range name of
   * `@folio/playground-proxy`'s `classifyAddress` (`loopback`, `private`, `uniqueLocal`, …), a CIDR
   * block, an address or a host name. Empty (the default): public addresses only, since a
   * customer's repository URL must not reach the platform's own network.
   */
  allowPrivateRepositories?: readonly string[];
  /**
   * Non-public addresses a build may download remote OpenAPI documents from, in the same forms.
   * Empty (the default): public addresses only, whatever `allowPrivateRepositories` allows.
   */
  allowPrivateDocuments?: readonly string[];
  /**
   * PEM certificates trusted, beside Node's bundled roots, when builds download `https://` OpenAPI
   * documents: a self-hosted platform's internal CA, or a test's.
   */
  documentCa?: string;
  /** Where builds make their temporary folders (default: the OS temporary folder). */
  tempRoot?: string;
  /** BullMQ stalled-job detection: a dead worker's job is retried after about `lockDurationMs`. */
  stalled?: { lockDurationMs?: number; stalledIntervalMs?: number; maxStalledCount?: number };
  /** How often Postgres and Redis are reconciled (default 60 s; 0 only at start). */
  reconcileIntervalMs?: number;
  siteUrl?: (slug: string) => string;
  /** Public URL of a branch's preview (`https://<label>--<slug>.<platform domain>`), for commit statuses. */
  previewUrl?: (branch: string, slug: string) => string;
  /** Base URL of the dashboard; commit statuses link to `<dashboardUrl>/sites/<siteId>/builds/<buildId>`. */
  dashboardUrl?: string | null;
  /** Commit statuses on GitHub and GitLab (on by default, for sites with a token on a known host). */
  commitStatus?: { enabled?: boolean; hosts?: readonly GitHostRule[] } & Partial<SendPolicy>;
  onReport?: (report: BuildReport) => void;
  onPhase?: (phase: BuildPhase, buildId: string) => Promise<void> | void;
  /**
   * Folds the edges' analytics stream into the Postgres rollups in this process too (the
   * `rollups` consumer group shares the entries among workers). Absent: this worker only builds.
   */
  analytics?: AnalyticsConsumerSettings;
}

/** A running worker. */
export interface RunningWorker {
  worker: Worker;
  /**
   * Stops taking jobs and waits for running builds; after `graceMs` (default 30 s) running builds
   * are stopped and handed back to the queue. Does not close the connections it was given.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Starts draining the build queue: removes temporary folders earlier builds left behind,
 * reconciles Postgres and Redis (re-queues builds Redis lost, fails builds a dead worker left
 * running), then dispatches queued builds fairly across tenants into the queue, one per free
 * slot, and processes their jobs with `concurrency` isolated builds.
 */
export async function startWorker(deps: WorkerDeps): Promise<RunningWorker> {
  const queueName = deps.queue?.name ?? BUILD_QUEUE_NAME;
  const prefix = deps.queue?.prefix ?? 'folio';
  const queue = createBuildQueue(deps.redis, { name: queueName, prefix });
  const shutdown = new AbortController();
  const threadLimits = { ...DEFAULT_THREAD_LIMITS, ...deps.thread };
  const { enabled = true, hosts = [], ...policy } = deps.commitStatus ?? {};
  const statusSettings: CommitStatusSettings = {
    enabled,
    rules: hosts,
    policy: { ...DEFAULT_COMMIT_STATUS_POLICY, ...policy },
  };
  const commitStatuses = createCommitStatusPoster(statusSettings, deps.logger);
  const env: BuildEnvironment = {
    db: deps.db,
    redis: deps.redis,
    s3: deps.s3,
    bucket: deps.bucket,
    secretBox: deps.secretBox,
    logger: deps.logger,
    limits: { ...DEFAULT_BUILD_LIMITS, ...deps.limits },
    threads: createBuildThreads(threadLimits, {
      stored: createStoredBuildCaches(deps.s3, deps.bucket),
      ...(deps.documentCa === undefined ? {} : { documentCa: deps.documentCa }),
    }),
    uploadConcurrency: deps.uploadConcurrency ?? 16,
    allowPrivateRepositories: deps.allowPrivateRepositories ?? [],
    allowPrivateDocuments: deps.allowPrivateDocuments ?? [],
    tempRoot: deps.tempRoot ?? tmpdir(),
    shutdown: shutdown.signal,
    ...(deps.siteUrl === undefined ? {} : { siteUrl: deps.siteUrl }),
    ...(deps.previewUrl === undefined ? {} : { previewUrl: deps.previewUrl }),
    commitStatuses,
    dashboardUrl: deps.dashboardUrl ?? null,
    ...(deps.onReport === undefined ? {} : { onReport: deps.onReport }),
    ...(deps.onPhase === undefined ? {} : { onPhase: deps.onPhase }),
  };

  const reconcile = async (): Promise<void> => {
    try {
      const report = await reconcileBuilds(deps.db, queue);
      if (report.requeued.length > 0 || report.failed.length > 0)
        deps.logger.warn(report, 'reconciled builds with the queue');
    } catch (err) {
      deps.logger.error({ err }, 'reconciling builds failed');
    }
  };
  // Folders of builds a killed worker left behind; none older than a build's deadline is in use.
  const swept = await sweepBuildFolders(env.tempRoot, threadLimits.timeoutMs);
  if (swept.length > 0) deps.logger.info({ folders: swept.length }, 'removed temporary folders of earlier builds');
  await reconcile();

  const concurrency = deps.concurrency ?? 1;
  let active = 0;
  const dispatcher = startBuildDispatcher({
    db: deps.db,
    queue,
    redis: deps.redis,
    address: { name: queueName, prefix },
    logger: deps.logger,
    freeSlots: () => concurrency - active,
    tenantCap: deps.dispatch?.tenantConcurrency ?? DEFAULT_TENANT_CONCURRENCY,
    intervalMs: deps.dispatch?.intervalMs ?? 2_000,
  });
  const worker = new Worker(
    queueName,
    async (job, token) => {
      if (job.name !== BUILD_JOB_NAME) throw new Error(`unknown job name "${job.name}"`);
      active++;
      try {
        return await processBuild(job, token, env);
      } finally {
        // The slot is free: hand it the next build in turn before BullMQ looks for one.
        active--;
        dispatcher.nudge();
      }
    },
    {
      connection: deps.redis,
      prefix,
      concurrency,
      lockDuration: deps.stalled?.lockDurationMs ?? 30_000,
      stalledInterval: deps.stalled?.stalledIntervalMs ?? 30_000,
      maxStalledCount: deps.stalled?.maxStalledCount ?? 1,
    },
  );
  worker.on('error', (err) => deps.logger.error({ err }, 'worker error'));
  worker.on('failed', (job, err) =>
    deps.logger.info({ jobId: job?.id, attemptsMade: job?.attemptsMade, reason: err.message }, 'build job failed'),
  );
  worker.on('stalled', (jobId) => deps.logger.warn({ jobId }, 'build job stalled; it will run again'));

  const analytics =
    deps.analytics === undefined
      ? null
      : startAnalyticsConsumer({ ...deps.analytics, db: deps.db, redis: deps.redis, logger: deps.logger });

  const interval = deps.reconcileIntervalMs ?? 60_000;
  const timer = interval > 0 ? setInterval(() => void reconcile(), interval) : undefined;
  timer?.unref();

  let closing: Promise<void> | undefined;
  return {
    worker,
    close(graceMs = 30_000) {
      closing ??= (async () => {
        if (timer !== undefined) clearInterval(timer);
        await analytics?.close();
        await dispatcher.close();
        const closed = worker.close();
        const grace = setTimeout(() => shutdown.abort(), graceMs);
        try {
          await closed;
        } finally {
          clearTimeout(grace);
          await queue.close();
          await env.threads.close();
          // Statuses still being sent get a moment; the git host's own retries are not worth a slow stop.
          await commitStatuses.close(Math.min(graceMs, 5_000));
        }
      })();
      return closing;
    },
  };
}
