/**
 * Decides whether one more playground request for `key` (a site id, a reader's IP, or both) may go
 * ahead. The proxy accepts any implementation: the in-process token bucket here for `folio dev`
 * and a single edge, a Redis-backed one shared by every edge process.
 */
export interface RateLimiter {
  /** Records a request for `key`; resolves `true` when it may go ahead, `false` when over the limit. */
  hit(key: string): Promise<boolean>;
}
