import { ChromeTemplate } from './chrome-template.ts';
import { escapeHtml } from './escape-html.ts';
import { isExternalHref } from './is-external-href.ts';
import { LANGUAGE_TAGS, RTL_LANGUAGES } from './language-names.ts';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode } from './nav-tree.ts';
import { renderBanner } from './render-banner.ts';
import { renderSidebar } from './render-sidebar.ts';
import { renderTopBar } from './render-top-bar.ts';
import { searchScope } from './search-scope.ts';

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
  main: string;
  /** Right column: table of contents (empty for API pages, which use the width themselves). */
  aside: string;
  /** `wide` for API reference pages. */
  layout: 'page' | 'wide';
}

/**
 * The HTML document around a page: head (title, description, favicon, canonical, the hashed CSS
 * and script), the banner, the top bar, the sidebar and the page itself. Readable without
 * script; an inline head script only marks `html.js` and applies a remembered banner dismissal
 * before first paint.
 */
export function renderDocument(parts: DocumentParts, ctx: LayoutContext): string {
  const { config } = ctx;
  const language = parts.chain.find((node) => node.kind === 'language');
  const code = language?.key ?? 'en';
  const lang = LANGUAGE_TAGS[code] ?? code;
  const dir = RTL_LANGUAGES.has(code) ? ' dir="rtl"' : '';
  const bannerValue = [...parts.chain].reverse().find((node) => node.banner !== undefined)?.banner ?? rootBanner(config.raw);
  const banner = renderBanner(bannerValue);
  const headScript =
    "document.documentElement.classList.add('js');" +
    (banner === undefined
      ? ''
      : `try{if(localStorage.getItem('folio-banner-${banner.key}'))document.documentElement.classList.add('banner-dismissed')}catch(e){}`);
  const favicon = typeof config.favicon === 'string' ? config.favicon : config.favicon?.light ?? config.favicon?.dark;
  const asUrl = (path: string) => (isExternalHref(path) || path.startsWith('/') ? path : `/${path}`);
  const fullTitle = parts.title === config.name ? parts.title : `${parts.title} - ${config.name}`;
  const description = parts.description ?? config.description;
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"${dir}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(fullTitle)}</title>` +
    (description === undefined ? '' : `<meta name="description" content="${escapeHtml(description)}">`) +
    (ctx.siteUrl === undefined ? '' : `<link rel="canonical" href="${escapeHtml(ctx.siteUrl.replace(/\/+$/, '') + parts.urlPath)}">`) +
    (favicon === undefined ? '' : `<link rel="icon" href="${escapeHtml(asUrl(favicon))}">`) +
    `<meta name="generator" content="Folio">` +
    `<link rel="stylesheet" href="${ctx.assets.css}">` +
    `<script>${headScript}</script>` +
    `<script src="${ctx.assets.js}" defer></script></head>` +
    `<body data-search-index="${ctx.assets.searchIndex}" data-search-scope="${escapeHtml(searchScope(parts.chain[parts.chain.length - 1]))}"${parts.activePath === undefined ? '' : ` data-page="${escapeHtml(parts.activePath)}"`}>` +
    `<a class="skip-link" href="#content">Skip to content</a>` +
    (banner?.html ?? '') +
    renderTopBar(parts.chain, parts.activePath, ctx) +
    `<div class="layout layout-${parts.layout}">` +
    `<aside class="sidebar" id="sidebar">${sidebarTemplate(parts.chain, ctx).render(parts.activePath)}</aside>` +
    `<main class="content" id="content" tabindex="-1">${parts.main}</main>` +
    (parts.aside === '' ? '' : `<aside class="page-aside">${parts.aside}</aside>`) +
    `</div></body></html>`
  );
}

/** The sidebar of the chain's section, rendered once per section and reused by all its pages. */
function sidebarTemplate(chain: readonly NavNode[], ctx: LayoutContext): ChromeTemplate {
  const section = chain[chain.length - 1] ?? ctx.tree.root;
  let template = ctx.sidebars.get(section);
  if (template === undefined) {
    template = ChromeTemplate.compile((slot) => renderSidebar(chain, slot, ctx));
    ctx.sidebars.set(section, template);
  }
  return template;
}

/** A top-level `banner` of docs.json (real configs carry one outside `languages`). */
function rootBanner(raw: Record<string, unknown>): { content: string; dismissible?: boolean } | undefined {
  const banner = raw['banner'];
  if (typeof banner !== 'object' || banner === null) return undefined;
  const { content, dismissible } = banner as { content?: unknown; dismissible?: unknown };
  if (typeof content !== 'string') return undefined;
  return dismissible === true ? { content, dismissible } : { content };
}
