import { previewHostname, productionHostname, siteOrigin } from '@folio/platform';
import type { WorkerConfig } from './load-config.ts';

/**
 * Where the worker says a site is served (sitemaps, canonical links, the `folio/preview` commit
 * status): `<slug>.<SITES_DOMAIN>` and `<label>--<slug>.<SITES_DOMAIN>`, never the dashboard's
 * `PLATFORM_DOMAIN`, with the scheme and port of the front door they share with the dashboard
 * (`DASHBOARD_ORIGIN`): `https://acme.folio.page`, and `http://acme.sites.localhost:8080` under
 * `npm start`, as the API's dashboard links them.
 */
export function siteUrlsOf(config: Pick<WorkerConfig, 'sitesDomain' | 'dashboardUrl'>): {
  siteUrl: (slug: string) => string;
  previewUrl: (branch: string, slug: string) => string;
} {
  return {
    siteUrl: (slug) => siteOrigin(productionHostname(slug, config.sitesDomain), config.dashboardUrl),
    previewUrl: (branch, slug) => siteOrigin(previewHostname(branch, slug, config.sitesDomain), config.dashboardUrl),
  };
}
