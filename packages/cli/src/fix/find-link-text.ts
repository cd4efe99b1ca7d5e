import { offsetAt } from './offset-at.ts';

/** Where a link's URL is written in a page's text. */
export interface LinkTextSpan {
  start: number;
  end: number;
}

/** How far past a link's start its URL may be written when its source span is not known. */
const SEARCH_WINDOW = 4000;

/**
 * Finds the text of `url` in a page file, at or after where the link starts (`line`:`column`:
 * the `[` of a Markdown link, the `<` of a component or HTML element) and before its source span
 * ends: the URL as the renderer read it, or as an author writes it with its percent escapes
 * decoded. `undefined` when neither is there (the file changed, or the URL was written with
 * entities or escapes the fix cannot map back).
 */
export function findLinkText(
  text: string,
  url: string,
  at: { line: number; column: number; span?: [number, number] },
): LinkTextSpan | undefined {
  const start = offsetAt(text, at.line, at.column);
  if (start === undefined) return undefined;
  const length = at.span === undefined ? SEARCH_WINDOW : at.span[1] - at.span[0];
  const window = text.slice(start, start + length);
  for (const written of new Set([url, decoded(url)])) {
    if (written === '') continue;
    // The URL as a whole value: delimited as Markdown, JSX and HTML write it.
    const found = new RegExp(`(?<=[("'{\\s<])${escapeRegExp(written)}(?=[)"'}\\s>])`).exec(window);
    if (found !== null) return { start: start + found.index, end: start + found.index + written.length };
  }
  return undefined;
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
