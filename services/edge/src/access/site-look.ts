import type { SiteManifest } from '@folio/deployment';
import type { AppContext } from '../app-context.ts';
import type { ServedDeployment } from '../endpoints/live-site.ts';

/** What the sign-in page borrows from the deployment to look like the site. */
export interface SiteLook {
  /** docs.json `name`. */
  name: string;
  /** The site's own hashed stylesheet (its colours, fonts and theme), if the deployment has one. */
  stylesheet: string | null;
}

const STYLESHEET = /^\/_folio\/style\.[0-9a-f]{8,64}\.css$/;
const NAVIGATION = '/_folio/navigation.json';
const looks = new WeakMap<SiteManifest, SiteLook>();

/**
 * The site's name (from `/_folio/navigation.json`) and stylesheet, read once per deployment
 * through the manifest and blob caches. Only these two reach the sign-in page: no page text.
 */
export async function siteLook(ctx: AppContext, live: ServedDeployment): Promise<SiteLook> {
  const manifest =
    ctx.content.cachedManifest(live.deploymentId) ?? (await ctx.content.manifest(live.deploymentId, live.manifestKey));
  const known = looks.get(manifest);
  if (known !== undefined) return known;
  const stylesheet = Object.keys(manifest.files).find((path) => STYLESHEET.test(path)) ?? null;
  let name = live.slug;
  const navigation = manifest.files[NAVIGATION];
  if (navigation !== undefined) {
    try {
      const parsed = JSON.parse((await ctx.content.blob(live.siteId, navigation.blob)).toString('utf8')) as {
        name?: unknown;
      };
      if (typeof parsed.name === 'string' && parsed.name.trim() !== '') name = parsed.name.trim().slice(0, 120);
    } catch {
      // An unreadable navigation file leaves the slug as the name; the page still draws.
    }
  }
  const look = { name, stylesheet };
  looks.set(manifest, look);
  return look;
}
