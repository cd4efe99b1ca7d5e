import { escapeHtml } from '@folio/html';
import type { PageHeading } from '../types.ts';

/** "On this page": links to the page's level 2 and 3 headings. Empty when there are none. */
export function renderToc(headings: readonly PageHeading[]): string {
  const shown = headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3 && heading.id !== '');
  if (shown.length === 0) return '';
  const items = shown.map(
    (heading) =>
      `<li class="toc-depth-${heading.depth}"><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a></li>`,
  );
  return `<nav class="toc" aria-label="On this page"><p class="toc-title">On this page</p><ul>${items.join('')}</ul></nav>`;
}
