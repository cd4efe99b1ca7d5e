import { parseJsonPointer } from '@folio/openapi';

/** A value after following its `$ref`s. */
export interface FollowedRef {
  value: unknown;
  /** The last `$ref` followed (`#/components/schemas/Pet`), if any. */
  ref?: string;
  /** Set when a `$ref` could not be followed: missing target, external, or a cycle. */
  problem?: 'missing' | 'external' | 'cycle';
}

/**
 * Follows internal `$ref`s (`#/components/schemas/Pet`) of an OpenAPI document, chains included.
 * `seen` holds the refs already being rendered on the way down: meeting one again is a cycle,
 * reported instead of followed, so recursive schemas cannot loop.
 */
export function followRef(
  document: Record<string, unknown>,
  value: unknown,
  seen: ReadonlySet<string> = new Set(),
): FollowedRef {
  let current = value;
  let ref: string | undefined;
  const chain = new Set(seen);
  for (let hops = 0; hops < 32; hops++) {
    if (typeof current !== 'object' || current === null || typeof (current as { $ref?: unknown }).$ref !== 'string') {
      return ref === undefined ? { value: current } : { value: current, ref };
    }
    const next = (current as { $ref: string }).$ref;
    if (!next.startsWith('#')) return { value: current, ref: next, problem: 'external' };
    if (chain.has(next)) return { value: current, ref: next, problem: 'cycle' };
    chain.add(next);
    ref = next;
    // A `$ref` is a URI fragment: its segments are percent-encoded (`#/components/schemas/My%20Pet`).
    const target = resolvePointer(document, next, { uriFragment: true });
    if (target === undefined) return { value: current, ref, problem: 'missing' };
    current = target;
  }
  return { value: current, ref: ref ?? '', problem: 'cycle' };
}

/**
 * The value at a JSON pointer (`/components/schemas/Pet`), or undefined. The pointer is plain
 * RFC 6901 (an `Operation.pointer`, whose path segment is the document's key as written, `%`
 * included); with `uriFragment` it is a `$ref` fragment and each segment is percent-decoded where
 * that is well-formed (a stray `%` is kept as written, never thrown on).
 */
export function resolvePointer(document: unknown, pointer: string, options: { uriFragment?: boolean } = {}): unknown {
  let current = document;
  for (const key of parseJsonPointer(pointer, options)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
