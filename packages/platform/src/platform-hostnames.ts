import { createHash } from 'node:crypto';

/**
 * Sites are served at `<slug>.<sites domain>` and previews at
 * `<branch label>--<slug>.<sites domain>` (`SITES_DOMAIN`, a registrable domain apart from the
 * dashboard's `PLATFORM_DOMAIN`: `platform-domains.ts`). Both parts together must fit one DNS label (63
 * characters), so a slug has at most 24 characters and a branch label at most 37; `--` never
 * appears inside either, which keeps the split unambiguous.
 */
export const MAX_SLUG_LENGTH = 24;
const MAX_BRANCH_LABEL_LENGTH = 63 - 2 - MAX_SLUG_LENGTH;

/** Whether a string can be a site slug: lowercase letters, digits and single hyphens, ≤ 24 characters. */
export function isSiteSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value) && !value.includes('--');
}

/**
 * The DNS label for a branch. A branch already shaped like a label keeps its name (`docs-v2`);
 * anything else is folded to one and suffixed with a hash of the real name (`feature/Login` →
 * `feature-login-3f2a9c`) so two branches never share a preview.
 */
export function previewLabel(branch: string): string {
  const folded = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (folded === branch && folded.length <= MAX_BRANCH_LABEL_LENGTH && !folded.includes('--')) return folded;
  const hash = createHash('sha256').update(branch).digest('hex').slice(0, 6);
  const stem = folded.slice(0, MAX_BRANCH_LABEL_LENGTH - 7).replace(/-+$/, '');
  return stem ? `${stem}-${hash}` : `b-${hash}`;
}

/** `<slug>.<sites domain>`: where a site's production deployment is served. */
export function productionHostname(slug: string, sitesDomain: string): string {
  return `${slug}.${sitesDomain}`;
}

/** `<branch label>--<slug>.<sites domain>`: where a branch's latest preview is served. */
export function previewHostname(branch: string, slug: string, sitesDomain: string): string {
  return `${previewLabel(branch)}--${slug}.${sitesDomain}`;
}

/** What a host under the sites domain names. */
export interface PlatformHost {
  slug: string;
  /** Present for a preview host: compare with `deployments.preview_label`. */
  previewLabel?: string;
}

/** Splits a host under the sites domain; `null` for any other host (a custom domain). */
export function parsePlatformHostname(host: string, sitesDomain: string): PlatformHost | null {
  const suffix = `.${sitesDomain.toLowerCase()}`;
  const lower = host.toLowerCase().replace(/\.$/, '');
  if (!lower.endsWith(suffix)) return null;
  const label = lower.slice(0, -suffix.length);
  const parts = label.split('--');
  if (parts.length === 1 && parts[0] && isSiteSlug(parts[0])) return { slug: parts[0] };
  if (parts.length === 2 && parts[0] && parts[1] && isSiteSlug(parts[1]))
    return { slug: parts[1], previewLabel: parts[0] };
  return null;
}
