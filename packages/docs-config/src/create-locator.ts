import type { PathSegment } from '@folio/diagnostics';
import type { SourceNode } from './source-node.ts';
import type { LocateValue, SourcePosition } from './model/source.ts';

/**
 * Builds the `locate` function of a loaded config: a JSON path of the resolved config (after
 * `$ref`s are inlined) to the file, line and column where that value is written. Values that came
 * from a `$ref`'d file are located in that file. Unknown paths give `undefined`.
 */
export function createLocator(root: SourceNode | undefined): LocateValue {
  return (path: readonly PathSegment[]): SourcePosition | undefined => {
    let node = root;
    for (const segment of path) {
      if (node === undefined) return undefined;
      if (node.kind === 'object' && typeof segment === 'string') node = node.entries.get(segment);
      else if (node.kind === 'array' && typeof segment === 'number') node = node.items[segment];
      else return undefined;
    }
    return node === undefined ? undefined : { ...node.position };
  };
}
