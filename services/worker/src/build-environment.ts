import type { S3Client } from '@aws-sdk/client-s3';
import type { CommitStatusPoster, SecretBox } from '@folio/platform';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { BuildLimits } from './build/build-task.ts';
import type { BuildThreads } from './build/create-build-threads.ts';
import type { BuildReport } from './build-report.ts';

/** Phases after which the `onPhase` hook runs. */
export type BuildPhase = 'claimed' | 'built' | 'uploaded';

/** Everything one build needs from the worker process, with every default resolved. */
export interface BuildEnvironment {
  db: pg.Pool;
  /** Publishes site events. */
  redis: Redis;
  s3: S3Client;
  bucket: string;
  /** Opens sites' sealed git tokens; `null` when the worker has no key (token-less sites only). */
  secretBox: SecretBox | null;
  logger: Logger;
  limits: BuildLimits;
  /** Runs each build in a fresh, isolated thread. */
  threads: BuildThreads;
  uploadConcurrency: number;
  /** Non-public addresses repositories may be cloned from (see `WorkerDeps.allowPrivateRepositories`). */
  allowPrivateRepositories: readonly string[];
  /** Non-public addresses remote OpenAPI documents may be fetched from (see `WorkerDeps.allowPrivateDocuments`). */
  allowPrivateDocuments: readonly string[];
  /** Folder the builds' temporary folders are made in. */
  tempRoot: string;
  /** Public base URL of a site, from its slug. */
  siteUrl?: (slug: string) => string;
  /** Public URL of a branch's preview, linked from the commit status of a preview build. */
  previewUrl?: (branch: string, slug: string) => string;
  /** Sets commit statuses on the git host (sites with a token on a known host). */
  commitStatuses: CommitStatusPoster;
  /** Base URL of the dashboard, whose build pages commit statuses link to; `null`: no link. */
  dashboardUrl: string | null;
  onReport?: (report: BuildReport) => void;
  /** Awaited after each phase; tests use it to stop a worker at a chosen point. */
  onPhase?: (phase: BuildPhase, buildId: string) => Promise<void> | void;
  /** Aborted when the worker shuts down past its grace period: running builds are handed back. */
  shutdown: AbortSignal;
}
