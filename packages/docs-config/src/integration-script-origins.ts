/**
 * The origins each provider serves its official script from, for the docs.json integration
 * settings that say where a script comes from. Anything else (a self-hosted copy, a reverse proxy,
 * another site) is refused by `validateIntegrations` with `CONFIG_INTEGRATION_ORIGIN`, so a
 * tenant's docs.json can never choose a script origin of its own (docs/security.md).
 *
 * - `adobe.launchUrl`: Adobe Experience Platform Tags (Launch) embed codes, `assets.adobedtm.com`.
 * - `onetrust.scriptSource`: OneTrust's CDNs (`cdn.cookielaw.org`, the CookiePro CDN, the UK one).
 * - `segment.cdnUrl`: Segment's CDN (`cdn.segment.com`).
 *
 * `posthog.apiHost` and `plausible.server` are not here: they say where events are sent (often a
 * reverse proxy on the customer's own domain), never where the script comes from. The site loads
 * PostHog's script from PostHog's asset hosts and Plausible's from plausible.io whatever they say
 * (`@folio/site`'s `INTEGRATION_CSP` and `assets/integrations.js`); events go through
 * `connect-src`, which allows any https URL.
 */
export const INTEGRATION_SCRIPT_ORIGINS = {
  adobe: ['https://assets.adobedtm.com'],
  onetrust: ['https://cdn.cookielaw.org', 'https://cookie-cdn.cookiepro.com', 'https://cdn-ukwest.onetrust.com'],
  segment: ['https://cdn.segment.com'],
} as const satisfies Record<string, readonly string[]>;
