import type { SourceNode } from './source-node.ts';
import { UNRESOLVED_REF } from './unresolved-ref.ts';

/**
 * Converts a `SourceNode` tree into the plain JSON value it stands for. A `$ref` that could not be
 * loaded becomes `UNRESOLVED_REF`. Keys are defined, never assigned, so a key such as
 * `"__proto__"` stays an ordinary key instead of changing the object's prototype.
 */
export function toPlainValue(node: SourceNode): unknown {
  switch (node.kind) {
    case 'scalar':
      return node.value;
    case 'array':
      return node.items.map(toPlainValue);
    case 'unresolved':
      return UNRESOLVED_REF;
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, value] of node.entries) {
        Object.defineProperty(object, key, {
          value: toPlainValue(value),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return object;
    }
  }
}
