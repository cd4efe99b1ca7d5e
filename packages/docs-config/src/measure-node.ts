import type { SourceNode } from './source-node.ts';

/** The shape of a tree, as far as limits care. */
export interface NodeMeasure {
  /** Levels of objects and arrays it nests (a scalar is 0, `[]` is 1, `[[1]]` is 2). */
  height: number;
  /** Values it holds once every shared subtree is copied out, itself included. */
  values: number;
}

/**
 * Measures a tree. Trees built by `$ref` resolution share the subtree of a file loaded twice, so
 * results are kept in `memo`: each shared node is measured once, and `values` counts it as often
 * as it is referenced. The recursion is bounded by the nesting limit that parsing enforces.
 */
export function measureNode(node: SourceNode, memo: WeakMap<SourceNode, NodeMeasure>): NodeMeasure {
  if (node.kind === 'scalar' || node.kind === 'unresolved') return { height: 0, values: 1 };
  const known = memo.get(node);
  if (known !== undefined) return known;
  const measure = { height: 1, values: 1 };
  for (const child of node.kind === 'object' ? node.entries.values() : node.items) {
    const inner = measureNode(child, memo);
    measure.height = Math.max(measure.height, inner.height + 1);
    measure.values += inner.values;
  }
  memo.set(node, measure);
  return measure;
}
