import type { PathSegment } from '@folio/diagnostics';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*/;

/**
 * Reads back a JSON path written by `formatJsonPath` (`paths["/pets"].get.responses[0]`) into its
 * segments, so the CLI can print it as a JSON pointer. Returns `undefined` for text it did not write.
 */
export function parseJsonPath(path: string): PathSegment[] | undefined {
  const segments: PathSegment[] = [];
  let rest = path;
  while (rest !== '') {
    if (rest.startsWith('[')) {
      const index = /^\[(\d+)\]/.exec(rest);
      if (index !== null) {
        segments.push(Number(index[1]));
        rest = rest.slice(index[0].length);
        continue;
      }
      const key = readQuotedKey(rest);
      if (key === undefined) return undefined;
      segments.push(key.value);
      rest = rest.slice(key.length);
      continue;
    }
    const dotted = segments.length > 0 ? rest.startsWith('.') : true;
    if (!dotted) return undefined;
    const body = segments.length > 0 ? rest.slice(1) : rest;
    const name = IDENTIFIER.exec(body);
    if (name === null) return undefined;
    segments.push(name[0]);
    rest = body.slice(name[0].length);
  }
  return segments;
}

/** A `["…"]` segment: a JSON string literal between brackets. */
function readQuotedKey(text: string): { value: string; length: number } | undefined {
  if (text[1] !== '"') return undefined;
  for (let i = 2; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] !== '"') continue;
    if (text[i + 1] !== ']') return undefined;
    try {
      return { value: JSON.parse(text.slice(1, i + 1)) as string, length: i + 2 };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
