import type { ChromeSlot } from './chrome-template.ts';
import { html, type SafeHtml } from '@folio/html';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode, SidebarGroup, SidebarItem } from './nav-tree.ts';
import type { PageGroups } from '@folio/deployment';
import { pageUrl } from '../lib/page-url.ts';
import { restrictedMarkup } from '../lib/restricted-markup.ts';
import { renderIcon, siteIconLibrary } from './render-icon.ts';
import { renderSelectorLinks } from './render-selector-links.ts';

/**
 * The sidebar of a section: product and dropdown switchers and anchors of the levels above it,
 * then its groups and pages.
 *
 * A page link shows the page's front matter `sidebarTitle` (else its title), `icon` and `tag`.
 *
 * Group behaviour (SPEC.md "Group behaviour", "States and transitions"):
 * - top-level groups are headings, always expanded, with no toggle;
 * - a nested group starts expanded when `expanded: true` (or when it holds the current page, so
 *   the reader sees where they are), else collapsed; `data-state` and `aria-expanded` carry it;
 * - with drilldown the group's toggle is a link to its first page; without, a button that only
 *   toggles (the script flips the state; without the script every group is shown open);
 * - a group with `root` has its title as a link to the root page (and a separate toggle).
 *
 * What depends on the current page (its `aria-current` links, the open state of the groups that
 * hold it) goes through `slot`, so the sidebar of a section can be rendered once as a
 * `ChromeTemplate` and specialised per page (`directSlot(page)` renders one page directly).
 */
export function renderSidebar(chain: readonly NavNode[], slot: ChromeSlot, ctx: LayoutContext): SafeHtml {
  const { top, pieces } = sidebarPieces(chain, ctx);
  return html`<nav class="sidebar-nav" aria-label="Sidebar">${top}${pieces.map((piece) => piece.render(slot))}</nav>`;
}

/** A navigation icon in the site's icon library. */
function icon(setting: Parameters<typeof renderIcon>[0], ctx: LayoutContext): SafeHtml {
  return renderIcon(setting, siteIconLibrary(ctx.config));
}

/** One part of a section's sidebar in order: a run of loose top-level pages, or a top-level `group`, drawn by `render` as `renderSidebar` does. */
export interface SidebarPiece {
  render: (slot: ChromeSlot) => SafeHtml;
  group?: SidebarGroup;
}

/**
 * The sidebar of a section in parts (see `SidebarPiece`), for a reduced sidebar that shows some
 * groups in full and only the headings of the others (`SectionSidebar`). `top` is the selector
 * links above the groups, which do not depend on the current page. Concatenated, the parts are
 * `renderSidebar`'s content.
 */
export function sidebarPieces(
  chain: readonly NavNode[],
  ctx: LayoutContext,
): { top: SafeHtml; pieces: SidebarPiece[] } {
  const section = chain[chain.length - 1];
  const top: SafeHtml[] = [];
  for (let i = 0; i + 1 < chain.length; i++) {
    const level = chain[i]!;
    const kind = level.childKind;
    // Product, dropdown and anchor links do not depend on the current page (only language and
    // version switchers keep the page, and those live in the top bar).
    if (kind === 'product' || kind === 'dropdown' || kind === 'anchor')
      top.push(renderSelectorLinks(level, chain[i + 1]!, undefined, ctx));
  }
  const pieces: SidebarPiece[] = [];
  let loose: string[] = [];
  const flush = () => {
    if (loose.length === 0) return;
    const paths = loose;
    pieces.push({
      render: (slot) => html`<ul class="nav-list">${paths.map((path) => renderPageLink(path, slot, ctx))}</ul>`,
    });
    loose = [];
  };
  for (const item of section?.sidebar ?? []) {
    if (item.kind === 'group') {
      if (item.group.hidden === true) continue;
      flush();
      pieces.push({ render: (slot) => renderTopGroup(item, slot, ctx), group: item });
    } else if (ctx.pages.get(item.path)?.hidden !== true) {
      // Hidden pages draw nothing, so a run of them opens no list.
      loose.push(item.path);
    }
  }
  flush();
  return { top: html`${top}`, pieces };
}

/** The opening tag of a reduced sidebar, naming the file of the full one for the site script. */
export function reducedSidebarOpen(fullUrl: string): SafeHtml {
  return html`<nav class="sidebar-nav" aria-label="Sidebar" data-nav-src="${fullUrl}">`;
}

function renderPageLink(path: string, slot: ChromeSlot, ctx: LayoutContext): SafeHtml {
  const page = ctx.pages.get(path);
  if (page?.hidden === true) return html``;
  const current = slot([path], html``, html` aria-current="page" class="active"`);
  const method =
    page?.operation?.kind === 'operation' &&
    html`<span class="method method-${page.operation.method.toLowerCase()}">${page.operation.method === 'DELETE' ? 'DEL' : page.operation.method}</span>`;
  // Front matter: `sidebarTitle` replaces the title here only; `icon` and `tag` frame it.
  const frame = page?.frame;
  const frameIcon = frame?.icon !== undefined && icon(frame.icon, ctx);
  const tag = frame?.tag !== undefined && html`<span class="nav-tag">${frame.tag}</span>`;
  const target =
    page?.url === undefined ? html`href="${pageUrl(path)}"` : html`href="${page.url}" target="_blank" rel="noopener"`;
  return restrictedMarkup(
    html`<li><a ${target}${current}>${method}${frameIcon}<span>${frame?.sidebarTitle ?? ctx.titleOf(path)}</span>${tag}</a></li>`,
    page?.groups,
  );
}

function renderTitle(group: SidebarGroup, ctx: LayoutContext): SafeHtml {
  const tag = group.group.tag !== undefined && html` <span class="nav-tag">${group.group.tag}</span>`;
  return html`${icon(group.group.icon, ctx)}<span class="nav-group-label">${group.group.group}</span>${tag}`;
}

function renderTopGroup(group: SidebarGroup, slot: ChromeSlot, ctx: LayoutContext): SafeHtml {
  const root = group.group.root;
  // Selecting a top-level group: its root opens; with drilldown its first page opens; else nothing.
  const target = root ?? (ctx.drilldown ? group.firstPage : undefined);
  const title =
    target === undefined
      ? renderTitle(group, ctx)
      : html`<a class="nav-group-link" href="${pageUrl(target)}"${slot([target], html``, html` aria-current="page"`)}>${renderTitle(group, ctx)}</a>`;
  return restrictedMarkup(
    html`<section class="nav-group" data-group="${group.id}"${root !== undefined && html` data-root="true"`}><h2 class="nav-group-title">${title}</h2><ul class="nav-list" id="${group.id}">${renderNested(group.items, slot, ctx)}</ul></section>`,
    groupRestriction(group, ctx),
  );
}

/**
 * A top-level group's heading alone, for a reduced sidebar: its title links to its root or first
 * page whether or not the full sidebar links it, so the group stays reachable without script
 * (`data-folded`: the site script swaps in the full group).
 */
export function renderFoldedGroup(group: SidebarGroup, ctx: LayoutContext): SafeHtml {
  const target = group.group.root ?? group.firstPage;
  const title =
    target === undefined
      ? renderTitle(group, ctx)
      : html`<a class="nav-group-link" href="${pageUrl(target)}">${renderTitle(group, ctx)}</a>`;
  return restrictedMarkup(
    html`<section class="nav-group" data-group="${group.id}"${group.group.root !== undefined && html` data-root="true"`} data-folded="true"><h2 class="nav-group-title">${title}</h2></section>`,
    groupRestriction(group, ctx),
  );
}

function renderNested(items: readonly SidebarItem[], slot: ChromeSlot, ctx: LayoutContext): (SafeHtml | false)[] {
  return items.map((item) =>
    item.kind === 'page'
      ? item.path !== undefined && renderPageLink(item.path, slot, ctx)
      : item.group.hidden !== true && renderNestedGroup(item, slot, ctx),
  );
}

function renderNestedGroup(group: SidebarGroup, slot: ChromeSlot, ctx: LayoutContext): SafeHtml {
  // Open when `expanded`, or on the pages it holds (so the reader sees where they are).
  const holds = group.group.expanded === true ? [] : pagesHeldBy(group);
  const isOpen = group.group.expanded === true;
  const state = slot(holds, isOpen ? html`expanded` : html`collapsed`, html`expanded`);
  const aria = html`aria-expanded="${slot(holds, isOpen ? html`true` : html`false`, html`true`)}" aria-controls="${group.id}"`;
  const chevron = html`<span class="chevron" aria-hidden="true"></span>`;
  const root = group.group.root;
  let head: SafeHtml;
  if (root !== undefined) {
    const current = slot([root], html``, html` aria-current="page"`);
    head = html`<div class="nav-group-row"><a class="nav-group-link" href="${pageUrl(root)}"${current}>${renderTitle(group, ctx)}</a><button type="button" class="nav-group-toggle nav-chevron" ${aria} aria-label="Show or hide ${group.group.group}">${chevron}</button></div>`;
  } else if (ctx.drilldown && group.firstPage !== undefined) {
    head = html`<a class="nav-group-toggle" href="${pageUrl(group.firstPage)}" data-drilldown="true" ${aria}>${renderTitle(group, ctx)}${chevron}</a>`;
  } else {
    head = html`<button type="button" class="nav-group-toggle" ${aria}>${renderTitle(group, ctx)}${chevron}</button>`;
  }
  return restrictedMarkup(
    html`<li class="nav-nested" data-group="${group.id}" data-state="${state}">${head}<ul class="nav-list" id="${group.id}">${renderNested(group.items, slot, ctx)}</ul></li>`,
    groupRestriction(group, ctx),
  );
}

/**
 * The reader groups of a whole sidebar group: when every page it holds is restricted to the same
 * groups, a reader outside them sees not even its title. Otherwise each page link is marked alone.
 */
function groupRestriction(group: SidebarGroup, ctx: LayoutContext): PageGroups | undefined {
  const held = pagesHeldBy(group);
  const first = ctx.pages.get(held[0] ?? '')?.groups;
  if (first === undefined) return undefined;
  const key = JSON.stringify(first);
  return held.every((path) => JSON.stringify(ctx.pages.get(path)?.groups) === key) ? first : undefined;
}

/** Every page a group holds at any depth, its own and nested groups' roots included (hidden ones too). */
export function pagesHeldBy(group: SidebarGroup, into: string[] = []): string[] {
  if (group.group.root !== undefined) into.push(group.group.root);
  for (const item of group.items) {
    if (item.kind === 'page') into.push(item.path);
    else pagesHeldBy(item, into);
  }
  return into;
}
