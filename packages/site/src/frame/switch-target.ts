import type { NavNode } from './nav-tree.ts';

/**
 * Where a version or language switcher leads from `currentPath`: the same page in the target
 * when it exists there, else the target's first page (or its `href`).
 *
 * "The same page" is tried as: the path with the current element's segment replaced by the
 * target's (`en/guides/setup` → `fr/guides/setup`, `v1/api` → `v2/api`); the path with the
 * current element's common first folder replaced by the target's (for versions labelled `v1.0`
 * whose pages live in `v1/`); then the unchanged path (pages shared by several versions).
 */
export function switchTarget(currentPath: string, current: NavNode, target: NavNode): string | undefined {
  const available = pageIndexOf(target).pages;
  const candidates: string[] = [];
  const segments = currentPath.split('/');
  const at = segments.indexOf(current.key);
  if (at !== -1 && current.key !== '' && target.key !== '') {
    candidates.push([...segments.slice(0, at), target.key, ...segments.slice(at + 1)].join('/'));
  }
  const fromPrefix = pageIndexOf(current).firstFolder;
  const toPrefix = pageIndexOf(target).firstFolder;
  if (fromPrefix !== undefined && toPrefix !== undefined && segments[0] === fromPrefix) {
    candidates.push([toPrefix, ...segments.slice(1)].join('/'));
  }
  candidates.push(currentPath);
  for (const candidate of candidates) if (available.has(candidate)) return candidate;
  return target.pages[0];
}

// Switchers are rendered on every page: index each element's pages once, not once per page
// (O(pages²) on large versioned sites). Elements are not changed after `buildNavTree`.
const pageIndexes = new WeakMap<NavNode, { pages: ReadonlySet<string>; firstFolder: string | undefined }>();

function pageIndexOf(node: NavNode): { pages: ReadonlySet<string>; firstFolder: string | undefined } {
  let index = pageIndexes.get(node);
  if (index === undefined) {
    index = { pages: new Set(node.pages), firstFolder: commonFirstFolder(node.pages) };
    pageIndexes.set(node, index);
  }
  return index;
}

/** The first folder every page shares (`v2` for `v2/a`, `v2/b/c`), if any. */
function commonFirstFolder(pages: readonly string[]): string | undefined {
  let folder: string | undefined;
  for (const page of pages) {
    const slash = page.indexOf('/');
    if (slash === -1) return undefined;
    const first = page.slice(0, slash);
    if (folder === undefined) folder = first;
    else if (folder !== first) return undefined;
  }
  return folder;
}
