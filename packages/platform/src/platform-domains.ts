/**
 * The two domains of a platform. Folio's own hosts (the dashboard `app.<platformDomain>`, the API
 * `api.<platformDomain>`, mail) and tenant sites (`<slug>.<sitesDomain>`, previews
 * `<label>--<slug>.<sitesDomain>`) live on different registrable domains, so a tenant's page (which
 * may run its integrations' JavaScript) is another site for the browser than the dashboard: it can
 * never read, set or send along the dashboard's cookies (docs/security.md).
 */
export interface PlatformDomains {
  platformDomain: string;
  sitesDomain: string;
}

/** The domains when neither variable is set (one machine, names the browser resolves itself). */
export const LOCAL_PLATFORM_DOMAINS: Readonly<PlatformDomains> = Object.freeze({
  platformDomain: 'folio.localhost',
  sitesDomain: 'folio-sites.localhost',
});

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Checks `PLATFORM_DOMAIN` and `SITES_DOMAIN` (`null` when unset), adding to `problems`: each must be a hostname, and
 * they must not share a registrable domain as far as can be told without the Public Suffix List
 * ({@link domainsOverlap}). Both unset: {@link LOCAL_PLATFORM_DOMAINS}. `PLATFORM_DOMAIN` set
 * without `SITES_DOMAIN` is a problem: a deployment must choose where tenant sites live.
 */
export function readPlatformDomains(
  values: { platformDomain: string | null; sitesDomain: string | null },
  problems: string[],
): PlatformDomains {
  const platformSet = values.platformDomain?.trim().toLowerCase() || null;
  const sitesSet = values.sitesDomain?.trim().toLowerCase() || null;
  const platformDomain = platformSet ?? LOCAL_PLATFORM_DOMAINS.platformDomain;
  const sitesDomain = sitesSet ?? LOCAL_PLATFORM_DOMAINS.sitesDomain;
  if (!HOSTNAME.test(platformDomain))
    problems.push(`PLATFORM_DOMAIN must be a hostname such as folio.com, got "${platformDomain}"`);
  if (!HOSTNAME.test(sitesDomain))
    problems.push(`SITES_DOMAIN must be a hostname such as folio.page, got "${sitesDomain}"`);
  if (platformSet !== null && sitesSet === null) {
    problems.push(
      `SITES_DOMAIN is required when PLATFORM_DOMAIN is set: tenant sites are served at <slug>.<SITES_DOMAIN>, a registrable domain apart from ${platformDomain} (such as PLATFORM_DOMAIN=folio.com, SITES_DOMAIN=folio.page)`,
    );
  } else if (domainsOverlap(platformDomain, sitesDomain)) {
    problems.push(
      `SITES_DOMAIN (${sitesDomain}) and PLATFORM_DOMAIN (${platformDomain}) must be different registrable domains, neither under the other: a tenant's site must never be the same site as the dashboard`,
    );
  }
  return { platformDomain, sitesDomain };
}

/** Whether `host` is `domain` or a name under it (both lowercase, without a trailing dot). */
export function isUnderDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Whether two domains would put their hosts on one registrable domain: equal, or one under the
 * other unless that other is a single label (`localhost`, a top-level domain), which browsers treat
 * as a public suffix. Two siblings under one registrable domain (`app.acme.com`, `docs.acme.com`)
 * cannot be told apart without the Public Suffix List; docs/security.md asks for two registrable
 * domains.
 */
export function domainsOverlap(a: string, b: string): boolean {
  if (a === b) return true;
  if (isUnderDomain(a, b)) return b.includes('.');
  if (isUnderDomain(b, a)) return a.includes('.');
  return false;
}
