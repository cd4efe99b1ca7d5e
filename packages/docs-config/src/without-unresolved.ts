import { isUnresolvedRef } from './unresolved-ref.ts';

/**
 * A deep copy of a plain JSON value in which every unloadable `$ref` placeholder is `null`, so
 * `DocsConfig.raw` is plain JSON for code that reads keys Folio passes through.
 */
export function withoutUnresolved(value: unknown): unknown {
  if (isUnresolvedRef(value)) return null;
  if (Array.isArray(value)) return value.map(withoutUnresolved);
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      Object.defineProperty(copy, key, {
        value: withoutUnresolved(entry),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}
