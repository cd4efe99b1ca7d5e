import { brotliCompressSync } from 'node:zlib';
import type { SiteManifest } from '@folio/deployment';
import type { SiteFile } from '@folio/site';

/** What a reader downloads for one page: its HTML and the stylesheets and scripts it loads, brotli-compressed. */
export interface PageWeight {
  /** URL path of the page measured: the median page by HTML size (a typical page, not the largest). */
  page: string;
  /**
   * Compressed bytes of the page's HTML, with the shared navigation file its site script fetches
   * when the section's sidebar is large (`data-nav-src`; cached after the first page).
   */
  htmlBytes: number;
  /** Compressed bytes of the stylesheets the page links. */
  cssBytes: number;
  /** Compressed bytes of the scripts the page loads. */
  jsBytes: number;
  /** The three together. */
  totalBytes: number;
  /** Each file counted, with its compressed size. */
  files: { url: string; bytes: number }[];
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;
const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"/g;
const SHARED_NAVIGATION = /<nav\b[^>]*\bdata-nav-src="([^"]+)"/g;

/**
 * The page-weight budget's figure for a built site: for a typical page (the median content page by
 * HTML size), the bytes a reader downloads for its HTML plus every stylesheet and script of the
 * site it references, each as served brotli-compressed. With a manifest, the sizes are those of
 * the variants the edge serves (or the file itself when no variant is smaller); without one, each
 * file is compressed here. Files from other hosts and images are not counted. Undefined when the
 * site has no content page.
 */
export function measurePageWeight(
  files: readonly SiteFile[],
  served?: { manifest: SiteManifest; blobs: ReadonlyMap<string, Uint8Array> },
): PageWeight | undefined {
  const byUrl = new Map(files.map((file) => [file.urlPath, file]));
  // Each page's size is taken once (from the manifest when there is one), not at every comparison
  // of the sort: measuring a 20 KB string again each time cost a 1,500-page build 0.4 s.
  const pages = files
    .filter(
      (file) =>
        file.contentType.startsWith('text/html') &&
        file.urlPath !== '/404' &&
        typeof file.body === 'string' &&
        file.body.includes('<main'),
    )
    .map((file) => ({ file, bytes: served?.manifest.files[file.urlPath]?.size ?? byteLength(file.body) }))
    .sort((a, b) => a.bytes - b.bytes || a.file.urlPath.localeCompare(b.file.urlPath));
  const page = pages[Math.floor((pages.length - 1) / 2)]?.file;
  if (page === undefined) return undefined;
  const compressedSize = (file: SiteFile) => {
    const entry = served?.manifest.files[file.urlPath];
    const variant = entry?.variants.br === undefined ? undefined : served?.blobs.get(entry.variants.br);
    if (entry !== undefined) return variant?.length ?? entry.size;
    return Math.min(brotliCompressSync(file.body).length, byteLength(file.body));
  };
  const html = String(page.body);
  const counted = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))]
      .map((url) => byUrl.get(url))
      .filter((file): file is SiteFile => file !== undefined)
      .map((file) => ({ url: file.urlPath, bytes: compressedSize(file) }));
  const css = counted(STYLESHEET);
  const js = counted(SCRIPT);
  const navigation = counted(SHARED_NAVIGATION);
  const htmlBytes = compressedSize(page) + navigation.reduce((total, file) => total + file.bytes, 0);
  const sum = (list: { bytes: number }[]) => list.reduce((total, file) => total + file.bytes, 0);
  return {
    page: page.urlPath,
    htmlBytes,
    cssBytes: sum(css),
    jsBytes: sum(js),
    totalBytes: htmlBytes + sum(css) + sum(js),
    files: [{ url: page.urlPath, bytes: compressedSize(page) }, ...navigation, ...css, ...js],
  };
}

function byteLength(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body) : body.length;
}
