import type { ProxyErrorCode } from './codes.ts';
import { executePlaygroundRequest } from './execute-playground-request.ts';
import { isProxyError } from './proxy-error.ts';
import type { SafeFetcherOptions } from './create-safe-fetcher.ts';

/** What probing one link found: the final answer's status, or why there is none. */
export type LinkProbe =
  | { status: number; statusText: string; url: string; retryAfterSeconds?: number }
  | { error: string; code: ProxyErrorCode | 'PROBE_INVALID_URL' };

/** Probes one `http(s)://` link; never rejects. */
export type LinkProber = (url: string) => Promise<LinkProbe>;

const DEFAULT_TIMEOUT_MS = 10_000;
/** A GET reads at most this much of a page; a larger one still answered. */
const GET_BYTES = 2 * 1024 * 1024;
const MAX_HOPS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The prober behind `folio check --external`: asks whether a link to another site still answers,
 * through the playground proxy's executor, so with its guarantees: each host is resolved and
 * refused unless every address is public (`policy` widens that, for tests), the connection goes to
 * the checked address, and time and size are limited. `HEAD` first, then `GET` when the server
 * refuses `HEAD` or answers it with an error (many do either); redirects are followed to any origin,
 * each hop checked again, at most five.
 */
export function createLinkProber(options: Omit<SafeFetcherOptions, 'maxBytes'> = {}): LinkProber {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const request = async (method: 'HEAD' | 'GET', url: string): Promise<LinkProbe> => {
    let current = url;
    for (let hop = 0; ; hop++) {
      const origin = new URL(current).origin;
      const result = await executePlaygroundRequest(
        { method, url: current, headers: { accept: 'text/html, */*;q=0.8' }, query: [] },
        {
          allowedOrigins: [origin],
          userAgent: options.userAgent ?? 'folio-link-check',
          limits: { timeoutMs, maxResponseBytes: GET_BYTES, maxRedirects: MAX_HOPS },
          ...(options.policy === undefined ? {} : { policy: options.policy }),
          ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
          ...(options.connect === undefined ? {} : { connect: options.connect }),
          ...(options.tls === undefined ? {} : { tls: options.tls }),
        },
      );
      if (isProxyError(result)) {
        // A page larger than the limit did answer: the link works.
        if (result.code === 'PROXY_RESPONSE_TOO_LARGE') return { status: 200, statusText: 'OK', url: current };
        return { error: result.message, code: result.code };
      }
      const location = result.headers.location;
      if (REDIRECTS.has(result.status) && typeof location === 'string' && hop < MAX_HOPS) {
        try {
          current = new URL(location, current).href;
        } catch {
          return { status: result.status, statusText: result.statusText, url: current };
        }
        continue;
      }
      const retryAfter = Number(result.headers['retry-after']);
      return {
        status: result.status,
        statusText: result.statusText,
        url: current,
        ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
      };
    }
  };
  return async (url) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return { error: `"${url}" is not a valid URL`, code: 'PROBE_INVALID_URL' };
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      return { error: `only http(s):// links are checked, not ${target.protocol}`, code: 'PROBE_INVALID_URL' };
    target.hash = '';
    const head = await request('HEAD', target.href);
    if ('status' in head && head.status < 400) return head;
    if ('code' in head && head.code === 'PROXY_ADDRESS_FORBIDDEN') return head;
    return request('GET', target.href);
  };
}
