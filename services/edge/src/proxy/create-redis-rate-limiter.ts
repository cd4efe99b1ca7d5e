import { createTokenBucketRateLimiter, type RateLimiter } from '@folio/playground-proxy';
import type { Redis } from 'ioredis';

/** Settings of {@link createRedisRateLimiter}. */
export interface RedisRateLimiterOptions {
  redis: Redis;
  /** Prefix of the counters' keys, e.g. `folio:edge:rl:client:`. */
  prefix: string;
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /** Longest wait for Redis before the fallback decides (default 250 ms). */
  timeoutMs?: number;
  /** Told when Redis failed and the in-process fallback decided. */
  onError(error: unknown): void;
}

// INCR and the first PEXPIRE in one step, so a counter never lives forever.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// The script is sent once and then called by its SHA (EVALSHA, falling back to EVAL after a
// SCRIPT FLUSH): ioredis's defineCommand. The name is ours; defining it twice is harmless.
const COMMAND = 'folioEdgeRateLimitHit';
type WithHit = Redis & { [COMMAND](key: string, windowMs: string): Promise<number> };

/**
 * A fixed-window {@link RateLimiter} shared by every edge process through Redis. When Redis fails
 * it falls back to an in-process token bucket with the same rate, so an outage neither blocks the
 * playground nor lifts the limit.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const fallback = createTokenBucketRateLimiter({
    capacity: options.limit,
    refillPerSecond: options.limit / (options.windowMs / 1000),
  });
  const redis = options.redis as WithHit;
  if (typeof redis[COMMAND] !== 'function') redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: HIT });
  return {
    async hit(key) {
      try {
        const window = Math.floor(Date.now() / options.windowMs);
        const count = await withTimeout(redis[COMMAND](`${options.prefix}${key}:${window}`, String(options.windowMs)), options.timeoutMs ?? 250);
        return count <= options.limit;
      } catch (error) {
        options.onError(error);
        return fallback.hit(key);
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
