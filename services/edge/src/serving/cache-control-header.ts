import type { CacheControl } from '@folio/deployment';

/** `Cache-Control` values the edge sends. */
export const CACHE_CONTROL = Object.freeze({
  /** Hashed `/_folio/*` assets: their URL changes when their content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and everything else: keep, but ask again (with the ETag) before every use. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Edge pages (unknown host, outage) and playground answers. */
  none: 'no-store',
});

/** The `Cache-Control` header for a manifest entry's policy. */
export function cacheControlHeader(policy: CacheControl): string {
  return policy === 'immutable' ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}
