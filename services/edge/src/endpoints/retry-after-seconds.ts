/**
 * Seconds until the current fixed window of `windowMs` ends (windows start at multiples of
 * `windowMs` since the epoch, as `createRedisRateLimiter` counts them): the `Retry-After` of a 429.
 */
export function retryAfterSeconds(windowMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowMs - (now % windowMs)) / 1000));
}
