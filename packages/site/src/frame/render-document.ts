import { hasDiagram, hasMath } from './diagram-assets.ts';
import { SEARCH_EVENTS_PATH } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';
import { READER_PATH, SITE_SEARCH_PATH } from '@folio/deployment';
import { hasPlayground } from '../api-reference/openapi/playground-script.ts';
import { hasUserValues } from './personalize-script.ts';
import { isExternalHref } from '../lib/is-external-href.ts';
import { LANGUAGE_TAGS, RTL_LANGUAGES } from './language-names.ts';
import type { LayoutContext, SectionSidebarTemplate } from './layout-context.ts';
import type { NavNode } from './nav-tree.ts';
import { renderBanner } from './render-banner.ts';
import { chromeOf } from './chrome-of.ts';
import { renderFooter } from './render-footer.ts';
import { siteIntegrations } from '../policy/site-integrations.ts';
import { SectionSidebar } from './section-sidebar.ts';
import { renderTopBar } from './render-top-bar.ts';
import { searchScope } from '../outputs/search-scope.ts';

/** What one HTML page puts inside the shared layout. */
export interface DocumentParts {
  chain: readonly NavNode[];
  /** Page path of the page, for `aria-current` and the switchers; absent for the 404 page. */
  activePath?: string;
  title: string;
  description?: string;
  /** URL path, for the canonical link. */
  urlPath: string;
  /** Inside `<main>`. */
  main: SafeHtml;
  /** Right column: table of contents (empty for API pages, which use the width themselves). */
  aside: SafeHtml;
  /** `wide` for API reference pages. */
  layout: 'page' | 'wide';
  /** The page's RSS feed (front matter `rss: true`), linked from the head. */
  feedUrl?: string;
  /** More head markup: docs.json and front matter meta tags (`renderHeadMeta`), the 404 redirect. */
  head?: SafeHtml;
}

/** The page frame's layout class: API pages and front matter `mode` (`wide`, `center`, `custom`, `frame`). */
function layoutClass(
  parts: DocumentParts,
  ctx: LayoutContext,
): { name: string; hasSidebar: boolean; hasAside: boolean } {
  const mode = parts.activePath === undefined ? undefined : ctx.pages.get(parts.activePath)?.frame?.mode;
  if (mode === 'center' || mode === 'custom')
    return { name: `layout-wide layout-${mode}`, hasSidebar: false, hasAside: false };
  if (mode === 'wide') return { name: 'layout-wide layout-full', hasSidebar: true, hasAside: false };
  if (mode === 'frame') return { name: 'layout-wide layout-frame', hasSidebar: true, hasAside: false };
  return { name: `layout-${parts.layout}`, hasSidebar: true, hasAside: parts.aside.value !== '' };
}

/**
 * Attributes of `<html>` from docs.json `appearance` and `background.decoration`: the starting
 * scheme as `data-theme` (so a page is dark without script when the site says so; the head
 * script puts the reader's remembered choice over it), `data-appearance="strict"` (the head script
 * then ignores any remembered choice), and `data-decoration` for the stylesheet.
 */
function appearanceAttributes(ctx: LayoutContext): SafeHtml {
  const { appearance, background } = ctx.config;
  const theme =
    (appearance?.default === 'light' || appearance?.default === 'dark') && html` data-theme="${appearance.default}"`;
  const strict = appearance?.strict === true && html` data-appearance="strict"`;
  const decoration = background?.decoration !== undefined && html` data-decoration="${background.decoration}"`;
  return html`${theme}${strict}${decoration}`;
}

/**
 * The HTML document around a page: head (title, description, favicon, canonical, the hashed CSS
 * and scripts), the banner, the top bar, the sidebar and the page itself. Readable without
 * script; the head script (`HEAD_SCRIPT`, a file: pages carry no inline script, so the
 * Content-Security-Policy needs no exception) marks `html.js` and applies the remembered theme
 * and banner dismissal before first paint. Front matter `mode` shapes the frame: `wide` and
 * `frame` drop the table of contents, `center` and `custom` the sidebar too.
 */
export function renderDocument(parts: DocumentParts, ctx: LayoutContext): SafeHtml {
  const { config, assets } = ctx;
  const language = parts.chain.find((node) => node.kind === 'language');
  const code = language?.key ?? 'en';
  const lang = LANGUAGE_TAGS[code] ?? code;
  const dir = RTL_LANGUAGES.has(code) && html` dir="rtl"`;
  // The page's language or version may override the site's banner, navbar and footer.
  const chrome = chromeOf(parts.chain, config);
  const banner = renderBanner(chrome.banner);
  const favicon = typeof config.favicon === 'string' ? config.favicon : (config.favicon?.light ?? config.favicon?.dark);
  const asUrl = (path: string) => (isExternalHref(path) || path.startsWith('/') ? path : `/${path}`);
  const fullTitle = parts.title === config.name ? parts.title : `${parts.title} - ${config.name}`;
  const description = parts.description ?? config.description;
  const layout = layoutClass(parts, ctx);
  const main = parts.main.value;
  const meta = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fullTitle}</title>`;
  const summary = description !== undefined && html`<meta name="description" content="${description}">`;
  const canonical =
    ctx.siteUrl !== undefined && html`<link rel="canonical" href="${ctx.siteUrl.replace(/\/+$/, '') + parts.urlPath}">`;
  const icon = favicon !== undefined && html`<link rel="icon" href="${asUrl(favicon)}">`;
  const site = html`<link rel="stylesheet" href="${assets.css}"><script src="${assets.headJs}"></script><script src="${assets.js}" defer></script>`;
  // Before the playground's script, which reads the signed-in reader through it.
  const personalize =
    (hasUserValues(main) || (ctx.readerClaims && hasPlayground(main))) &&
    html`<script src="${assets.personalizeJs}" data-reader-url="${READER_PATH}" defer></script>`;
  const playground = hasPlayground(main) && html`<script src="${assets.playgroundJs}" defer></script>`;
  const katex = hasMath(main) && html`<link rel="stylesheet" href="${assets.diagrams.katexCss}">`;
  const feed =
    parts.feedUrl !== undefined &&
    html`<link rel="alternate" type="application/rss+xml" title="${fullTitle}" href="${parts.feedUrl}">`;
  const mermaid =
    hasDiagram(main) &&
    html`<script src="${assets.diagrams.mermaidLoader}" data-mermaid-src="${assets.diagrams.mermaid}" defer></script>`;
  const head = html`${meta}${summary}${canonical}${icon}<meta name="generator" content="Folio">${parts.head}${site}${personalize}${playground}${siteIntegrations(config).head}${katex}${feed}${mermaid}`;
  // Only a page that shows the sidebar builds its section's template (and its shared file).
  const sidebar =
    layout.hasSidebar &&
    html`<aside class="sidebar" id="sidebar" aria-label="Navigation">${sidebarTemplate(parts.chain, ctx).render(parts.activePath)}</aside>`;
  const aside = layout.hasAside && html`<aside class="page-aside" aria-label="On this page">${parts.aside}</aside>`;
  const body = html`<a class="skip-link" href="#content">Skip to content</a>${banner?.html}${renderTopBar(parts.chain, parts.activePath, ctx)}<div class="layout ${layout.name}">${sidebar}<main class="content" id="content" tabindex="-1">${layout.hasAside && compactToc(parts.aside)}${parts.main}</main>${aside}</div>${renderFooter(chrome.footer, config)}`;
  const scope = searchScope(parts.chain[parts.chain.length - 1]);
  const page = parts.activePath !== undefined && html` data-page="${parts.activePath}"`;
  // A signed-in reader's search box asks the search endpoint, which finds the pages of their groups.
  const searchApi = ctx.readersSignIn && html` data-search-api="${SITE_SEARCH_PATH}"`;
  return html`<!doctype html><html lang="${lang}"${dir}${appearanceAttributes(ctx)}${banner !== undefined && html` data-banner-key="${banner.key}"`}><head>${head}</head><body data-search-index="${assets.searchIndex}" data-search-engine="${assets.searchEngine}" data-search-scope="${scope}" data-search-events="${SEARCH_EVENTS_PATH}"${searchApi}${page}>${body}</body></html>`;
}

/**
 * "On this page" for narrow windows, where the right column is hidden: the same links in a
 * disclosure at the top of the content (a `<details>`, so it opens without script). Only one of
 * the two is ever displayed, so readers and assistive technology meet one table of contents.
 */
function compactToc(aside: SafeHtml): SafeHtml {
  return html`<details class="toc-compact"><summary>On this page</summary>${aside}</details>`;
}

/** The sidebar of the chain's section, rendered once per section and reused by all its pages. */
function sidebarTemplate(chain: readonly NavNode[], ctx: LayoutContext): SectionSidebarTemplate {
  const section = chain[chain.length - 1] ?? ctx.tree.root;
  let sidebar = ctx.sidebars.get(section);
  if (sidebar === undefined) {
    sidebar = SectionSidebar.build(chain, ctx, ctx.finishLinks);
    ctx.sidebars.set(section, sidebar);
  }
  return sidebar;
}
