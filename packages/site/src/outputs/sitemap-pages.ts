import type { SitePage } from '@folio/navigation';
import { pageUrl } from '../lib/page-url.ts';
import { isIndexable } from '../frame/render-head-meta.ts';
import type { RenderSiteInput } from '../types.ts';

/**
 * The pages `sitemap.xml` lists: those search engines may index. With `seo.indexing: "navigable"`
 * (the default) pages without a navigation entry are left out; with `"all"` they are in too.
 * A page whose meta tags say `noindex` (front matter `noindex`, `seo.metatags`, `seo.paths`)
 * never is, nor a page restricted to reader groups.
 */
export function sitemapPages(input: RenderSiteInput): SitePage[] {
  return input.pages.filter((page) => {
    // A page for some reader groups only is never for search engines.
    if (page.groups !== undefined) return false;
    const meta = input.content.get(page.path)?.meta;
    return isIndexable({
      config: input.config,
      pagePath: page.path,
      urlPath: pageUrl(page.path),
      title: '',
      ...(meta === undefined ? {} : { meta }),
      ...(page.hidden === true ? { hidden: true } : {}),
    });
  });
}
