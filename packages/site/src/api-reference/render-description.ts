import { escapeHtml } from '@folio/html';
import { renderLink } from '../lib/render-link.ts';

/**
 * OpenAPI `description` text (CommonMark) as safe HTML: paragraphs, `code`, **bold**, *em* and
 * links the URL policy allows (`renderLink`). Anything else stays literal text.
 */
export function renderDescription(text: unknown, className = 'description'): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${renderInline(paragraph)}</p>`);
  return `<div class="${className}">${paragraphs.join('')}</div>`;
}

function renderInline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_whole, label: string, href: string) => renderLink(label, href));
}
