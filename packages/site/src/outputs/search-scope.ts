import type { NavNode } from '../frame/nav-tree.ts';

/**
 * The language and version a section belongs to (`en/v2`, `v1`, or `''`): search results stay
 * within the reader's language and version.
 */
export function searchScope(node: NavNode | undefined): string {
  const keys: string[] = [];
  for (let current = node; current !== undefined; current = current.parent) {
    if (current.kind === 'language' || current.kind === 'version') keys.unshift(current.key);
  }
  return keys.join('/');
}
