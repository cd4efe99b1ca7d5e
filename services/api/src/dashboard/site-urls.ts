import { previewHostname, productionHostname, siteOrigin } from '@folio/platform';
import type { ApiConfig } from '../config/load-config.ts';

/**
 * A site host's URL as people open it: the dashboard's scheme and port, since both sit behind the
 * same front door (https in production; `http://…:8080` under `npm start`).
 */
function platformUrl(config: Readonly<ApiConfig>, hostname: string, path = '/'): string {
  return siteOrigin(hostname, config.dashboard.origin) + path;
}

/** Where a site's production is served. */
export function productionUrl(config: Readonly<ApiConfig>, slug: string, path = '/'): string {
  return platformUrl(config, productionHostname(slug, config.sitesDomain), path);
}

/** Where a branch's latest preview is served. */
export function previewUrl(config: Readonly<ApiConfig>, slug: string, branch: string, path = '/'): string {
  return platformUrl(config, previewHostname(branch, slug, config.sitesDomain), path);
}

/** The URL path a page file is served at: `guides/setup.mdx` → `/guides/setup`, `index.mdx` → `/`. */
export function pagePathOf(file: string, docsRoot: string): string | null {
  if (!/\.mdx?$/i.test(file)) return null;
  let path = file.replace(/\\/g, '/').replace(/\.mdx?$/i, '');
  if (docsRoot && path.startsWith(`${docsRoot}/`)) path = path.slice(docsRoot.length + 1);
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}
