import { AGENT_PATHS, markdownTwinPath } from '@folio/deployment';
import { searchEngineAsset } from './frame/search-engine-asset.ts';
import type { Diagnostic } from '@folio/diagnostics';
import { html } from '@folio/html';
import type { SitePage } from '@folio/navigation';
import { slashPageLinks, trailingSlashScope } from './outputs/add-trailing-slashes.ts';
import { buildNavTree } from './frame/build-nav-tree.ts';
import { chainOf } from './frame/chain-of.ts';
import { LAZY_DIAGRAM_URLS } from './frame/diagram-assets.ts';
import { hashContent } from './lib/hash-content.ts';
import { HEAD_SCRIPT } from './frame/head-script.ts';
import type { AssetUrls, LayoutContext } from './frame/layout-context.ts';
import type { NavNode, NavTree } from './frame/nav-tree.ts';
import { pageUrl } from './lib/page-url.ts';
import { prepareOperations, type PreparedOperation } from './api-reference/openapi/prepare-operations.ts';
import { renderDocument } from './frame/render-document.ts';
import type { RenderEvent } from './render-events.ts';
import { renderRedirectStub } from './outputs/render-redirect-stub.ts';
import { renderRobots } from './outputs/render-robots.ts';
import { renderSitemap } from './outputs/render-sitemap.ts';
import { SEARCH_PARTS_URL } from './outputs/search-index-parts.ts';
import { renderHeadMeta } from './frame/render-head-meta.ts';
import { renderNotFound } from './frame/render-not-found.ts';
import { sitemapPages } from './outputs/sitemap-pages.ts';
import { frameSettingsCss } from './frame/frame-settings-css.ts';
import { siteCss } from './frame/site-css.ts';
import { SITE_SCRIPT } from './frame/site-script.ts';
import { needsOAuthCallback, oauthCallbackFiles } from './api-reference/openapi/oauth-callback-page.ts';
import { requestSamplesAsset } from './api-reference/openapi/request-samples/request-samples-asset.ts';
import { PLAYGROUND_SCRIPT } from './api-reference/openapi/playground-script.ts';
import { PERSONALIZE_SCRIPT } from './frame/personalize-script.ts';
import { siteIntegrations } from './policy/site-integrations.ts';
import type { RenderSiteInput, SiteFile } from './types.ts';

/** Theme default of `interaction.drilldown` when unset: selecting a group only toggles it. */
export const DEFAULT_DRILLDOWN = false;

/**
 * URL of the whole search index (version 2), which the edge and tools search; the browser reads
 * the split index (`SEARCH_PARTS_URL`). Not content-hashed: a hashed name would change whenever
 * any page's text changes. It is served with `revalidate` and the blob hash as ETag instead.
 */
export const SEARCH_INDEX_URL = '/_folio/search.json';

/** Prev/next order of the pages of one section. */
export interface SectionOrder {
  pages: string[];
  indexOf: Map<string, number>;
}

/** What every page of a site shares, built once per layout key (see `computeLayoutKey`). */
export interface SiteLayout {
  key: string;
  tree: NavTree;
  pages: Map<string, SitePage>;
  /** Pages listed in navigation, search, the sitemap and llms files (not `hidden`), in input order. */
  listed: SitePage[];
  operations: Map<string, PreparedOperation>;
  ctx: LayoutContext;
  /** Where `$ref` problems met while rendering go: the events of the page being rendered. */
  sink: { events: RenderEvent[] };
  /** Problems found laying the site out (navigation entries, operations), reported before the pages'. */
  events: RenderEvent[];
  /** Files before the search index: stylesheet and scripts. */
  head: SiteFile[];
  /** Files after the pages: 404, root stub, redirect stubs, redirect list, sitemap, robots.txt. */
  tail: SiteFile[];
  orderOf: (section: NavNode) => SectionOrder;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Builds the layout of a site from its input: the navigation tree, the operations of API pages,
 * the page titles, the hashed stylesheet and script, and the files that depend on nothing but the
 * layout (404 page, redirect stubs, sitemap, robots.txt). Pages are rendered against it by
 * `renderSitePage`.
 */
export function buildSiteLayout(input: RenderSiteInput, key: string): SiteLayout {
  const { config, content, siteUrl } = input;
  const events: RenderEvent[] = [];
  const sink = { events };
  const report = (diagnostic: Diagnostic) => sink.events.push({ diagnostic });
  const pages = new Map<string, SitePage>(input.pages.map((page) => [page.path, page]));
  const tree = buildNavTree(input.navigation, new Set(pages.keys()), report);
  const operations = prepareOperations(input.pages, input.specs, report, (source, ref, problem) =>
    sink.events.push({ source, ref, problem }),
  );
  // A snapshot, not a view of `content`: the layout outlives this input in the cache.
  const titles = new Map(
    input.pages.map((page) => [page.path, content.get(page.path)?.title ?? page.title ?? titleFromPath(page.path)]),
  );
  const titleOf = (path: string) => titles.get(path) ?? titleFromPath(path);

  // The site's own fonts and backgrounds come last, so they win over the theme's.
  const settingsCss = frameSettingsCss(config);
  const css = settingsCss === '' ? siteCss(config.colors) : `${siteCss(config.colors)}\n${settingsCss}`;
  const assets: AssetUrls = {
    css: `/_folio/style.${hashContent(css).slice(0, 12)}.css`,
    headJs: `/_folio/head.${hashContent(HEAD_SCRIPT).slice(0, 12)}.js`,
    js: `/_folio/app.${hashContent(SITE_SCRIPT).slice(0, 12)}.js`,
    playgroundJs: `/_folio/playground.${hashContent(PLAYGROUND_SCRIPT).slice(0, 12)}.js`,
    personalizeJs: `/_folio/personalize.${hashContent(PERSONALIZE_SCRIPT).slice(0, 12)}.js`,
    searchIndex: SEARCH_PARTS_URL,
    searchEngine: searchEngineAsset().urlPath,
    diagrams: LAZY_DIAGRAM_URLS,
  };
  const head: SiteFile[] = [
    { path: assets.css.slice(1), urlPath: assets.css, contentType: 'text/css; charset=utf-8', body: css },
    {
      path: assets.headJs.slice(1),
      urlPath: assets.headJs,
      contentType: 'text/javascript; charset=utf-8',
      body: HEAD_SCRIPT,
    },
    { path: assets.js.slice(1), urlPath: assets.js, contentType: 'text/javascript; charset=utf-8', body: SITE_SCRIPT },
    {
      path: assets.playgroundJs.slice(1),
      urlPath: assets.playgroundJs,
      contentType: 'text/javascript; charset=utf-8',
      body: PLAYGROUND_SCRIPT,
    },
    {
      path: assets.personalizeJs.slice(1),
      urlPath: assets.personalizeJs,
      contentType: 'text/javascript; charset=utf-8',
      body: PERSONALIZE_SCRIPT,
    },
  ];
  head.push(searchEngineAsset());
  // Operation pages: the samples bundle the playground loads as the reader types, and the page an
  // authorization server sends the reader back to.
  if (operations.size > 0) {
    const samples = requestSamplesAsset();
    head.push(samples);
    assets.requestSamples = samples.urlPath;
    if (needsOAuthCallback([...operations.values()].map((operation) => operation.details)))
      head.push(...oauthCallbackFiles(assets.css));
  }
  // Sites with `integrations`: their loader script and the CSP sources file.
  head.push(...siteIntegrations(config).files);
  const defaultSection = tree.sections[0] ?? tree.root;
  const ctx: LayoutContext = {
    config,
    tree,
    pages,
    titleOf,
    assets,
    drilldown: config.interaction?.drilldown ?? DEFAULT_DRILLDOWN,
    defaultSection,
    sidebars: new Map(),
    readerClaims: input.readerClaims === true,
    readersSignIn: input.readersSignIn === true,
  };
  if (siteUrl !== undefined) ctx.siteUrl = siteUrl;
  const slashScope = trailingSlashScope(input);
  if (slashScope !== undefined) ctx.finishLinks = (html) => slashPageLinks(html, slashScope.pageUrls, slashScope.bases);

  const orders = new Map<NavNode, SectionOrder>();
  const orderOf = (section: NavNode) => {
    let order = orders.get(section);
    if (order === undefined) {
      const listedPages = [...new Set(section.pages)].filter((path) => pages.get(path)?.hidden !== true);
      order = { pages: listedPages, indexOf: new Map(listedPages.map((path, index) => [path, index])) };
      orders.set(section, order);
    }
    return order;
  };

  const listed = input.pages.filter((page) => page.hidden !== true);
  const tail: SiteFile[] = [];
  const home = listed[0] === undefined ? '/' : pageUrl(tree.sections.flatMap((s) => s.pages)[0] ?? listed[0].path);
  const notFoundPage = renderNotFound(config, home);
  const notFound = renderDocument(
    {
      chain: chainOf(defaultSection),
      title: notFoundPage.title,
      urlPath: '/404',
      main: notFoundPage.main,
      aside: html``,
      layout: 'wide',
      head: html`${notFoundPage.head}${renderHeadMeta({ config, urlPath: '/404', title: notFoundPage.title, noindex: true })}`,
    },
    ctx,
  );
  tail.push({ path: '404.html', urlPath: '/404', contentType: HTML, body: notFound.value });
  if (!pages.has('index') && home !== '/')
    tail.push({ path: 'index.html', urlPath: '/', contentType: HTML, body: renderRedirectStub(home).value });

  // docs-config validated every entry (a `/` source, a destination through the URL policy).
  const redirects = config.redirects ?? [];
  const taken = new Set([...head, ...tail].map((file) => file.urlPath));
  taken.add(SEARCH_INDEX_URL);
  taken.add(AGENT_PATHS.llmsTxt);
  taken.add(AGENT_PATHS.wellKnownLlmsTxt);
  taken.add(SEARCH_PARTS_URL);
  for (const page of input.pages) {
    taken.add(pageUrl(page.path));
    taken.add(markdownTwinPath(pageUrl(page.path)));
  }
  for (const redirect of redirects) {
    // Patterns (`/blog/:slug*`) only the edge can answer; plain paths also get a stub page.
    if (/[:*?()]/.test(redirect.source)) continue;
    const source = redirect.source.replace(/\/+$/, '') || '/';
    if (taken.has(source)) continue;
    taken.add(source);
    const path = source === '/' ? 'index.html' : `${source.slice(1)}/index.html`;
    tail.push({ path, urlPath: source, contentType: HTML, body: renderRedirectStub(redirect.destination).value });
  }
  tail.push({
    path: '_folio/redirects.json',
    urlPath: '/_folio/redirects.json',
    contentType: 'application/json',
    body: JSON.stringify(redirects),
  });
  tail.push({
    path: 'sitemap.xml',
    urlPath: '/sitemap.xml',
    contentType: 'application/xml',
    body: renderSitemap(
      sitemapPages(input).map((page) => pageUrl(page.path)),
      siteUrl,
    ).value,
  });
  tail.push({
    path: 'robots.txt',
    urlPath: '/robots.txt',
    contentType: 'text/plain; charset=utf-8',
    body: renderRobots(siteUrl),
  });

  return { key, tree, pages, listed, operations, ctx, sink, events, head, tail, orderOf };
}

function titleFromPath(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return (
    last
      .split('-')
      .filter((w) => w !== '')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ') || 'Home'
  );
}
