/** Size and time limits of one playground request. */
export interface ProxyLimits {
  /** Total time for DNS, connect, redirects and reading the whole response. */
  timeoutMs: number;
  /** Largest request body, in bytes (UTF-8). */
  maxRequestBytes: number;
  /** Largest response body, in bytes as received; reading stops past it. */
  maxResponseBytes: number;
  /** Same-origin redirects followed before giving up. */
  maxRedirects: number;
}

/** Limits used where the caller sets none: generous for an API explorer, small for a proxy. */
export const DEFAULT_PROXY_LIMITS: Readonly<ProxyLimits> = Object.freeze({
  timeoutMs: 30_000,
  maxRequestBytes: 1024 * 1024,
  maxResponseBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
});

/**
 * Limits on the shape of the request itself, enforced while parsing so an oversized header list
 * or URL is refused before anything else runs.
 */
export const REQUEST_SHAPE_LIMITS = Object.freeze({
  maxUrlLength: 8 * 1024,
  maxHeaderCount: 100,
  maxHeaderBytes: 32 * 1024,
  maxQueryParams: 200,
});
