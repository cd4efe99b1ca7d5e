/** What the checkout knows about one path of the docs folder (relative, `/`-separated). */
export type TreeNode = { kind: 'folder' } | { kind: 'file'; oid: string } | { kind: 'link'; text: string };

/** Where a symbolic link of the tree leads. */
export type LinkTarget =
  | { kind: 'file'; path: string; oid: string }
  | { kind: 'outside' }
  | { kind: 'folder'; path: string }
  | { kind: 'missing' }
  | { kind: 'loop' };

/** Links followed in one resolution before giving up, as the kernel's ELOOP. */
const MAX_HOPS = 40;

/**
 * Resolves the link at `path` inside the git tree, the way the kernel would on disk but without
 * anything on disk: component by component, each link replaced by its text, `..` taken from where
 * the previous component really led (so `a/up/..` climbs from up's target, not from `a`). Absolute
 * texts and climbs above the docs folder are `outside`.
 */
export function resolveTreeLink(path: string, nodes: ReadonlyMap<string, TreeNode>): LinkTarget {
  const start = nodes.get(path);
  if (start?.kind !== 'link') return { kind: 'missing' };
  const resolved = path.split('/').slice(0, -1);
  let queue = start.text.split('/');
  if (start.text === '' || start.text.startsWith('/') || /[\\\0]/.test(start.text)) return { kind: 'outside' };
  let hops = 0;
  while (queue.length > 0) {
    const part = queue.shift()!;
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (resolved.length === 0) return { kind: 'outside' };
      resolved.pop();
      continue;
    }
    const node = nodes.get([...resolved, part].join('/'));
    if (node === undefined) return { kind: 'missing' };
    if (node.kind === 'link') {
      if (++hops > MAX_HOPS) return { kind: 'loop' };
      if (node.text === '' || node.text.startsWith('/') || /[\\\0]/.test(node.text)) return { kind: 'outside' };
      queue = [...node.text.split('/'), ...queue];
      continue;
    }
    resolved.push(part);
    if (node.kind === 'file' && queue.some((rest) => rest !== '' && rest !== '.')) return { kind: 'missing' };
  }
  const finalPath = resolved.join('/');
  const node = nodes.get(finalPath);
  return node?.kind === 'file' ? { kind: 'file', path: finalPath, oid: node.oid } : { kind: 'folder', path: finalPath };
}
