import { escapeHtml, type SafeHtml } from '@folio/html';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode, SidebarGroup } from './nav-tree.ts';
import { pageUrl } from '../lib/page-url.ts';
import { renderEyebrow } from './render-eyebrow.ts';

/** The parts of one page's `<main>`. */
export interface PageMain {
  title: string;
  description?: string;
  /** API section, above the MDX content. */
  api: SafeHtml;
  /** Rendered MDX, or undefined when the page has none. */
  html: string | undefined;
  /** The page menu (`contextual` shown in the header), floated beside the title. */
  actions?: string;
  prev?: string;
  next?: string;
  /** Front matter `mode`: `custom` and `frame` pages are their content alone (no title block, no pager). */
  mode?: string;
  /** Below the content: the "Last updated" line (`renderLastUpdated`). */
  footer?: string;
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
): string {
  if (page.mode === 'custom' || page.mode === 'frame')
    return `<article class="page page-bare">${page.api}${page.html === undefined ? '' : `<div class="prose">${page.html}</div>`}</article>`;
  const breadcrumbs = ctx.config.styling?.eyebrows === 'breadcrumbs';
  const pager = (path: string | undefined, rel: 'prev' | 'next') =>
    path === undefined
      ? ''
      : `<a rel="${rel}" href="${escapeHtml(pageUrl(path))}"><small>${rel === 'prev' ? 'Previous' : 'Next'}</small><span>${escapeHtml(ctx.titleOf(path))}</span></a>`;
  const links = pager(page.prev, 'prev') + pager(page.next, 'next');
  return (
    `<article class="page">${renderEyebrow(chain, groups, breadcrumbs)}` +
    `<header class="page-header">${page.actions === undefined || page.actions === '' ? '' : `<div class="page-actions">${page.actions}</div>`}<h1>${escapeHtml(page.title)}</h1>` +
    (page.description === undefined ? '' : `<p class="page-description">${escapeHtml(page.description)}</p>`) +
    `</header>${page.api}` +
    (page.html === undefined ? '' : `<div class="prose">${page.html}</div>`) +
    (page.footer ?? '') +
    (links === '' ? '' : `<nav class="pager" aria-label="Previous and next pages">${links}</nav>`) +
    `</article>`
  );
}
