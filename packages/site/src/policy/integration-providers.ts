import type { IntegrationName, IntegrationSettings } from '@folio/docs-config';
import type { CspSources } from '@folio/deployment';

const originOf = (url: unknown, fallback: string): string => {
  if (typeof url !== 'string') return fallback;
  try {
    return new URL(url.includes('://') ? url : `https://${url}`).origin;
  } catch {
    return fallback;
  }
};

/**
 * What each integration's official script needs from the site's Content-Security-Policy, from
 * the provider's own CSP documentation: the origins it loads scripts (and their styles, fonts,
 * sockets and workers) from. Directives that already allow every https URL (`img-src`,
 * `connect-src`, `frame-src`) only get the non-https schemes a provider uses (`wss:`).
 * `cookies` and `telemetry` load nothing.
 */
export const INTEGRATION_CSP: Record<IntegrationName, (settings: IntegrationSettings) => CspSources> = {
  adobe: (s) => ({ script: [originOf(s.launchUrl, 'https://assets.adobedtm.com')] }),
  amplitude: () => ({ script: ['https://cdn.amplitude.com'] }),
  clarity: () => ({ script: ['https://www.clarity.ms', 'https://*.clarity.ms'] }),
  clearbit: () => ({ script: ['https://tag.clearbitscripts.com'] }),
  cookies: () => ({}),
  fathom: () => ({ script: ['https://cdn.usefathom.com'] }),
  frontchat: () => ({
    script: ['https://chat-assets.frontapp.com'],
    style: ['https://chat-assets.frontapp.com'],
    font: ['https://chat-assets.frontapp.com'],
  }),
  ga4: () => ({ script: ['https://www.googletagmanager.com'] }),
  gtm: () => ({ script: ['https://www.googletagmanager.com'] }),
  heap: () => ({ script: ['https://cdn.heapanalytics.com', 'https://heapanalytics.com'] }),
  hightouch: () => ({ script: ['https://cdn.hightouch-events.com'] }),
  hotjar: () => ({
    script: ['https://*.hotjar.com'],
    style: ['https://*.hotjar.com'],
    font: ['https://*.hotjar.com'],
    connect: ['wss://*.hotjar.com'],
  }),
  intercom: () => ({
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com', 'https://app.intercom.io'],
    font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    connect: ['wss://*.intercom.io'],
  }),
  koala: () => ({ script: ['https://cdn.getkoala.com'] }),
  logrocket: () => ({ script: ['https://cdn.lr-ingest.com', 'https://cdn.logr-in.com'], worker: ['blob:'] }),
  mixpanel: () => ({ script: ['https://cdn.mxpnl.com'] }),
  onetrust: (s) => ({ script: [originOf(s.scriptSource, 'https://cdn.cookielaw.org'), 'https://cdn.cookielaw.org'] }),
  pirsch: () => ({ script: ['https://api.pirsch.io'] }),
  plausible: () => ({ script: ['https://plausible.io'] }),
  posthog: (s) => ({ script: [postHogAssetsOrigin(s.apiHost)] }),
  segment: (s) => ({ script: [originOf(s.cdnUrl, 'https://cdn.segment.com')] }),
  telemetry: () => ({}),
  transcend: () => ({ script: ['https://transcend-cdn.com'] }),
};

/**
 * Where PostHog's script is loaded from: the EU asset host for an EU cloud project, else the US
 * one. A reverse proxy in `apiHost` receives the events only; the script never comes from it (the
 * same rule as `assets/integrations.js`).
 */
function postHogAssetsOrigin(apiHost: unknown): string {
  const origin = originOf(apiHost, 'https://us.i.posthog.com');
  return /^https:\/\/eu(\.i)?\.posthog\.com$/.test(origin)
    ? 'https://eu-assets.i.posthog.com'
    : 'https://us-assets.i.posthog.com';
}
