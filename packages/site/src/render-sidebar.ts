import { escapeHtml } from './escape-html.ts';
import type { LayoutContext } from './layout-context.ts';
import type { NavNode, SidebarGroup, SidebarItem } from './nav-tree.ts';
import { pageUrl } from './page-url.ts';
import { renderIcon } from './render-icon.ts';
import { renderSelectorLinks } from './render-selector-links.ts';

/**
 * The sidebar of a section: product and dropdown switchers and anchors of the levels above it,
 * then its groups and pages.
 *
 * Group behaviour (SPEC.md "Group behaviour", "States and transitions"):
 * - top-level groups are headings, always expanded, with no toggle;
 * - a nested group starts expanded when `expanded: true` (or when it holds the current page, so
 *   the reader sees where they are), else collapsed; `data-state` and `aria-expanded` carry it;
 * - with drilldown the group's toggle is a link to its first page; without, a button that only
 *   toggles (the script flips the state; without the script every group is shown open);
 * - a group with `root` has its title as a link to the root page (and a separate toggle).
 */
export function renderSidebar(chain: readonly NavNode[], activePath: string | undefined, ctx: LayoutContext): string {
  const section = chain[chain.length - 1];
  let top = '';
  for (let i = 0; i + 1 < chain.length; i++) {
    const level = chain[i]!;
    const kind = level.childKind;
    if (kind === 'product' || kind === 'dropdown' || kind === 'anchor') top += renderSelectorLinks(level, chain[i + 1]!, activePath, ctx);
  }
  const items = section === undefined ? '' : renderItems(section.sidebar, activePath, ctx);
  return `<nav class="sidebar-nav" aria-label="Sidebar">${top}${items}</nav>`;
}

function renderItems(items: readonly SidebarItem[], activePath: string | undefined, ctx: LayoutContext): string {
  let topLevel = '';
  let loose = '';
  for (const item of items) {
    if (item.kind === 'page') loose += renderPageLink(item.path, activePath, ctx);
    else if (item.group.hidden !== true) {
      if (loose !== '') {
        topLevel += `<ul class="nav-list">${loose}</ul>`;
        loose = '';
      }
      topLevel += renderTopGroup(item, activePath, ctx);
    }
  }
  if (loose !== '') topLevel += `<ul class="nav-list">${loose}</ul>`;
  return topLevel;
}

function renderPageLink(path: string, activePath: string | undefined, ctx: LayoutContext): string {
  const page = ctx.pages.get(path);
  if (page?.hidden === true) return '';
  const current = path === activePath ? ' aria-current="page" class="active"' : '';
  const method = page?.operation?.kind === 'operation' ? `<span class="method method-${page.operation.method.toLowerCase()}">${page.operation.method === 'DELETE' ? 'DEL' : page.operation.method}</span>` : '';
  return `<li><a href="${escapeHtml(pageUrl(path))}"${current}>${method}<span>${escapeHtml(ctx.titleOf(path))}</span></a></li>`;
}

function renderTitle(group: SidebarGroup): string {
  const tag = group.group.tag === undefined ? '' : ` <span class="nav-tag">${escapeHtml(group.group.tag)}</span>`;
  return `${renderIcon(group.group.icon)}<span class="nav-group-label">${escapeHtml(group.group.group)}</span>${tag}`;
}

function renderTopGroup(group: SidebarGroup, activePath: string | undefined, ctx: LayoutContext): string {
  const root = group.group.root;
  // Selecting a top-level group: its root opens; with drilldown its first page opens; else nothing.
  const target = root ?? (ctx.drilldown ? group.firstPage : undefined);
  const current = target !== undefined && target === activePath ? ' aria-current="page"' : '';
  const title =
    target === undefined
      ? renderTitle(group)
      : `<a class="nav-group-link" href="${escapeHtml(pageUrl(target))}"${current}>${renderTitle(group)}</a>`;
  return (
    `<section class="nav-group" data-group="${group.id}"${root === undefined ? '' : ' data-root="true"'}>` +
    `<h2 class="nav-group-title">${title}</h2>` +
    `<ul class="nav-list" id="${group.id}">${renderNested(group.items, activePath, ctx)}</ul></section>`
  );
}

function renderNested(items: readonly SidebarItem[], activePath: string | undefined, ctx: LayoutContext): string {
  let html = '';
  for (const item of items) {
    if (item.kind === 'page') {
      if (item.path !== undefined) html += renderPageLink(item.path, activePath, ctx);
    } else if (item.group.hidden !== true) html += renderNestedGroup(item, activePath, ctx);
  }
  return html;
}

function renderNestedGroup(group: SidebarGroup, activePath: string | undefined, ctx: LayoutContext): string {
  const isOpen = group.group.expanded === true || (activePath !== undefined && containsPage(group, activePath));
  const state = isOpen ? 'expanded' : 'collapsed';
  const aria = `aria-expanded="${isOpen}" aria-controls="${group.id}"`;
  const chevron = '<span class="chevron" aria-hidden="true"></span>';
  const root = group.group.root;
  let head: string;
  if (root !== undefined) {
    const current = root === activePath ? ' aria-current="page"' : '';
    head =
      `<div class="nav-group-row"><a class="nav-group-link" href="${escapeHtml(pageUrl(root))}"${current}>${renderTitle(group)}</a>` +
      `<button type="button" class="nav-group-toggle nav-chevron" ${aria} aria-label="Show or hide ${escapeHtml(group.group.group)}">${chevron}</button></div>`;
  } else if (ctx.drilldown && group.firstPage !== undefined) {
    head = `<a class="nav-group-toggle" href="${escapeHtml(pageUrl(group.firstPage))}" data-drilldown="true" ${aria}>${renderTitle(group)}${chevron}</a>`;
  } else {
    head = `<button type="button" class="nav-group-toggle" ${aria}>${renderTitle(group)}${chevron}</button>`;
  }
  return (
    `<li class="nav-nested" data-group="${group.id}" data-state="${state}">${head}` +
    `<ul class="nav-list" id="${group.id}">${renderNested(group.items, activePath, ctx)}</ul></li>`
  );
}

function containsPage(group: SidebarGroup, path: string): boolean {
  if (group.group.root === path) return true;
  return group.items.some((item) => (item.kind === 'page' ? item.path === path : containsPage(item, path)));
}
