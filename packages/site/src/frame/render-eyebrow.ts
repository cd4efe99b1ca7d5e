import { html, type SafeHtml } from '@folio/html';
import type { NavNode, SidebarGroup } from './nav-tree.ts';

/**
 * Above the page title: with `styling.eyebrows: "breadcrumbs"` the full navigation path (tab,
 * anchor, dropdown, product, menu item, then each group) as a breadcrumb trail; otherwise the
 * name of the page's nearest group.
 */
export function renderEyebrow(
  chain: readonly NavNode[],
  groups: readonly SidebarGroup[],
  breadcrumbs: boolean,
): SafeHtml {
  if (!breadcrumbs) {
    const nearest = groups[groups.length - 1];
    return nearest === undefined ? html`` : html`<p class="eyebrow">${nearest.group.group}</p>`;
  }
  const labels = [
    ...chain
      .filter(
        (node) => node.kind !== 'root' && node.kind !== 'language' && node.kind !== 'version' && node.label !== '',
      )
      .map((node) => node.label),
    ...groups.map((group) => group.group.group),
  ];
  if (labels.length === 0) return html``;
  const items = labels.map((label) => html`<li>${label}</li>`);
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items}</ol></nav>`;
}
