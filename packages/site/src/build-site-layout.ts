import { createDiagnostic, formatJsonPath, type Diagnostic } from '@folio/diagnostics';
import type { SitePage } from '@folio/navigation';
import { buildNavTree } from './build-nav-tree.ts';
import { chainOf } from './chain-of.ts';
import { siteCodes } from './codes.ts';
import { escapeHtml } from './escape-html.ts';
import { hashContent } from './hash-content.ts';
import { isExternalHref } from './is-external-href.ts';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode, NavTree } from './nav-tree.ts';
import { pageUrl } from './page-url.ts';
import { prepareOperations, type PreparedOperation } from './prepare-operations.ts';
import { renderDocument } from './render-document.ts';
import type { RenderEvent } from './render-events.ts';
import { renderRedirectStub } from './render-redirect-stub.ts';
import { renderRobots } from './render-robots.ts';
import { renderSitemap } from './render-sitemap.ts';
import { siteCss } from './site-css.ts';
import { SITE_SCRIPT } from './site-script.ts';
import type { RenderSiteInput, SiteFile } from './types.ts';

/** Theme default of `interaction.drilldown` when unset: selecting a group only toggles it. */
export const DEFAULT_DRILLDOWN = false;

/**
 * URL of the search index. Not content-hashed: every page links to it, so a hashed name would
 * change every page whenever any page's text changes (and a one-page rebuild would rewrite them
 * all). It is served with `revalidate` and the blob hash as ETag instead.
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
  /** Problems reported after the pages' (redirects). */
  tailEvents: RenderEvent[];
  /** Files before the search index: stylesheet and script. */
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
  const operations = prepareOperations(
    input.pages,
    input.specs,
    report,
    (source, ref, problem) => sink.events.push({ source, ref, problem }),
  );
  // A snapshot, not a view of `content`: the layout outlives this input in the cache.
  const titles = new Map(input.pages.map((page) => [page.path, content.get(page.path)?.title ?? page.title ?? titleFromPath(page.path)]));
  const titleOf = (path: string) => titles.get(path) ?? titleFromPath(path);

  const css = siteCss(config.colors);
  const assets = {
    css: `/_folio/style.${hashContent(css).slice(0, 12)}.css`,
    js: `/_folio/app.${hashContent(SITE_SCRIPT).slice(0, 12)}.js`,
    searchIndex: SEARCH_INDEX_URL,
  };
  const head: SiteFile[] = [
    { path: assets.css.slice(1), urlPath: assets.css, contentType: 'text/css; charset=utf-8', body: css },
    { path: assets.js.slice(1), urlPath: assets.js, contentType: 'text/javascript; charset=utf-8', body: SITE_SCRIPT },
  ];
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
  };
  if (siteUrl !== undefined) ctx.siteUrl = siteUrl;

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
  const notFound = renderDocument(
    {
      chain: chainOf(defaultSection),
      title: 'Page not found',
      urlPath: '/404',
      main: `<article class="page not-found"><h1>404</h1><p>This page does not exist. Try the search above, or go to <a href="${escapeHtml(home)}">the first page</a>.</p></article>`,
      aside: '',
      layout: 'wide',
    },
    ctx,
  );
  tail.push({ path: '404.html', urlPath: '/404', contentType: HTML, body: notFound });
  if (!pages.has('index') && home !== '/') tail.push({ path: 'index.html', urlPath: '/', contentType: HTML, body: renderRedirectStub(home) });

  const tailEvents: RenderEvent[] = [];
  const redirects = (config.redirects ?? []).filter((redirect, index) => {
    const isValid = redirect.source.startsWith('/') && (redirect.destination.startsWith('/') || isExternalHref(redirect.destination));
    if (!isValid) {
      tailEvents.push({
        diagnostic: createDiagnostic(siteCodes, 'SITE_REDIRECT_INVALID', {
          message: `Redirect from "${redirect.source}" to "${redirect.destination}" is ignored: both must be paths starting with "/" (the destination may be an absolute URL).`,
          file: 'docs.json',
          path: formatJsonPath(['redirects', index]),
        }),
      });
    }
    return isValid;
  });
  const taken = new Set([...head, ...tail].map((file) => file.urlPath));
  taken.add(SEARCH_INDEX_URL);
  for (const page of input.pages) {
    taken.add(pageUrl(page.path));
    taken.add(`/${page.path}.md`);
  }
  for (const redirect of redirects) {
    // Patterns (`/blog/:slug*`) only the edge can answer; plain paths also get a stub page.
    if (/[:*?()]/.test(redirect.source)) continue;
    const source = redirect.source.replace(/\/+$/, '') || '/';
    if (taken.has(source)) continue;
    taken.add(source);
    const path = source === '/' ? 'index.html' : `${source.slice(1)}/index.html`;
    tail.push({ path, urlPath: source, contentType: HTML, body: renderRedirectStub(redirect.destination) });
  }
  tail.push({ path: '_folio/redirects.json', urlPath: '/_folio/redirects.json', contentType: 'application/json', body: JSON.stringify(redirects) });
  tail.push({ path: 'sitemap.xml', urlPath: '/sitemap.xml', contentType: 'application/xml', body: renderSitemap(listed.map((page) => pageUrl(page.path)), siteUrl) });
  tail.push({ path: 'robots.txt', urlPath: '/robots.txt', contentType: 'text/plain; charset=utf-8', body: renderRobots(siteUrl) });

  return { key, tree, pages, listed, operations, ctx, sink, events, tailEvents, head, tail, orderOf };
}

function titleFromPath(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.split('-').filter((w) => w !== '').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Home';
}
