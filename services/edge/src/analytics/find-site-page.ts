import { mapBasePath, type SiteManifest } from '@folio/deployment';
import type { AppContext } from '../app-context.ts';
import type { LiveDeployment } from '../routing/live-deployment.ts';
import { resolveRequestPath } from '../serving/resolve-request-path.ts';

/** The live deployment at a host and its manifest. */
export interface BeaconSite {
  live: LiveDeployment & { deploymentId: string };
  manifest: SiteManifest;
}

/**
 * The site live at a normalised host name, with its manifest (both usually cached); `null` when
 * no site is published there. Rejects when Postgres or S3 fails with nothing cached.
 */
export async function findBeaconSite(ctx: AppContext, hostname: string): Promise<BeaconSite | null> {
  const live = ctx.lookup.peek(hostname) ?? (await ctx.lookup.lookup(hostname));
  if (live === null || live.deploymentId === null || live.manifestKey === null) return null;
  const manifest =
    ctx.content.cachedManifest(live.deploymentId) ?? (await ctx.content.manifest(live.deploymentId, live.manifestKey));
  return { live: live as BeaconSite['live'], manifest };
}

/**
 * The manifest path of the HTML page a reader's `location.pathname` (as the browser sends it,
 * percent-encoded, before `?`, under the site's base path if it has one) names in this deployment, or `null`: a path that is not one of
 * the site's pages can never be counted or voted on, so made-up paths cannot grow the rollups.
 */
export function sitePagePath(manifest: SiteManifest, pathname: unknown): string | null {
  if (typeof pathname !== 'string' || pathname.length > 1024 || !pathname.startsWith('/')) return null;
  // The reader's address bar holds the base path the site is served under (`/docs/guides/intro`).
  const route = manifest.basePath === undefined ? undefined : mapBasePath(manifest.basePath, pathname);
  if (route !== undefined && route.kind !== 'inside') return null;
  const resolution = resolveRequestPath(manifest, route?.url ?? pathname);
  if (resolution.kind !== 'file' || resolution.path.startsWith('/_folio/')) return null;
  return resolution.entry.contentType.startsWith('text/html') ? resolution.path : null;
}
