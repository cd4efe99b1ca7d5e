import { escapeHtml } from '@folio/html';
import { isExternalHref } from '../lib/is-external-href.ts';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode } from './nav-tree.ts';
import { chromeOf } from './chrome-of.ts';
import { siteIconLibrary } from './render-icon.ts';
import { renderNavbar } from './render-navbar.ts';
import { renderSelectorLinks } from './render-selector-links.ts';
import { renderThemeToggle } from './render-theme-toggle.ts';

/**
 * The top bar: menu button (small screens), logo or name, search, global anchors and
 * `navbar.links` (the page's language or version may override both), version and language
 * switchers, the `navbar.primary` call to action, and the tab row of the levels above the page's
 * section.
 */
export function renderTopBar(chain: readonly NavNode[], activePath: string | undefined, ctx: LayoutContext): string {
  let switchers = '';
  let tabs = '';
  for (let i = 0; i + 1 < chain.length; i++) {
    const level = chain[i]!;
    if (level.childKind === 'language' || level.childKind === 'version')
      switchers += renderSelectorLinks(level, chain[i + 1]!, activePath, ctx);
    if (level.childKind === 'tab') tabs += renderSelectorLinks(level, chain[i + 1]!, activePath, ctx);
  }
  const { navbar, globalAnchors } = chromeOf(chain, ctx.config);
  const { links, primary } = renderNavbar(navbar, globalAnchors, siteIconLibrary(ctx.config));
  return (
    `<header class="topbar"><div class="topbar-row">` +
    `<button type="button" class="sidebar-toggle" aria-controls="sidebar" aria-expanded="false" aria-label="Open navigation"><span aria-hidden="true"></span></button>` +
    renderBrand(ctx) +
    `<div class="search" role="search"><input type="search" id="search-input" class="search-input" placeholder="${escapeHtml(ctx.config.search?.prompt ?? 'Search…')}" aria-label="Search the documentation" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results">` +
    // The panel: a live status line (count, loading, no results), the listbox of results, and the
    // scope switch; the site script (`assets/js/search.js`) fills them.
    `<kbd class="search-key" aria-hidden="true">/</kbd><div class="search-results" id="search-panel" hidden><p class="search-status" role="status"></p><div id="search-results" class="search-list" role="listbox" aria-label="Search results"></div></div></div>` +
    `<div class="topbar-end">${links}${switchers}${renderThemeToggle(ctx)}${primary}</div></div>${tabs}</header>`
  );
}

function renderBrand(ctx: LayoutContext): string {
  const { logo, name } = ctx.config;
  const light = typeof logo === 'string' ? logo : (logo?.light ?? logo?.dark);
  const dark = typeof logo === 'string' ? undefined : logo?.dark;
  const href = typeof logo === 'object' && logo.href !== undefined ? logo.href : '/';
  const src = (path: string) => (isExternalHref(path) || path.startsWith('/') ? path : `/${path}`);
  let inner = `<span class="brand-name">${escapeHtml(name)}</span>`;
  if (light !== undefined) {
    inner =
      `<img class="brand-logo logo-light" src="${escapeHtml(src(light))}" alt="${escapeHtml(name)}">` +
      (dark !== undefined && dark !== light
        ? `<img class="brand-logo logo-dark" src="${escapeHtml(src(dark))}" alt="${escapeHtml(name)}">`
        : '');
  }
  return `<a class="brand" href="${escapeHtml(href)}">${inner}</a>`;
}
