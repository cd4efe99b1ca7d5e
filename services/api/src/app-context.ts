import type { SecretBox } from '@folio/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { ApiConfig } from './config/load-config.ts';
import type { ApiMetrics } from './plugins/create-metrics.ts';

/** Looks up TXT records, shaped like `dns.promises.resolveTxt` (tests inject their own). */
export type ResolveTxt = (hostname: string) => Promise<string[][]>;

/** What every route handler may use: the I/O handed to `buildApp`, plus derived helpers. */
export interface AppContext {
  db: pg.Pool;
  redis: Redis;
  queue: Queue;
  config: Readonly<ApiConfig>;
  secrets: SecretBox;
  resolveTxt: ResolveTxt;
  metrics: ApiMetrics;
}
