import { escapeHtml } from '@folio/html';

/**
 * `sitemap.xml` listing the given URL paths. With `siteUrl` each `<loc>` is absolute as the
 * sitemap protocol requires; without it the paths are written as they are (the host serving the
 * site is not known at build time).
 */
export function renderSitemap(urlPaths: readonly string[], siteUrl?: string): string {
  const base = siteUrl?.replace(/\/+$/, '') ?? '';
  const urls = urlPaths.map((path) => `<url><loc>${escapeHtml(base + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
