import { executePlaygroundRequest, isProxyError, type ProxyPolicy } from '@folio/playground-proxy';

/** What one probe request got back, or why it got nothing. */
export type ProbeAnswer =
  | {
      ok: true;
      status: number;
      headers: Record<string, string>;
      body: string;
      /** The URL that answered, after the redirects within the origin that were followed. */
      url: string;
      redirects: number;
    }
  | { ok: false; reason: string };

/** Sends one request of the proxy check. */
export type ProbeUrl = (method: 'GET' | 'POST', url: string, body?: string) => Promise<ProbeAnswer>;

/**
 * The proxy check's fetcher: the playground proxy's executor, so it refuses what the playground
 * refuses (any answer of the host's DNS that is not a public address, unless the operator's
 * `policy` allows it; the connection pinned to the checked address), follows redirects within the
 * URL's origin only (the answer says where it landed; one to another origin comes back as it is),
 * and reads at most 512 KB in 10 s per request.
 */
export function createProbe(policy: ProxyPolicy): ProbeUrl {
  return async (method, url, body) => {
    const result = await executePlaygroundRequest(
      {
        method,
        url,
        headers: body === undefined ? { accept: 'text/html' } : { 'content-type': 'application/json' },
        query: [],
        ...(body === undefined ? {} : { body }),
      },
      {
        allowedOrigins: [new URL(url).origin],
        policy,
        userAgent: 'folio-proxy-check',
        limits: { timeoutMs: 10_000, maxResponseBytes: 512 * 1024, maxRedirects: 5 },
      },
    );
    if (isProxyError(result)) return { ok: false, reason: result.message };
    const text = result.base64 ? Buffer.from(result.body, 'base64').toString('utf8') : result.body;
    return {
      ok: true,
      status: result.status,
      headers: result.headers,
      body: text,
      url: result.url,
      redirects: result.redirects,
    };
  };
}
