import { previewHostname, productionHostname } from '@folio/platform';
import type { WorkerConfig } from './load-config.ts';

/**
 * Where the worker says a site is served (sitemaps, canonical links, the `folio/preview` commit
 * status): `https://<slug>.<SITES_DOMAIN>` and `https://<label>--<slug>.<SITES_DOMAIN>`, never
 * the dashboard's `PLATFORM_DOMAIN`.
 */
export function siteUrlsOf(config: Pick<WorkerConfig, 'sitesDomain'>): {
  siteUrl: (slug: string) => string;
  previewUrl: (branch: string, slug: string) => string;
} {
  return {
    siteUrl: (slug) => `https://${productionHostname(slug, config.sitesDomain)}`,
    previewUrl: (branch, slug) => `https://${previewHostname(branch, slug, config.sitesDomain)}`,
  };
}
