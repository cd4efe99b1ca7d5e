import { html, type SafeHtml } from '@folio/html';
import { renderInlineMarkdown } from '../lib/render-inline-markdown.ts';

/**
 * OpenAPI `description` text (CommonMark) as safe HTML: paragraphs, each with the inline Markdown of
 * `renderInlineMarkdown`. Anything else stays literal text. Empty when there is no text.
 */
export function renderDescription(text: unknown, className = 'description'): SafeHtml {
  if (typeof text !== 'string' || text.trim() === '') return html``;
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => html`<p>${renderInlineMarkdown(paragraph)}</p>`);
  return html`<div class="${className}">${paragraphs}</div>`;
}
