/**
 * The origins each provider serves its official script from, for the docs.json integration
 * settings that say where a script comes from. Anything else (a self-hosted copy, a reverse proxy,
 * another site) is refused by `validateIntegrations` with `CONFIG_INTEGRATION_ORIGIN`, so a
 * tenant's docs.json can never choose a script origin of its own (docs/security.md).
 *
 * - `adobe.launchUrl`: Adobe Experience Platform Tags (Launch) embed codes, `assets.adobedtm.com`.
 * - `onetrust.scriptSource`: OneTrust's CDNs (`cdn.cookielaw.org`, the CookiePro CDN, the UK one).
 * - `segment.cdnUrl`: Segment's CDN (`cdn.segment.com`).
 * - `posthog.apiHost`: PostHog Cloud (US and EU, current and legacy hosts); the script is loaded
 *   from the host's `-assets` twin (`@folio/site` `postHogAssetsOrigin`).
 * - `plausible.server`: Plausible's own host (a host name, not a URL, in the format).
 */
export const INTEGRATION_SCRIPT_ORIGINS = {
  adobe: ['https://assets.adobedtm.com'],
  onetrust: ['https://cdn.cookielaw.org', 'https://cookie-cdn.cookiepro.com', 'https://cdn-ukwest.onetrust.com'],
  segment: ['https://cdn.segment.com'],
  posthog: [
    'https://us.i.posthog.com',
    'https://eu.i.posthog.com',
    'https://app.posthog.com',
    'https://eu.posthog.com',
  ],
  plausible: ['https://plausible.io'],
} as const satisfies Record<string, readonly string[]>;
