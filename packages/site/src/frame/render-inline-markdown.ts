import { escapeHtml } from '@folio/html';
import { renderLink } from '../lib/render-link.ts';

/**
 * The small Markdown a docs.json text setting may hold (the 404 page's description): links,
 * `**bold**`, `*italic*` / `_italic_` and `` `code` ``. Everything else is text, escaped; links
 * go through the URL policy (`renderLink`).
 */
export function renderInlineMarkdown(text: string): string {
  const codes: string[] = [];
  // Code spans first, so nothing inside them is read as Markdown.
  const withoutCode = text.replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(code) - 1}\u0000`);
  return (
    escapeHtml(withoutCode)
      .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => renderLink(label, href))
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^\w*])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>')
      .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL delimits the placeholders the code spans were swapped for
      .replace(/\u0000(\d+)\u0000/g, (_, index: string) => `<code>${escapeHtml(codes[Number(index)]!)}</code>`)
  );
}
