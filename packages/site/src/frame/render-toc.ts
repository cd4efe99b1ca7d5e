import { html, type SafeHtml } from '@folio/html';
import type { PageHeading } from '../types.ts';

/** "On this page": links to the page's level 2 and 3 headings. Empty when there are none. */
export function renderToc(headings: readonly PageHeading[]): SafeHtml {
  const shown = headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3 && heading.id !== '');
  if (shown.length === 0) return html``;
  const items = shown.map(
    (heading) => html`<li class="toc-depth-${heading.depth}"><a href="#${heading.id}">${heading.text}</a></li>`,
  );
  return html`<nav class="toc" aria-label="On this page"><p class="toc-title">On this page</p><ul>${items}</ul></nav>`;
}
