import type { PathSegment } from '@folio/diagnostics';

/**
 * Deepest nesting of objects and arrays an OpenAPI document may have. Real documents stay far
 * below (a few dozen levels); validating and rendering walk documents recursively, and a document
 * thousands of levels deep would overflow the stack there instead of being reported here.
 */
export const MAX_SPEC_NESTING = 256;

/**
 * The offset in JSON text of the first `{` or `[` that opens a level beyond `max`, or undefined.
 * A scan of the text, so that no recursive code meets the document first.
 */
export function offsetBeyondNesting(text: string, max: number = MAX_SPEC_NESTING): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return i;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return undefined;
}

/** The path to the first value nested beyond `max` levels in a parsed document, or undefined (walked without recursion). */
export function pathBeyondNesting(value: unknown, max: number = MAX_SPEC_NESTING): PathSegment[] | undefined {
  const stack: Array<{ node: unknown; path: PathSegment[] }> = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (path.length >= max) return path;
    // Aliased YAML nodes are shared objects: each is walked at every place it appears, which the
    // alias budget already bounds.
    for (const [key, child] of Object.entries(node))
      stack.push({ node: child, path: [...path, Array.isArray(node) ? Number(key) : key] });
  }
  return undefined;
}
