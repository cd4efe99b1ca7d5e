import type { Root } from 'hast';
import { element, text } from '../hast-builders.ts';
import { insertBefore } from './arrange-views.ts';
import { findElements, hasClass } from './has-class.ts';

/**
 * Puts a tag filter before a page's first `Update` when its updates have tags: toggle buttons
 * "All" and one per tag, in the order first written. It is `hidden` until the site script, which
 * filters (`data-update-tag` against each update's `data-tags`), reveals it; without script
 * every update shows.
 */
export function addUpdateFilter(root: Root): void {
  const updates = findElements(root, (node) => hasClass(node, 'update'));
  const tags: string[] = [];
  for (const update of updates) {
    for (const tag of String(update.properties.dataTags ?? '').split('\n'))
      if (tag !== '' && !tags.includes(tag)) tags.push(tag);
  }
  if (tags.length === 0) return;
  const button = (label: string, value: string, pressed: boolean) =>
    element(
      'button',
      {
        type: 'button',
        className: ['update-filter-option'],
        dataUpdateTag: value,
        ariaPressed: pressed ? 'true' : 'false',
      },
      [text(label)],
    );
  const filter = element(
    'div',
    { className: ['update-filter'], role: 'group', ariaLabel: 'Filter updates by tag', hidden: true },
    [button('All', '', true), ...tags.map((tag) => button(tag, tag, false))],
  );
  insertBefore(root, updates[0]!, filter);
}
