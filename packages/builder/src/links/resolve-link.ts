import { matchRedirect } from '@folio/deployment';
import type { SiteTargets } from './site-targets.ts';

/** Any origin would do: it only tells same-site URLs from ones that leave the site. */
const ORIGIN = 'https://folio-site.invalid';

/** A URL as a browser on one of the site's pages reads it. */
export type ResolvedUrl =
  | { kind: 'internal'; path: string; fragment: string | undefined }
  /** An `http(s)` URL of another site. */
  | { kind: 'external'; url: string }
  /** `mailto:`, `tel:`, a fragment or path that does not decode: nothing the site's graph can judge. */
  | { kind: 'other' };

/**
 * Resolves `url` the way a browser at `location` (a URL path of the site) does: relative paths
 * against it (`./x`, `../x`, `x`), `#fragment` on the page itself, `/x` from the site root; the
 * path and fragment come back percent-decoded, as the edge and the page's ids compare them.
 */
export function resolveUrl(url: string, location: string): ResolvedUrl {
  let parsed: URL;
  try {
    parsed = new URL(url, ORIGIN + location);
  } catch {
    return { kind: 'other' };
  }
  if (parsed.origin !== ORIGIN) {
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? { kind: 'external', url: parsed.href }
      : { kind: 'other' };
  }
  const path = decode(parsed.pathname);
  if (path === undefined) return { kind: 'other' };
  const fragment = parsed.hash === '' ? undefined : decode(parsed.hash.slice(1));
  return { kind: 'internal', path, fragment: parsed.hash === '' ? undefined : (fragment ?? parsed.hash.slice(1)) };
}

/** What an internal path of the site is, as the edge would answer it. */
export type SiteTarget =
  | { kind: 'page'; page: string }
  | { kind: 'file' }
  | { kind: 'redirect'; location: string }
  /** Under a folder of generated pages whose document did not load: maybe a page, maybe not. */
  | { kind: 'unknown' }
  | { kind: 'missing' };

/**
 * What the site answers for `path` (decoded), in the edge's order (`resolveRequestPath`): a
 * redirect whose source matches, then the exact path, then the same page without a trailing
 * slash, `/index`, `/index.html` or `.html` (the edge redirects those to the page).
 */
export function findTarget(targets: SiteTargets, path: string): SiteTarget {
  const redirect = matchRedirect(targets.redirects, path);
  if (redirect !== null) return { kind: 'redirect', location: redirect.location };
  const page = targets.pages.get(path);
  if (page !== undefined) return { kind: 'page', page };
  if (targets.files.has(path)) return { kind: 'file' };
  const clean = cleanPath(path);
  const cleanPage = clean === undefined ? undefined : targets.pages.get(clean);
  if (cleanPage !== undefined) return { kind: 'page', page: cleanPage };
  if (targets.unknownFolders.some((folder) => path.startsWith(folder))) return { kind: 'unknown' };
  return { kind: 'missing' };
}

/** The most redirects a link is followed through (browsers give up after about 20). */
const MAX_HOPS = 10;

/** Where a path ends up once its redirects are followed, and how many it went through. */
export interface FollowedTarget {
  target: Exclude<SiteTarget, { kind: 'redirect' }> | { kind: 'external' } | { kind: 'loop' };
  hops: number;
}

/** Follows `path` through the site's redirects to what finally answers. */
export function followTarget(targets: SiteTargets, path: string): FollowedTarget {
  const seen = new Set<string>();
  let current = path;
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    const target = findTarget(targets, current);
    if (target.kind !== 'redirect') return { target, hops };
    if (seen.has(current)) return { target: { kind: 'loop' }, hops };
    seen.add(current);
    const next = resolveUrl(target.location, current);
    if (next.kind !== 'internal') return { target: { kind: 'external' }, hops: hops + 1 };
    current = next.path;
  }
  return { target: { kind: 'loop' }, hops: MAX_HOPS };
}

// `/a/` → `/a`, `/a/index` → `/a`, `/a/index.html` → `/a`, `/a.html` → `/a`, `/index` → `/`.
function cleanPath(path: string): string | undefined {
  let clean = path.replace(/\/+$/, '');
  clean = clean.replace(/\/index(?:\.html)?$/, '').replace(/\.html$/, '');
  if (clean === '') return '/';
  return clean === path ? undefined : clean;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
