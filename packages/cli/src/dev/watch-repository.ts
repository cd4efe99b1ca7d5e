import { watch, type FSWatcher } from 'node:fs';

/**
 * Changes under these folders never affect the site; `.folio-cache/` is written by the session
 * itself, and seeing it as an edit would rebuild the site for nothing.
 */
const IGNORED = /(^|[/\\])(node_modules|\.git|\.folio-cache)([/\\]|$)/;

/**
 * Watches a repository folder recursively and calls `onChange` once per burst of changes
 * (editors write a file in several steps; a `git checkout` touches hundreds).
 */
export function watchRepository(root: string, onChange: (paths: string[]) => void, debounceMs = 25): FSWatcher {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(root, { recursive: true }, (_event, filename) => {
    const path = filename?.toString() ?? '';
    if (IGNORED.test(path)) return;
    pending.add(path);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const paths = [...pending];
      pending = new Set();
      onChange(paths);
    }, debounceMs);
  });
  return watcher;
}
