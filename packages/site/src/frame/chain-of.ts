import type { NavNode } from './nav-tree.ts';

/** The element path from the navigation root down to `node`. */
export function chainOf(node: NavNode): NavNode[] {
  const chain: NavNode[] = [];
  for (let current: NavNode | undefined = node; current !== undefined; current = current.parent) chain.unshift(current);
  return chain;
}
