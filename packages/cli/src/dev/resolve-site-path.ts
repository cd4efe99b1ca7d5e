import { matchRedirect } from '@folio/deployment';
import { URL_STYLE_URL } from '@folio/site/serving';
import type { SiteFile } from '@folio/site';

/** What a request path resolves to in a built site. */
export type SitePathResolution =
  | { kind: 'file'; file: SiteFile; status: 200 | 404 }
  | { kind: 'redirect'; location: string; status: 301 | 307 | 308 };

/** A docs.json redirect (`source` may use `:param` and a trailing `*`). */
export interface SiteRedirect {
  source: string;
  destination: string;
  permanent?: boolean;
}

/**
 * Resolves a URL path against a built site's files the way the edge serves a manifest: the path
 * is looked up in the file table only (never joined onto a folder), `/index` and trailing slashes
 * redirect to the clean URL (which ends in `/` for pages of a `seo.trailingSlash` site), docs.json
 * redirects apply, and unknown paths get the site's 404 page.
 */
export function resolveSitePath(
  files: ReadonlyMap<string, SiteFile>,
  redirects: readonly SiteRedirect[],
  rawPath: string,
): SitePathResolution | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath.split('?')[0] ?? '/');
  } catch {
    return notFound(files);
  }
  if (path.includes('\0')) return notFound(files);
  // `seo.trailingSlash: true` (the built site has its URL style file): a page's clean URL is `/a/`.
  const isSlashed = files.has(URL_STYLE_URL);
  const cleanUrl = (clean: string) => (isSlashed && isSlashablePage(clean, files.get(clean)) ? `${clean}/` : clean);
  if (path !== '/' && path.endsWith('/')) {
    const clean = path.replace(/\/+$/, '') || '/';
    const file = files.get(clean);
    if (path === `${clean}/` && file !== undefined && cleanUrl(clean) === path)
      return { kind: 'file', file, status: 200 };
    return { kind: 'redirect', location: cleanUrl(clean), status: 308 };
  }
  if (path === '/index') return { kind: 'redirect', location: '/', status: 308 };
  if (path.endsWith('/index'))
    return { kind: 'redirect', location: cleanUrl(path.slice(0, -'/index'.length)), status: 308 };
  const file = files.get(path);
  if (file !== undefined && cleanUrl(path) !== path) return { kind: 'redirect', location: cleanUrl(path), status: 308 };
  if (file !== undefined) return { kind: 'file', file, status: 200 };
  const redirect = matchRedirect(redirects, path);
  if (redirect !== null) return { kind: 'redirect', location: redirect.location, status: redirect.status };
  return notFound(files);
}

function isSlashablePage(path: string, file: SiteFile | undefined): boolean {
  return path !== '/' && file !== undefined && file.contentType.startsWith('text/html');
}

function notFound(files: ReadonlyMap<string, SiteFile>): SitePathResolution | undefined {
  const page = files.get('/404');
  return page === undefined ? undefined : { kind: 'file', file: page, status: 404 };
}
