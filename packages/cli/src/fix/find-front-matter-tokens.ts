import { offsetAt } from './offset-at.ts';

/** One whitespace-separated word of a front matter value, where it is written in the page. */
export interface TokenSpan {
  token: string;
  start: number;
  end: number;
}

/** What may stand between a key's colon and its value's words: quotes, block scalar headers, line breaks, indentation. */
const BETWEEN_TOKENS = /^[\s"'>|+\-0-9]*$/;

/**
 * Finds each word of the string `value` of front matter `key` (whose key is on 1-based `keyLine`)
 * in the page text, in order: `openapi: get /pets`, `openapi: "get /pets"` and values folded over
 * several lines all work, and comments after the value are left alone. `undefined` when the words
 * are not written plainly one after another (escapes, or the file changed since it was read).
 */
export function findFrontMatterTokens(
  text: string,
  keyLine: number,
  key: string,
  value: string,
): TokenSpan[] | undefined {
  const lineStart = offsetAt(text, keyLine, 1);
  if (lineStart === undefined) return undefined;
  const keyAt = text.indexOf(key, lineStart);
  // A top-level key starts its line (possibly quoted).
  if (keyAt === -1 || keyAt - lineStart > 1) return undefined;
  const colon = keyAt === -1 ? -1 : text.indexOf(':', keyAt + key.length);
  if (colon === -1 || !BETWEEN_TOKENS.test(text.slice(keyAt + key.length, colon).replace(/["']/g, '')))
    return undefined;
  const spans: TokenSpan[] = [];
  let position = colon + 1;
  for (const token of value.split(/\s+/).filter((word) => word !== '')) {
    const found = text.indexOf(token, position);
    if (found === -1 || !BETWEEN_TOKENS.test(text.slice(position, found))) return undefined;
    spans.push({ token, start: found, end: found + token.length });
    position = found + token.length;
  }
  return spans;
}
