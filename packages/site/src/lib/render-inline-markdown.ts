import { escapeHtml, html, SafeHtml } from '@folio/html';
import { renderLink } from './render-link.ts';

/** Marks where a finished piece (a code span, a link) waits while the text around it is read. */
const PLACEHOLDER = /\uE000(\d+)\uE000/g;

/**
 * The small Markdown tenant text may hold on one line (a banner, a 404 description, an OpenAPI
 * description's paragraph): `` `code` ``, links, `**bold**`, `*italic*` / `_italic_`. Everything
 * else is text, escaped. Code spans are read first, so nothing inside them is Markdown; links next,
 * so emphasis never reaches into a URL; links go through the URL policy (`renderLink`).
 * Emphasis needs a non-word character (or the edge) on both sides, so `2*3*4` and `snake_case_name`
 * stay as written.
 */
export function renderInlineMarkdown(text: string): SafeHtml {
  const pieces: string[] = [];
  const hold = (markup: SafeHtml) => `\uE000${pieces.push(markup.value) - 1}\uE000`;
  const held = text
    // U+E000 (private use, no glyph) delimits placeholders, so the tenant's own go.
    .replace(/\uE000/g, '')
    .replace(/`([^`]+)`/g, (_, code: string) => hold(html`<code>${code}</code>`))
    .replace(/\[([^\]]+)\]\(([^)\s\uE000]+)\)/g, (_, label: string, href: string) =>
      hold(renderLink(emphasize(label), href)),
    );
  // A link's label may hold a code span, so a piece may hold a placeholder of its own.
  const restore = (markup: string): string =>
    markup.replace(PLACEHOLDER, (_, index: string) => restore(pieces[Number(index)]!));
  return new SafeHtml(restore(emphasize(held).value));
}

/** Escapes `text` and reads its `**bold**`, `*italic*` and `_italic_`. */
function emphasize(text: string): SafeHtml {
  return new SafeHtml(
    escapeHtml(text)
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^\w*])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>')
      .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>'),
  );
}
