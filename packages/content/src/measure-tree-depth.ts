/** A node of any unist tree (mdast, hast). */
interface TreeNode {
  children?: readonly object[];
}

/**
 * The depth of a syntax tree, measured without recursion so that a pathological tree cannot
 * overflow the stack while being measured. Stops counting once `limit` is passed.
 */
export function measureTreeDepth(root: object, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: Array<[TreeNode, number]> = [[root as TreeNode, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [TreeNode, number];
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of node.children ?? []) stack.push([child as TreeNode, depth + 1]);
  }
  return deepest;
}
