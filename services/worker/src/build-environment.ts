import type { S3Client } from '@aws-sdk/client-s3';
import type { SecretBox } from '@folio/platform';
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
  /** Folder the builds' temporary folders are made in. */
  tempRoot: string;
  /** Public base URL of a site, from its slug. */
  siteUrl?: (slug: string) => string;
  onReport?: (report: BuildReport) => void;
  /** Awaited after each phase; tests use it to stop a worker at a chosen point. */
  onPhase?: (phase: BuildPhase, buildId: string) => Promise<void> | void;
  /** Aborted when the worker shuts down past its grace period: running builds are handed back. */
  shutdown: AbortSignal;
}
