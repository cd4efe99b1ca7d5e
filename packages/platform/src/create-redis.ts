import { Redis } from 'ioredis';

/**
 * Creates a Redis connection usable by BullMQ (which requires `maxRetriesPerRequest: null`), the
 * rate limiter and pub/sub. Connection errors go to `onError`; ioredis reconnects by itself.
 */
export function createRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
  redis.on('error', onError);
  return redis;
}
