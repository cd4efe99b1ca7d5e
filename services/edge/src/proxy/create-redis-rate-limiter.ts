import { createTokenBucketRateLimiter, type RateLimiter } from '@folio/playground-proxy';
import type { Redis } from 'ioredis';
import { withTimeout } from '../limits/with-timeout.ts';

/** Settings of {@link createRedisRateLimiter}. */
export interface RedisRateLimiterOptions {
  redis: Redis;
  /** Prefix of the counters' keys, e.g. `folio:edge:rl:client:`. */
  prefix: string;
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /**
   * How long this process may admit hits before adding them to the shared counter (default
   * 50 ms). Between two flushes, other edges' hits are not seen: with E edges a window may admit
   * up to about `limit` plus what E − 1 edges admit in one interval.
   */
  flushIntervalMs?: number;
  /** Longest wait for Redis before the fallback decides (default 250 ms). */
  timeoutMs?: number;
  /** Told when Redis failed and the in-process fallback decided. */
  onError(error: unknown): void;
  now?: () => number;
}

/** A rate limiter that can be told to write what it holds (tests, shutdown). */
export interface SharedRateLimiter extends RateLimiter {
  /** Adds the hits admitted since the last flush to the shared counters. */
  flush(): Promise<void>;
}

// INCRBY and the first PEXPIRE in one step, so a counter never lives forever.
const ADD = `local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// The script is sent once and then called by its SHA (EVALSHA, falling back to EVAL after a
// SCRIPT FLUSH): ioredis's defineCommand. The name is ours; defining it twice is harmless.
const COMMAND = 'folioEdgeRateLimitAdd';
type WithAdd = Redis & { [COMMAND](key: string, windowMs: string, hits: string): Promise<number> };

/** What this process knows of one key's counter in the current window. */
interface Counter {
  window: number;
  /** The shared count as Redis last answered it. */
  shared: number;
  /** Hits admitted here and not yet added to Redis. */
  pending: number;
}

/**
 * A fixed-window {@link RateLimiter} shared by every edge process through Redis, without a Redis
 * round trip on most requests: a key's first hit in a window asks Redis; later hits are decided
 * from the shared count last seen plus this process's own hits, which are added to Redis in one
 * pipeline every `flushIntervalMs` (the answer refreshes the shared count). The playground's
 * added latency is what readers feel; a limit briefly exceeded across edges is the price
 * (see `flushIntervalMs`). When Redis fails, an in-process token bucket with the same rate
 * decides, so an outage neither blocks the playground nor lifts the limit.
 */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): SharedRateLimiter {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 250;
  const flushIntervalMs = options.flushIntervalMs ?? 50;
  const fallback = createTokenBucketRateLimiter({
    capacity: options.limit,
    refillPerSecond: options.limit / (options.windowMs / 1000),
  });
  const redis = options.redis as WithAdd;
  if (typeof redis[COMMAND] !== 'function') redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: ADD });
  const counters = new Map<string, Counter>();
  let timer: NodeJS.Timeout | undefined;
  const counterKey = (key: string, window: number) => `${options.prefix}${key}:${window}`;

  const add = (key: string, window: number, hits: number) =>
    withTimeout(redis[COMMAND](counterKey(key, window), String(options.windowMs), String(hits)), timeoutMs);

  const flush = async (): Promise<void> => {
    timer = undefined;
    const window = Math.floor(now() / options.windowMs);
    const writes: Promise<void>[] = [];
    for (const [key, counter] of counters) {
      if (counter.pending > 0) {
        const hits = counter.pending;
        counter.pending = 0;
        writes.push(
          add(key, counter.window, hits).then(
            (shared) => {
              counter.shared = Math.max(counter.shared, shared);
            },
            (error: unknown) => {
              // Hits of the current window are tried again at the next flush.
              if (counter.window === window) counter.pending += hits;
              options.onError(error);
            },
          ),
        );
      }
    }
    await Promise.all(writes);
    if ([...counters.values()].some((counter) => counter.pending > 0)) schedule();
  };
  // Counters of past windows are forgotten once written, so the map holds about one window's keys.
  let sweepTimer: NodeJS.Timeout | undefined;
  const sweep = () => {
    sweepTimer = undefined;
    const window = Math.floor(now() / options.windowMs);
    for (const [key, counter] of counters) if (counter.window < window && counter.pending === 0) counters.delete(key);
    if (counters.size > 0) armSweep();
  };
  const armSweep = () => {
    if (sweepTimer !== undefined) return;
    sweepTimer = setTimeout(sweep, options.windowMs);
    sweepTimer.unref();
  };
  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => void flush(), flushIntervalMs);
    timer.unref();
  };

  return {
    async hit(key) {
      const window = Math.floor(now() / options.windowMs);
      const counter = counters.get(key);
      if (counter !== undefined && counter.window === window) {
        if (counter.shared + counter.pending >= options.limit) return false;
        counter.pending++;
        schedule();
        return true;
      }
      try {
        const shared = await add(key, window, 1);
        const current = counters.get(key);
        if (current !== undefined && current.window === window) current.shared = Math.max(current.shared, shared);
        else counters.set(key, { window, shared, pending: 0 });
        armSweep();
        return shared <= options.limit;
      } catch (error) {
        options.onError(error);
        return fallback.hit(key);
      }
    },
    flush,
  };
}
