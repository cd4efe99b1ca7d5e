import type { RateLimiter } from './rate-limiter.ts';

/** Settings of {@link createTokenBucketRateLimiter}. */
export interface TokenBucketOptions {
  /** Burst size: requests a key may make at once after being idle. */
  capacity: number;
  /** Sustained rate: tokens added back per second. */
  refillPerSecond: number;
  /** Keys remembered at most; the least recently used is forgotten first (it restarts full). */
  maxKeys?: number;
  /** Clock in milliseconds; injected by tests. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * An in-process token-bucket {@link RateLimiter}: each key holds up to `capacity` tokens, refilled
 * continuously at `refillPerSecond`; a hit spends one. Memory is bounded by `maxKeys`.
 */
export function createTokenBucketRateLimiter(options: TokenBucketOptions): RateLimiter {
  const { capacity, refillPerSecond } = options;
  if (!(capacity >= 1) || !(refillPerSecond > 0)) {
    throw new RangeError('token bucket: capacity must be at least 1 and refillPerSecond greater than 0');
  }
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order; re-inserting on every hit keeps it least-recently-used first.
  const buckets = new Map<string, Bucket>();

  return {
    async hit(key: string): Promise<boolean> {
      const at = now();
      const previous = buckets.get(key);
      const tokens = previous
        ? Math.min(capacity, previous.tokens + (Math.max(0, at - previous.at) / 1000) * refillPerSecond)
        : capacity;
      const allowed = tokens >= 1;
      buckets.delete(key);
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at });
      while (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value;
        if (oldest === undefined) break;
        buckets.delete(oldest);
      }
      return allowed;
    },
  };
}
