import type { PathSegment } from '@folio/diagnostics';

/** The value at `segments` inside `root` (own properties and array items only), or `undefined`. */
export function valueAt(root: unknown, segments: readonly PathSegment[]): unknown {
  let node = root;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (typeof node === 'object' && node !== null && Object.hasOwn(node, String(segment)))
      node = (node as Record<string, unknown>)[String(segment)];
    else return undefined;
  }
  return node;
}
