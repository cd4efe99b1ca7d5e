import { renderInlineMarkdown } from '../lib/render-inline-markdown.ts';

/**
 * OpenAPI `description` text (CommonMark) as safe HTML: paragraphs, each with the inline Markdown of
 * `renderInlineMarkdown`. Anything else stays literal text.
 */
export function renderDescription(text: unknown, className = 'description'): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${renderInlineMarkdown(paragraph)}</p>`);
  return `<div class="${className}">${paragraphs.join('')}</div>`;
}
