import { READER_PATH, READER_SIGN_OUT_PATH } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';
import { brandLogo } from './brand-logo.ts';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode } from './nav-tree.ts';
import { chromeOf } from './chrome-of.ts';
import { siteIconLibrary } from './render-icon.ts';
import { renderNavbar } from './render-navbar.ts';
import { renderSelectorLinks } from './render-selector-links.ts';
import { renderThemeToggle } from './render-theme-toggle.ts';

// The search panel: a live status line (count, loading, no results), the listbox of results, and
// the scope switch; the site script (`assets/js/search.js`) fills them.
const SEARCH_PANEL = html`<div class="search-results" id="search-panel" hidden><p class="search-status" role="status"></p><div id="search-results" class="search-list" role="listbox" aria-label="Search results"></div></div>`;

/**
 * The top bar: menu button (small screens), logo or name, search, global anchors and
 * `navbar.links` (the page's language or version may override both), version and language
 * switchers, the `navbar.primary` call to action, and the tab row of the levels above the page's
 * section.
 */
export function renderTopBar(chain: readonly NavNode[], activePath: string | undefined, ctx: LayoutContext): SafeHtml {
  const switchers: SafeHtml[] = [];
  const tabs: SafeHtml[] = [];
  for (let i = 0; i + 1 < chain.length; i++) {
    const level = chain[i]!;
    if (level.childKind === 'language' || level.childKind === 'version')
      switchers.push(renderSelectorLinks(level, chain[i + 1]!, activePath, ctx));
    if (level.childKind === 'tab') tabs.push(renderSelectorLinks(level, chain[i + 1]!, activePath, ctx));
  }
  const { navbar, globalAnchors } = chromeOf(chain, ctx.config);
  const { links, primary } = renderNavbar(navbar, globalAnchors, siteIconLibrary(ctx.config));
  const menuButton = html`<button type="button" class="sidebar-toggle" aria-controls="sidebar" aria-expanded="false" aria-label="Open navigation"><span aria-hidden="true"></span></button>`;
  const search = html`<div class="search" role="search"><input type="search" id="search-input" class="search-input" placeholder="${ctx.config.search?.prompt ?? 'Search…'}" aria-label="Search the documentation" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="search-results"><kbd class="search-key" aria-hidden="true">/</kbd>${SEARCH_PANEL}</div>`;
  return html`<header class="topbar"><div class="topbar-row">${menuButton}${renderBrand(ctx)}${search}<div class="topbar-end">${links}${switchers}${renderThemeToggle(ctx)}${ctx.readersSignIn && SIGN_OUT}${primary}</div></div>${tabs}</header>`;
}

function renderBrand(ctx: LayoutContext): SafeHtml {
  const { logo, name } = ctx.config;
  const href = typeof logo === 'object' && logo.href !== undefined ? logo.href : '/';
  const images = brandLogo(ctx.config);
  let inner = html`<span class="brand-name">${name}</span>`;
  if (images !== undefined) {
    const darkLogo =
      images.dark !== undefined && html`<img class="brand-logo logo-dark" src="${images.dark}" alt="${name}">`;
    inner = html`<img class="brand-logo logo-light" src="${images.light}" alt="${name}">${darkLogo}`;
  }
  return html`<a class="brand" href="${href}">${inner}</a>`;
}

// Lucide's log-out outline: the button keeps its text as its name when a small screen hides the label.
const SIGN_OUT_ICON = html`<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4"/><path d="m16 17 5-5-5-5"/><path d="M21 12H9"/></svg>`;

// On sites whose readers sign in: a form posting to the sign-out route, hidden until the reader
// script (`assets/js/reader-session.js`) learns from the reader endpoint that someone is signed in.
const SIGN_OUT = html`<form class="reader-sign-out" method="post" action="${READER_SIGN_OUT_PATH}" data-reader-url="${READER_PATH}" hidden><button type="submit" class="reader-sign-out-button" title="Sign out of these docs">${SIGN_OUT_ICON}<span class="reader-sign-out-label">Sign out</span></button></form>`;
