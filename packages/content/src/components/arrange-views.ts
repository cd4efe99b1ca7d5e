import type { Element, ElementContent, Root } from 'hast';
import { element, text } from '../hast-builders.ts';
import { findElements, hasClass } from './has-class.ts';

/**
 * Gives a page with `View`s one switcher: a group of toggle buttons, one per view title in the
 * order first written (with the view's icon), placed before the first view. Views of the first
 * title show; the others are `hidden`, so the page reads as one variant without script. The
 * switcher itself is `hidden` until the site script, which does the switching, reveals it.
 */
export function arrangeViews(root: Root): void {
  const views = findElements(root, (node) => hasClass(node, 'view'));
  if (views.length === 0) return;
  const titles: string[] = [];
  const icons = new Map<string, ElementContent[]>();
  for (const view of views) {
    const title = String(view.properties.dataViewTitle ?? '');
    if (!titles.includes(title)) titles.push(title);
    const iconHolder = view.children.find((child): child is Element => hasClass(child, 'view-icon'));
    if (iconHolder !== undefined) {
      view.children = view.children.filter((child) => child !== iconHolder);
      if (!icons.has(title)) icons.set(title, iconHolder.children);
    }
    if (title !== titles[0]) view.properties.hidden = true;
  }
  const buttons = titles.map((title, index) =>
    element(
      'button',
      { type: 'button', className: ['view-option'], dataViewTitle: title, ariaPressed: index === 0 ? 'true' : 'false' },
      [...(icons.get(title) ?? []), text(title)],
    ),
  );
  const switcher = element(
    'div',
    { className: ['view-switcher'], role: 'group', ariaLabel: 'Choose a view', hidden: true },
    buttons,
  );
  insertBefore(root, views[0]!, switcher);
}

/** Inserts `node` before `target` wherever `target` sits under `root`. */
export function insertBefore(root: Root | Element, target: Element, node: Element): boolean {
  const index = root.children.indexOf(target);
  if (index !== -1) {
    root.children.splice(index, 0, node);
    return true;
  }
  return root.children.some((child) => child.type === 'element' && insertBefore(child, target, node));
}
