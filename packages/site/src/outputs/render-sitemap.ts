import { html, type SafeHtml } from '@folio/html';

/**
 * `sitemap.xml` listing the given URL paths. With `siteUrl` each `<loc>` is absolute as the
 * sitemap protocol requires; without it the paths are written as they are (the host serving the
 * site is not known at build time). The `html` tag's escaping is XML's too (`&#39;` is a
 * character reference in both).
 */
export function renderSitemap(urlPaths: readonly string[], siteUrl?: string): SafeHtml {
  const base = siteUrl?.replace(/\/+$/, '') ?? '';
  // One entry a line: a line break before every entry but the first.
  const urls = urlPaths.map((path, index) => html`${index > 0 && '\n'}<url><loc>${base + path}</loc></url>`);
  return html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}
