import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { BUILD_QUEUE_NAME } from './build-job.ts';

/** Where the queue lives in Redis; tests pass their own name and prefix. */
export interface BuildQueueOptions {
  name?: string;
  prefix?: string;
}

/** Opens the build queue on an existing Redis connection. */
export function createBuildQueue(connection: Redis, options: BuildQueueOptions = {}): Queue {
  return new Queue(options.name ?? BUILD_QUEUE_NAME, { connection, prefix: options.prefix ?? 'folio' });
}
