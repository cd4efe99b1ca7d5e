import type { CommitStatusLogger, CommitStatusPoster, createS3Client, SecretBox } from '@folio/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { ApiConfig } from './config/load-config.ts';
import type { ApiMetrics } from './plugins/create-metrics.ts';

/** Looks up TXT records, shaped like `dns.promises.resolveTxt` (tests inject their own). */
export type ResolveTxt = (hostname: string) => Promise<string[][]>;

/** The bucket holding the sites' blobs and manifests, and a client for it. */
export interface SiteStorage {
  s3: ReturnType<typeof createS3Client>;
  bucket: string;
}

/** What every route handler may use: the I/O handed to `buildApp`, plus derived helpers. */
export interface AppContext {
  db: pg.Pool;
  redis: Redis;
  queue: Queue;
  config: Readonly<ApiConfig>;
  secrets: SecretBox;
  resolveTxt: ResolveTxt;
  metrics: ApiMetrics;
  /** Where deleted sites' objects are removed from; `null` without S3 settings (they wait in `site_blob_deletions`). */
  storage: SiteStorage | null;
  /** Sets the `queued` commit status of builds the API queues (background; see `reportQueuedBuild`). */
  commitStatuses: CommitStatusPoster;
  /** The app's logger, for work that outlives a request. */
  log: CommitStatusLogger;
}
