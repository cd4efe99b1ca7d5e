import type { Redis } from 'ioredis';

/** How many times a key was counted in its current window, and when that window ends. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in Redis so that every API process
 * shares the count. The window starts with the first hit (SET NX with an expiry) and the three
 * commands run as one MULTI, so a key never outlives its window.
 */
export async function countInWindow(redis: Redis, key: string, windowMs: number): Promise<WindowCount> {
  const results = await redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
  if (results === null) throw new Error(`the rate-limit transaction on ${key} was aborted`);
  for (const [error] of results) if (error) throw error;
  const count = Number(results[1]![1]);
  const ttl = Number(results[2]![1]);
  return { count, resetMs: ttl > 0 ? ttl : windowMs };
}
