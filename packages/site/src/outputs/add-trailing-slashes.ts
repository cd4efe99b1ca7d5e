import type { RenderedSitePage } from '../rendered-site-page.ts';
import { pageUrl } from '../lib/page-url.ts';
import type { RenderSiteInput, SiteFile } from '../types.ts';

/**
 * Where `renderSite` writes how the site's URLs are shaped (only for `seo.trailingSlash: true`),
 * copied into the manifest by `buildManifest` so the edge redirects to the same form.
 */
export const URL_STYLE_URL = '/_folio/url-style.json';

/** The URL of a page with its trailing slash (`/guides/setup` → `/guides/setup/`; `/` stays). */
export function slashedUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

// An attribute holding a URL: the link itself, or a meta tag's content (`og:url`). The value is
// split into path and the rest (`?query`, `#fragment`), which is kept as written.
const URL_ATTRIBUTE = /(\s(?:href|content)=")([^"?#]*)([?#][^"]*)?"/g;

/**
 * Rewrites one page's links for `seo.trailingSlash: true`: every attribute that names one of the
 * site's pages by its root-relative path (`/guides/setup`) or its absolute URL (one of `bases` —
 * the site URL, the `seo.metatags.canonical` base — then the path) ends in `/`, and so does the
 * page's search entry. Done on the finished HTML rather than in each
 * renderer so that the links authors write in their pages (`[Setup](/guides/setup)`) take the same
 * form as the sidebar's, and no reader goes through a redirect. Values that name no page (assets,
 * `.md` files, external sites, code shown as text, which is escaped) are left alone.
 */
export function addTrailingSlashes(
  page: RenderedSitePage,
  pageUrls: ReadonlySet<string>,
  bases: readonly string[],
): RenderedSitePage {
  const body = typeof page.html.body === 'string' ? slashPageLinks(page.html.body, pageUrls, bases) : page.html.body;
  return {
    ...page,
    html: { ...page.html, body },
    ...(page.search === undefined
      ? {}
      : { search: { ...page.search, path: slashedIfPage(page.search.path, pageUrls) } }),
  };
}

/**
 * What `seo.trailingSlash: true` rewrites in a site: its page URLs, and the bases its absolute
 * links may start with (the site URL, the `seo.metatags.canonical` base). Undefined otherwise.
 */
export function trailingSlashScope(input: RenderSiteInput): { pageUrls: Set<string>; bases: string[] } | undefined {
  if (input.config.seo?.trailingSlash !== true) return undefined;
  const bases = [input.siteUrl, input.config.seo.metatags?.canonical].filter(
    (base): base is string => base !== undefined,
  );
  return { pageUrls: new Set(input.pages.map((page) => pageUrl(page.path))), bases };
}

/** `slashPageLinks` for any HTML text. */
export function slashPageLinks(html: string, pageUrls: ReadonlySet<string>, bases: readonly string[]): string {
  const trimmed = bases.map((base) => base.replace(/\/+$/, ''));
  return html.replace(URL_ATTRIBUTE, (whole, head: string, url: string, rest: string | undefined) => {
    const local = localPath(url, trimmed);
    if (local === '/' || !pageUrls.has(local)) return whole;
    return `${head}${url}/${rest ?? ''}"`;
  });
}

/** The sitemap with each `<loc>` of a page slashed. */
export function slashSitemap(file: SiteFile, pageUrls: ReadonlySet<string>, bases: readonly string[]): SiteFile {
  if (typeof file.body !== 'string') return file;
  const trimmed = bases.map((base) => base.replace(/\/+$/, ''));
  const body = file.body.replace(/<loc>([^<]*)<\/loc>/g, (whole, url: string) => {
    const local = localPath(url, trimmed);
    return local !== '/' && pageUrls.has(local) ? `<loc>${url}/</loc>` : whole;
  });
  return { ...file, body };
}

/** The path of `url` when it is root-relative or starts with one of `bases`; else `url` itself. */
function localPath(url: string, bases: readonly string[]): string {
  const base = bases.find((candidate) => url.startsWith(`${candidate}/`));
  return base === undefined ? url : url.slice(base.length);
}

function slashedIfPage(url: string, pageUrls: ReadonlySet<string>): string {
  return url !== '/' && pageUrls.has(url) ? slashedUrl(url) : url;
}
