import type { PathSegment } from '@folio/diagnostics';
import type { SpecPlace } from './trace-spec-pointer.ts';
import { valueAt } from './value-at.ts';

/**
 * Puts back, in a dereferenced document, the `$ref` objects the ref parser could not follow: it
 * leaves `null` in their place, which the JSON Schema check would report a second time as a value
 * of the wrong type. A `null` is restored only where the file it traces back to (`trace`, through
 * `files`) holds a `$ref` object, so a written `example: null` stays as it is. Shared objects are
 * visited once: restoring one restores it for every place it is used.
 */
export function restoreUnresolvedRefs(
  document: Record<string, unknown>,
  trace: (segments: readonly PathSegment[]) => SpecPlace,
  files: ReadonlyMap<string, unknown>,
): void {
  const visited = new Set<object>();
  const visit = (node: unknown, segments: PathSegment[]): void => {
    if (typeof node !== 'object' || node === null || visited.has(node)) return;
    visited.add(node);
    const entries: [PathSegment, unknown][] = Array.isArray(node)
      ? node.map((value, index) => [index, value])
      : Object.entries(node);
    for (const [key, value] of entries) {
      const at = [...segments, key];
      if (value === null) {
        const place = trace(at);
        const written = valueAt(files.get(place.file), place.segments);
        if (isRefObject(written)) (node as Record<PathSegment, unknown>)[key] = structuredClone(written);
      } else {
        visit(value, at);
      }
    }
  };
  visit(document, []);
}

function isRefObject(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}
