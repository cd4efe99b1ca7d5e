import { html, type SafeHtml } from '@folio/html';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode, SidebarGroup } from './nav-tree.ts';
import { pageUrl } from '../lib/page-url.ts';
import { renderEyebrow } from './render-eyebrow.ts';
import { restrictedMarkup } from '../lib/restricted-markup.ts';

/** The parts of one page's `<main>`. */
export interface PageMain {
  title: string;
  description?: string;
  /** API section, above the MDX content. */
  api: SafeHtml;
  /** Rendered MDX, or undefined when the page has none. */
  html: SafeHtml | undefined;
  /** The page menu (`contextual` shown in the header), floated beside the title. */
  actions?: SafeHtml;
  prev?: string;
  next?: string;
  /** Front matter `mode`: `custom` and `frame` pages are their content alone (no title block, no pager). */
  mode?: string;
  /** Below the content: the "Last updated" line (`renderLastUpdated`). */
  footer?: SafeHtml;
}

/**
 * `<main>` of a page: eyebrow or breadcrumbs, title, description, API section, content, prev/next
 * (a pager card on each side, titled by the neighbouring page). Pages in `custom` or `frame` mode
 * are landing pages their author lays out entirely: their content only, in the full width.
 */
export function renderPageMain(
  page: PageMain,
  chain: readonly NavNode[],
  groups: readonly SidebarGroup[],
  ctx: LayoutContext,
): SafeHtml {
  const prose = page.html !== undefined && html`<div class="prose">${page.html}</div>`;
  if (page.mode === 'custom' || page.mode === 'frame')
    return html`<article class="page page-bare">${page.api}${prose}</article>`;
  const breadcrumbs = ctx.config.styling?.eyebrows === 'breadcrumbs';
  // A link to a page for some reader groups only is marked for the edge to drop for the others.
  const pager = (path: string | undefined, rel: 'prev' | 'next') =>
    path !== undefined &&
    restrictedMarkup(
      html`<a rel="${rel}" href="${pageUrl(path)}"><small>${rel === 'prev' ? 'Previous' : 'Next'}</small><span>${ctx.titleOf(path)}</span></a>`,
      ctx.pages.get(path)?.groups,
    );
  const links = [pager(page.prev, 'prev'), pager(page.next, 'next')];
  const actions =
    page.actions !== undefined && page.actions.value !== '' && html`<div class="page-actions">${page.actions}</div>`;
  const description = page.description !== undefined && html`<p class="page-description">${page.description}</p>`;
  const nav =
    links.some((link) => link !== false) &&
    html`<nav class="pager" aria-label="Previous and next pages">${links}</nav>`;
  return html`<article class="page">${renderEyebrow(chain, groups, breadcrumbs)}<header class="page-header">${actions}<h1>${page.title}</h1>${description}</header>${page.api}${prose}${page.footer}${nav}</article>`;
}
