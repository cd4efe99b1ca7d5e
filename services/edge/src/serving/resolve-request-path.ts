import { encodeUrlText, matchRedirect, type ManifestEntry, type SiteManifest } from '@folio/deployment';

/** What a request path means in one deployment. */
export type PathResolution =
  | { kind: 'file'; path: string; entry: ManifestEntry }
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'not-found'; entry: ManifestEntry | null };

/**
 * Decodes a raw request path once. Anything that does not decode, or carries a NUL or a backslash,
 * can name no manifest entry. `..` needs no special care: the result is only ever used as a key of
 * the manifest, whose keys are canonical paths, never joined into a storage key.
 */
function decodePath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return null;
  return path;
}

/**
 * Percent-encodes a manifest path for a `Location` header (it is ours, so `/` stays a separator);
 * `query` is already encoded: it is copied from the request, and must hold nothing a header cannot.
 */
function toLocation(path: string, query: string): string {
  return encodeURI(path).replace(/\?/g, '%3F').replace(/#/g, '%23') + query;
}

/**
 * Resolves a request path (as sent, before `?`) against a deployment's manifest, and nothing else:
 *
 * 1. the site's redirects, in order (`:param`, `:param*`, `*`);
 * 2. the exact URL path (`/`, `/guides/setup`, `/guides/setup.md`, `/_folio/app.<hash>.js`);
 * 3. a trailing slash, `/index`, `/index.html` or `.html` on a page that exists → 308 to the clean URL;
 * 4. otherwise the manifest's `notFound` page (to be served with status 404).
 *
 * With `manifest.trailingSlash` (docs.json `seo.trailingSlash: true`) the clean URL of an HTML page
 * ends in `/`: `/a/` serves the file `/a`, and `/a`, `/a/index`, `/a.html` answer 308 to `/a/`. Other
 * files (`/sitemap.xml`, `/a.md`, assets) keep their exact path either way.
 *
 * `rawQuery` (with its `?`) is kept on redirects to our own paths, encoded where it must be.
 */
export function resolveRequestPath(manifest: SiteManifest, rawPath: string, rawQuery = ''): PathResolution {
  const notFound: PathResolution = { kind: 'not-found', entry: manifest.files[manifest.notFound] ?? null };
  const path = decodePath(rawPath);
  if (path === null) return notFound;

  const redirect = matchRedirect(manifest.redirects, path);
  if (redirect !== null) {
    const internal = redirect.location.startsWith('/') && !redirect.location.startsWith('//');
    const location =
      internal && !redirect.location.includes('?') ? redirect.location + encodeUrlText(rawQuery) : redirect.location;
    return { kind: 'redirect', location, status: redirect.status };
  }

  const entry = Object.hasOwn(manifest.files, path) ? manifest.files[path] : undefined;
  const isSlashed = manifest.trailingSlash === true;
  if (entry !== undefined && !(isSlashed && isSlashablePage(path, entry))) return { kind: 'file', path, entry };

  const clean = cleanUrl(path);
  if (clean === null || !Object.hasOwn(manifest.files, clean)) return notFound;
  const cleanEntry = manifest.files[clean]!;
  if (isSlashed && isSlashablePage(clean, cleanEntry)) {
    if (path === `${clean}/`) return { kind: 'file', path: clean, entry: cleanEntry };
    return { kind: 'redirect', location: toLocation(`${clean}/`, encodeUrlText(rawQuery)), status: 308 };
  }
  if (clean !== path) return { kind: 'redirect', location: toLocation(clean, encodeUrlText(rawQuery)), status: 308 };
  return notFound;
}

/** An HTML page other than the root: the files whose URL takes a trailing slash. */
function isSlashablePage(path: string, entry: ManifestEntry): boolean {
  return path !== '/' && entry.contentType.startsWith('text/html');
}

// `/a/` → `/a`, `/a/index` → `/a`, `/a/index.html` → `/a`, `/a.html` → `/a`, `/index` → `/`.
function cleanUrl(path: string): string | null {
  let clean = path.replace(/\/+$/, '');
  clean = clean.replace(/\/index(?:\.html)?$/, '').replace(/\.html$/, '');
  if (clean === '') return '/';
  // `//host` would be read by browsers as another origin: never produce it.
  return clean.startsWith('//') ? null : clean;
}
