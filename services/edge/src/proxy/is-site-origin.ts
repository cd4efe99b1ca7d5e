import type { NormalizedHost } from '../routing/normalize-host.ts';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an `Origin` header names the site the request was sent to: http(s), same host name
 * (compared in punycode, as the WHATWG parser gives it), same port (default ports written or not).
 * A missing or `null` Origin is refused: browsers always send one on POST.
 */
export function isSiteOrigin(origin: string | undefined, host: NormalizedHost): boolean {
  if (origin === undefined || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined || url.origin !== origin.replace(/\/$/, '')) return false;
  if (url.hostname.replace(/\.$/, '') !== host.hostname) return false;
  return (url.port || defaultPort) === (host.port ?? defaultPort);
}
