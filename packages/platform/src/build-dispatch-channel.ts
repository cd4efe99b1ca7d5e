import type { Redis } from 'ioredis';
import { BUILD_QUEUE_NAME } from './build-job.ts';

/** Which build queue a dispatch request is for (the API's and workers' `BUILD_QUEUE_*`). */
export interface BuildQueueAddress {
  name?: string;
  prefix?: string;
}

/**
 * The Redis pub/sub channel the API publishes on after it recorded a queued build, so the workers
 * of that queue with a free slot dispatch it at once instead of at their next periodic look. A
 * lost message only delays the build until then: Postgres, not the message, holds it.
 */
export function buildDispatchChannel(queue: BuildQueueAddress = {}): string {
  return `${queue.prefix ?? 'folio'}:${queue.name ?? BUILD_QUEUE_NAME}:dispatch`;
}

/** Asks the workers of `queue` to dispatch queued builds now. */
export async function requestBuildDispatch(redis: Redis, queue: BuildQueueAddress = {}): Promise<void> {
  await redis.publish(buildDispatchChannel(queue), '1');
}
