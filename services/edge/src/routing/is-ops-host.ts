import type { NormalizedHost } from './normalize-host.ts';

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Whether `/healthz`, `/readyz` and `/metrics` answer on this host: IP literals (load balancers
 * and scrapers dial addresses), `localhost` and the operator's `OPS_HOSTS`. On a site's host these
 * paths belong to the site, whose pages may well be called `/metrics`.
 */
export function isOpsHost(host: NormalizedHost | null, opsHosts: readonly string[]): boolean {
  if (host === null) return false;
  const name = host.hostname;
  return name === 'localhost' || IPV4.test(name) || name.startsWith('[') || opsHosts.includes(name);
}
