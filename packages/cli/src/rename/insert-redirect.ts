import type { SourcePosition } from '@folio/docs-config';
import { offsetAt } from '../fix/offset-at.ts';
import type { TextEdit } from '../fix/text-fix.ts';

/**
 * The edit that adds `entry` as the first of docs.json's `redirects`, written in the file's own
 * indentation: into the array at `redirectsAt` (where docs.json, or the file it `$ref`s, writes
 * it), or, when there is none, as a new `redirects` key at the end of the root object at
 * `rootAt`. `undefined` when the text is not where the positions say (the file changed).
 */
export function insertRedirect(
  text: string,
  entry: { source: string; destination: string },
  place: { redirectsAt: SourcePosition | undefined; rootAt: SourcePosition | undefined },
): TextEdit | undefined {
  const json = `{ "source": ${JSON.stringify(entry.source)}, "destination": ${JSON.stringify(entry.destination)} }`;
  if (place.redirectsAt !== undefined) {
    const open = offsetAt(text, place.redirectsAt.line, place.redirectsAt.column);
    if (open === undefined || text[open] !== '[') return undefined;
    const first = nextNonSpace(text, open + 1);
    if (first === -1) return undefined;
    if (text[first] === ']') {
      const indent = lineIndent(text, open);
      return { start: open + 1, end: open + 1, replacement: `\n${indent}  ${json}\n${indent}` };
    }
    const itemIndent = text.slice(text.lastIndexOf('\n', first - 1) + 1, first);
    const onOwnLine = /^[ \t]*$/.test(itemIndent);
    return { start: first, end: first, replacement: `${json},${onOwnLine ? `\n${itemIndent}` : ' '}` };
  }
  if (place.rootAt === undefined) return undefined;
  const root = offsetAt(text, place.rootAt.line, place.rootAt.column);
  const close = text.lastIndexOf('}');
  if (root === undefined || text[root] !== '{' || close <= root) return undefined;
  const firstKey = nextNonSpace(text, root + 1);
  const keyIndent = /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', firstKey - 1) + 1, firstKey))
    ? text.slice(text.lastIndexOf('\n', firstKey - 1) + 1, firstKey)
    : '  ';
  let last = close - 1;
  while (last > root && /\s/.test(text[last] as string)) last--;
  const isEmpty = last === root;
  const value = `"redirects": [\n${keyIndent}${keyIndent}${json}\n${keyIndent}]`;
  return {
    start: last + 1,
    end: last + 1,
    replacement: `${isEmpty ? '' : ','}\n${keyIndent}${value}`,
  };
}

function nextNonSpace(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (!/\s/.test(text[i] as string)) return i;
  return -1;
}

/** The spaces and tabs that start the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}
