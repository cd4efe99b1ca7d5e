import type { ElementContent, Root } from 'hast';
import { element } from '../hast-builders.ts';
import { hasClass } from './has-class.ts';

/** Components that belong in the page's right-hand column. */
const SIDE = ['panel', 'request-example', 'response-example'];

/**
 * Moves the page's top-level `Panel`, `RequestExample` and `ResponseExample` into one
 * `<div class="side-panels">` at the start of the content, in their order. The stylesheet puts
 * that column to the right of the content on wide screens (sticky, replacing the table of
 * contents) and leaves it above the content on narrow ones, as the reference does. Nested ones
 * (inside tabs or steps) stay where they are written.
 */
export function arrangeSidePanels(root: Root): void {
  const panels: ElementContent[] = [];
  root.children = root.children.filter((child) => {
    const isSide = child.type === 'element' && SIDE.some((name) => hasClass(child, name));
    if (isSide) panels.push(child as ElementContent);
    return !isSide;
  });
  if (panels.length === 0) return;
  root.children.unshift(element('div', { className: ['side-panels'] }, panels));
}
