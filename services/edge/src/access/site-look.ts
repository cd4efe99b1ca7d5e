import type { SiteManifest } from '@folio/deployment';
import type { AppContext } from '../app-context.ts';
import type { ServedDeployment } from '../endpoints/live-site.ts';

/** What the sign-in page borrows from the deployment to look like the site. */
export interface SiteLook {
  /** docs.json `name`. */
  name: string;
  /** The site's own hashed stylesheet (its colours, fonts and theme), if the deployment has one. */
  stylesheet: string | null;
  /**
   * docs.json `logo` as `data:` URLs (the light scheme's, and the dark one's when it differs): the
   * sign-in page draws them inline, so a private site opens no path for them. `null`: no logo the
   * deployment holds (none, an absolute URL, or too large), and the page shows the name.
   */
  logo: { light: string; dark?: string } | null;
}

const STYLESHEET = /^\/_folio\/style\.[0-9a-f]{8,64}\.css$/;
const NAVIGATION = '/_folio/navigation.json';
const looks = new WeakMap<SiteManifest, SiteLook>();
/** A logo larger than this stays out of the sign-in page (it is inlined into every one). */
const MAX_LOGO_BYTES = 128 * 1024;
const IMAGE_TYPE = /^image\/(?:svg\+xml|png|jpeg|gif|webp|avif)\b/;

/**
 * The site's name and logo (from `/_folio/navigation.json`) and stylesheet, read once per
 * deployment through the manifest and blob caches. Only these reach the sign-in page: no page text.
 */
export async function siteLook(ctx: AppContext, live: ServedDeployment): Promise<SiteLook> {
  const manifest =
    ctx.content.cachedManifest(live.deploymentId) ?? (await ctx.content.manifest(live.deploymentId, live.manifestKey));
  const known = looks.get(manifest);
  if (known !== undefined) return known;
  const stylesheet = Object.keys(manifest.files).find((path) => STYLESHEET.test(path)) ?? null;
  let name = live.slug;
  let logo: SiteLook['logo'] = null;
  const navigation = manifest.files[NAVIGATION];
  if (navigation !== undefined) {
    try {
      const parsed = JSON.parse((await ctx.content.blob(live.siteId, navigation.blob)).toString('utf8')) as {
        name?: unknown;
        logo?: { light?: unknown; dark?: unknown };
      };
      if (typeof parsed.name === 'string' && parsed.name.trim() !== '') name = parsed.name.trim().slice(0, 120);
      const light = await logoDataUrl(ctx, live, manifest, parsed.logo?.light);
      const dark = await logoDataUrl(ctx, live, manifest, parsed.logo?.dark);
      if (light !== null) logo = dark === null ? { light } : { light, dark };
    } catch {
      // An unreadable navigation file leaves the slug as the name; the page still draws.
    }
  }
  const look = { name, stylesheet, logo };
  looks.set(manifest, look);
  return look;
}

// A logo the deployment holds (a site path of an image file), as a `data:` URL; else `null`.
async function logoDataUrl(
  ctx: AppContext,
  live: ServedDeployment,
  manifest: SiteManifest,
  path: unknown,
): Promise<string | null> {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  const entry = manifest.files[path];
  if (entry === undefined || entry.groups !== undefined || entry.size > MAX_LOGO_BYTES) return null;
  const type = IMAGE_TYPE.exec(entry.contentType)?.[0];
  if (type === undefined) return null;
  const bytes = await ctx.content.blob(live.siteId, entry.blob);
  return `data:${type};base64,${bytes.toString('base64')}`;
}
