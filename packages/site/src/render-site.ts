import { buildSearchIndex } from './build-search-index.ts';
import { buildSiteLayout, SEARCH_INDEX_URL } from './build-site-layout.ts';
import { computeLayoutKey } from './compute-layout-key.ts';
import { hashContent } from './hash-content.ts';
import { pageUrl } from './page-url.ts';
import { reportEvents } from './render-events.ts';
import { renderLlmsTxt } from './render-llms-txt.ts';
import type { RenderedSitePage } from './render-site-page.ts';
import { renderSitePage } from './render-site-page.ts';
import { SiteRenderCache } from './site-render-cache.ts';
import type { RenderSiteInput, SiteFile } from './types.ts';

export { DEFAULT_DRILLDOWN } from './build-site-layout.ts';

/** Options of `renderSite`. */
export interface RenderSiteOptions {
  /** Results of earlier builds of the same site: only pages whose content changed are rendered again. */
  cache?: SiteRenderCache;
}

const TEXT = 'text/plain; charset=utf-8';

/**
 * Builds the static site: one HTML page per site page (plus its Markdown at `<path>.md`), the
 * hashed stylesheet and script and the search index under `/_folio/`, `404.html`, redirect stub
 * pages, `sitemap.xml`, `robots.txt`, `llms.txt`, `llms-full.txt` and `_folio/redirects.json` (the
 * redirect list `buildManifest` puts into the manifest). Problems go to `input.onDiagnostic`;
 * nothing throws for bad content.
 *
 * The navigation chrome is rendered once per section, not once per page. With `options.cache`, a
 * rebuild reuses the files of every page whose content, and the site's layout, are unchanged
 * (see `SiteRenderCache`); the result and the diagnostics are the same as without the cache.
 */
export function renderSite(input: RenderSiteInput, options: RenderSiteOptions = {}): SiteFile[] {
  const cache = options.cache ?? new SiteRenderCache();
  cache.begin();
  const { config, content, siteUrl } = input;
  const layoutKey = computeLayoutKey(input);
  const layout = cache.layout(layoutKey, () => buildSiteLayout(input, layoutKey));

  const pageKeys: string[] = [];
  const rendered = new Map<string, RenderedSitePage>();
  const pageFiles: SiteFile[] = [];
  const events = [...layout.events];
  for (const page of input.pages) {
    const pageContent = content.get(page.path);
    const key = hashContent(`${layoutKey}\n${JSON.stringify(page)}\n${JSON.stringify(pageContent ?? null)}`);
    const result = cache.page(page.path, key, () => renderSitePage(page, pageContent, layout));
    pageKeys.push(key);
    rendered.set(page.path, result);
    pageFiles.push(result.html, result.markdown);
    events.push(...result.events);
  }
  cache.retainPages(new Set(rendered.keys()));
  events.push(...layout.tailEvents);
  if (input.onDiagnostic !== undefined) reportEvents(events, new Set(), input.onDiagnostic);

  // Search index, llms.txt and llms-full.txt gather every page: made again when any page changed.
  const [searchIndex, ...llms] = cache.aggregates(hashContent(`${layoutKey}\n${pageKeys.join('\n')}`), () => {
    const { listed, tree, pages, ctx } = layout;
    const search = buildSearchIndex(listed.map((page) => rendered.get(page.path)!.search));
    const llmsInfo = (path: string) => {
      const page = pages.get(path);
      if (page === undefined || page.hidden === true) return undefined;
      const description = content.get(path)?.description;
      return { title: ctx.titleOf(path), markdownUrl: `/${path}.md`, ...(description === undefined ? {} : { description }) };
    };
    const base = siteUrl?.replace(/\/+$/, '') ?? '';
    const full = listed.map((page) => `${rendered.get(page.path)!.markdown.body}\nSource: ${base + pageUrl(page.path)}\n`);
    return [
      { path: SEARCH_INDEX_URL.slice(1), urlPath: SEARCH_INDEX_URL, contentType: 'application/json', body: search },
      { path: 'llms.txt', urlPath: '/llms.txt', contentType: TEXT, body: renderLlmsTxt(config.name, config.description, tree, llmsInfo, siteUrl) },
      { path: 'llms-full.txt', urlPath: '/llms-full.txt', contentType: TEXT, body: full.join('\n---\n\n') },
    ];
  });
  return [...layout.head, searchIndex!, ...pageFiles, ...layout.tail, ...llms];
}
