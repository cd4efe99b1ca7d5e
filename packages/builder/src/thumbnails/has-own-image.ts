import type { DocsConfig } from '@folio/docs-config';
import type { PageMeta } from '@folio/site';

/**
 * True when a page's `og:image` comes from the site's author: its front matter, or docs.json
 * `seo.metatags` / `seo.paths` covering it (these win over a generated thumbnail, as they won over
 * `thumbnails.background`), so generating one would be wasted.
 */
export function hasOwnImage(config: DocsConfig, pagePath: string, meta: PageMeta | undefined): boolean {
  if (meta?.tags?.['og:image'] !== undefined) return true;
  if (config.seo?.metatags?.['og:image'] !== undefined) return true;
  return (config.seo?.paths ?? []).some(
    (entry) =>
      entry.metatags?.['og:image'] !== undefined &&
      (entry.path === '' || pagePath === entry.path || pagePath.startsWith(`${entry.path}/`)),
  );
}
