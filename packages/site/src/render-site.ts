import {
  addTrailingSlashes,
  slashedUrl,
  slashPageLinks,
  slashSitemap,
  trailingSlashScope,
  URL_STYLE_URL,
} from './outputs/add-trailing-slashes.ts';
import { buildSearchIndex } from './outputs/build-search-index.ts';
import { buildApiData } from './outputs/api-data/build-api-data.ts';
import { apiDataUrl } from './outputs/api-data/api-data-format.ts';
import { buildSiteNavigation } from './outputs/build-site-navigation.ts';
import { SITE_NAVIGATION_URL } from './outputs/site-navigation-format.ts';
import { buildSiteLayout, SEARCH_INDEX_URL, type SiteLayout } from './build-site-layout.ts';
import { searchIndexParts } from './outputs/search-index-parts.ts';
import { brandLogo } from './frame/brand-logo.ts';
import { computeLayoutKey } from './compute-layout-key.ts';
import { hashContent } from './lib/hash-content.ts';
import { pageUrl } from './lib/page-url.ts';
import { reportEvents } from './render-events.ts';
import { renderLlmsTxt } from './outputs/render-llms-txt.ts';
import { AGENT_PATHS, markdownTwinPath } from '@folio/deployment';
import { renderRssFeed, rssFeedPath } from './outputs/render-rss-feed.ts';
import type { RenderedSitePage } from './rendered-site-page.ts';
import { renderSitePageGuarded } from './render-site-page-guarded.ts';
import { SiteRenderCache } from './site-render-cache.ts';
import type { RenderSiteInput, SiteFile } from './types.ts';
import { diagramAssets, type DiagramAssetUrls } from './frame/diagram-assets.ts';
import { BASE_PATH_URL, prefixSiteFile, prefixSitePage } from './outputs/add-base-path.ts';
import { restrictedText } from './outputs/restricted-text.ts';

export { DEFAULT_DRILLDOWN } from './build-site-layout.ts';

/** Options of `renderSite`. */
export interface RenderSiteOptions {
  /** Results of earlier builds of the same site: only pages whose content changed are rendered again. */
  cache?: SiteRenderCache;
  /**
   * Called with each page's files (its HTML, its Markdown twin, its feed) as soon as the page is
   * laid out, before the rest of the site is: the builder starts hashing and compressing them on
   * its threads while this thread lays out the other pages.
   */
  onPageFile?: (file: SiteFile) => void;
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
export function renderSite(given: RenderSiteInput, options: RenderSiteOptions = {}): SiteFile[] {
  const input = siteUnderBasePath(given);
  const { basePath } = input;
  // Pages are put under the base path as they are rendered (and cached so); the other files here.
  const underBasePath = (file: SiteFile) => (basePath === undefined ? file : prefixSiteFile(file, basePath));
  const cache = options.cache ?? new SiteRenderCache();
  cache.begin();
  const { config, content, siteUrl } = input;
  const layoutKey = computeLayoutKey(input);
  const layout = cache.layout(layoutKey, () => buildSiteLayout(input, layoutKey));

  const pageKeys: string[] = [];
  const rendered = new Map<string, RenderedSitePage>();
  const pageFiles: SiteFile[] = [];
  const events = [...layout.events];
  // `seo.trailingSlash`: page URLs end in `/` wherever the site names them (see addTrailingSlashes).
  const scope = trailingSlashScope(input);
  const slashed = scope?.pageUrls;
  const bases = scope?.bases ?? [];
  // The URL readers are sent to (feeds, llms-full.txt), which the setting also shapes.
  const publicUrl = (pagePath: string) =>
    slashed === undefined || pagePath === 'index' ? pageUrl(pagePath) : slashedUrl(pageUrl(pagePath));
  const render = (
    page: (typeof input.pages)[number],
    pageContent: Parameters<typeof renderSitePageGuarded>[1],
    thumbnail: string | undefined,
  ) => {
    const result = renderSitePageGuarded(page, pageContent, layout, thumbnail);
    const shaped = slashed === undefined ? result : addTrailingSlashes(result, slashed, bases);
    return basePath === undefined ? shaped : prefixSitePage(shaped, basePath);
  };
  for (const page of input.pages) {
    const pageContent = content.get(page.path);
    const thumbnail = pageContent === undefined ? input.thumbnails?.get(page.path) : undefined;
    const key = hashContent(
      `${layoutKey}\n${JSON.stringify(page)}\n${JSON.stringify(pageContent ?? null)}${thumbnail === undefined ? '' : `\n${thumbnail}`}`,
    );
    const result = cache.page(page.path, key, () => render(page, pageContent, thumbnail));
    pageKeys.push(key);
    rendered.set(page.path, result);
    pageFiles.push(result.html, result.markdown);
    options.onPageFile?.(result.html);
    options.onPageFile?.(result.markdown);
    if (pageContent?.feed !== undefined) {
      const feedUrl = rssFeedPath(pageUrl(page.path));
      const feed = renderRssFeed({
        siteName: config.name,
        title: layout.ctx.titleOf(page.path),
        ...(pageContent.description === undefined ? {} : { description: pageContent.description }),
        pagePath: publicUrl(page.path),
        ...(siteUrl === undefined ? {} : { siteUrl }),
        items: pageContent.feed,
      });
      const feedFile = underBasePath({
        path: feedUrl.slice(1),
        urlPath: feedUrl,
        contentType: 'application/rss+xml; charset=utf-8',
        body: feed.value,
        ...(page.groups === undefined ? {} : { groups: page.groups }),
      });
      pageFiles.push(feedFile);
      options.onPageFile?.(feedFile);
    }
    events.push(...result.events);
  }
  cache.retainPages(new Set(rendered.keys()));
  const restrictedApiData = new Map(
    input.pages.flatMap((page) => (page.groups === undefined ? [] : [[apiDataUrl(page.path), page.groups] as const])),
  );
  // A restricted page's API data file is for its groups too (the index lists only where it is).
  const apiData = apiDataOf(layout, publicUrl).map((file) => {
    const groups = restrictedApiData.get(file.urlPath);
    return groups === undefined ? file : { ...file, groups };
  });
  const apiPages = new Set(apiData.map((file) => file.urlPath));
  if (input.onDiagnostic !== undefined) reportEvents(events, new Set(), input.onDiagnostic);

  // Search index (whole and split), navigation, llms.txt and llms-full.txt gather every page:
  // made again when any page changed.
  const aggregates = cache.aggregates(hashContent(`${layoutKey}\n${pageKeys.join('\n')}`), () => {
    const { listed, tree, pages, ctx } = layout;
    const searchPages = listed.flatMap((page) => rendered.get(page.path)!.search ?? []);
    const search = buildSearchIndex(searchPages);
    // Pages restricted to reader groups are searched only through the search endpoint, which
    // filters by the reader's groups: the browser's index (its parts) leaves them out, says so
    // (a signed-in reader's search box then asks the endpoint), and
    // `search.json`, which the endpoint reads, is served to nobody (`groups: []`).
    const isRestricted = searchPages.some((page) => page.groups !== undefined);
    const browserSearch = isRestricted
      ? buildSearchIndex(searchPages.filter((page) => page.groups === undefined))
      : search;
    const llmsInfo = (path: string) => {
      const page = pages.get(path);
      if (page === undefined || page.hidden === true) return undefined;
      const description = content.get(path)?.description;
      return {
        title: ctx.titleOf(path),
        markdownUrl: markdownTwinPath(pageUrl(path)),
        ...(description === undefined ? {} : { description }),
        ...(page.groups === undefined ? {} : { groups: page.groups }),
      };
    };
    const llmsTxt = renderLlmsTxt(config.name, config.description, tree, llmsInfo);
    // The site URL carries the base path already (siteUnderBasePath); without one, the path alone.
    const base = siteUrl?.replace(/\/+$/, '') ?? basePath ?? '';
    const full = listed.map((page) => {
      const result = rendered.get(page.path)!;
      return restrictedText(
        `${result.llmsMarkdown ?? result.markdown.body}\nSource: ${base + publicUrl(page.path)}\n`,
        page.groups,
      );
    });
    const logo = brandLogo(config);
    const navigation = buildSiteNavigation({
      name: config.name,
      ...(logo === undefined ? {} : { logo }),
      ...(config.description === undefined ? {} : { description: config.description }),
      tree,
      pages: input.pages,
      titleOf: ctx.titleOf,
      descriptionOf: (path) => {
        const page = pages.get(path);
        return content.get(path)?.description ?? page?.operation?.summary ?? page?.channel?.channel.summary;
      },
      urlOf: publicUrl,
      apiOf: (path) => (apiPages.has(apiDataUrl(path)) ? apiDataUrl(path) : undefined),
    });
    return [
      {
        path: SEARCH_INDEX_URL.slice(1),
        urlPath: SEARCH_INDEX_URL,
        contentType: 'application/json',
        body: search,
        ...(isRestricted ? { groups: [] } : {}),
      },
      ...searchIndexParts(browserSearch, { restricted: isRestricted }),
      {
        path: SITE_NAVIGATION_URL.slice(1),
        urlPath: SITE_NAVIGATION_URL,
        contentType: 'application/json',
        body: JSON.stringify(navigation),
      },
      // Served at both paths agents look for (one blob: the bodies are the same).
      ...[AGENT_PATHS.llmsTxt, AGENT_PATHS.wellKnownLlmsTxt].map((urlPath) =>
        underBasePath({ path: urlPath.slice(1), urlPath, contentType: TEXT, body: llmsTxt }),
      ),
      { path: 'llms-full.txt', urlPath: '/llms-full.txt', contentType: TEXT, body: full.join('\n---\n\n') },
    ];
  });
  const tail =
    slashed === undefined
      ? layout.tail
      : [...layout.tail.map((file) => slashTailFile(file, slashed, bases)), URL_STYLE_FILE];
  // The shared files of large sidebars, each made once with its section's sidebar (see
  // SectionSidebar); two sections whose sidebars are the same share one.
  const sidebarFiles = new Map<string, SiteFile>();
  for (const sidebar of layout.ctx.sidebars.values())
    if (sidebar.file !== undefined) sidebarFiles.set(sidebar.file.urlPath, underBasePath(sidebar.file));
  return [
    ...layout.head.map(underBasePath),
    ...diagramFilesFor([...rendered.values()], layout.ctx.assets.diagrams).map(underBasePath),
    // The search files and navigation, then llms.txt (at two paths) and llms-full.txt (the last three).
    ...aggregates.slice(0, -3),
    ...pageFiles,
    ...sidebarFiles.values(),
    ...tail.map(underBasePath),
    ...(basePath === undefined ? [] : [basePathFile(basePath)]),
    ...apiData,
    ...aggregates.slice(-3),
  ];
}

// The API data files depend on the layout alone (documents, operations, page URLs): made once per layout.
const apiDataByLayout = new WeakMap<SiteLayout, SiteFile[]>();
function apiDataOf(layout: SiteLayout, urlOf: (pagePath: string) => string): SiteFile[] {
  let files = apiDataByLayout.get(layout);
  if (files === undefined) {
    files = buildApiData([...layout.pages.values()], layout.operations, urlOf);
    apiDataByLayout.set(layout, files);
  }
  return files;
}

/**
 * Under a base path, the site URL names the site where it is served (`https://acme.com` +
 * `/docs`), so the absolute URLs made from it (canonical links, sitemap, feeds) carry the prefix.
 */
function siteUnderBasePath(input: RenderSiteInput): RenderSiteInput {
  if (input.basePath === undefined || input.siteUrl === undefined) return input;
  return { ...input, siteUrl: input.siteUrl.replace(/\/+$/, '') + input.basePath };
}

/** Tells `buildManifest` (and so the edge) the base path every URL of the site starts with. */
function basePathFile(basePath: string): SiteFile {
  return {
    path: BASE_PATH_URL.slice(1),
    urlPath: BASE_PATH_URL,
    contentType: 'application/json',
    body: JSON.stringify({ basePath }),
  };
}

/** Tells `buildManifest` (and so the edge) that the site's page URLs end in `/`. */
const URL_STYLE_FILE: SiteFile = {
  path: URL_STYLE_URL.slice(1),
  urlPath: URL_STYLE_URL,
  contentType: 'application/json',
  body: JSON.stringify({ trailingSlash: true }),
};

/** The sitemap, the 404 page and redirect stubs with their page URLs slashed. */
function slashTailFile(file: SiteFile, pageUrls: ReadonlySet<string>, bases: readonly string[]): SiteFile {
  if (file.urlPath === '/sitemap.xml') return slashSitemap(file, pageUrls, bases);
  if (!file.contentType.startsWith('text/html') || typeof file.body !== 'string') return file;
  return { ...file, body: slashPageLinks(file.body, pageUrls, bases) };
}

/**
 * mermaid's bundle (3.5 MB) and KaTeX's stylesheet and fonts, only in a site whose pages refer to
 * them: most sites have no diagram and no formula, and would otherwise upload and compress them.
 * Each page says what it loads: searching the finished pages for the URLs would make this one
 * thread flatten every page's string while the render threads wait (0.3 s for 1,000 pages).
 */
function diagramFilesFor(pages: readonly RenderedSitePage[], urls: DiagramAssetUrls): SiteFile[] {
  const diagram = pages.some((page) => page.uses.diagram);
  const math = pages.some((page) => page.uses.math);
  if (!diagram && !math) return [];
  const { files } = diagramAssets();
  if (diagram && math) return files;
  if (diagram) return files.filter((file) => file.urlPath === urls.mermaidLoader || file.urlPath === urls.mermaid);
  return files.filter((file) => file.urlPath !== urls.mermaidLoader && file.urlPath !== urls.mermaid);
}
