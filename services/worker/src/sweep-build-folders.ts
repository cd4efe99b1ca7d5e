import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Prefix of every build's temporary folder (`mkdtemp` adds a random suffix). */
const BUILD_FOLDER_PREFIX = 'folio-build-';

/**
 * Removes `folio-build-*` folders in `root` last modified more than `maxAgeMs` ago: what builds
 * left behind when their worker was killed (`finally` never ran). `maxAgeMs` is the longest a
 * build may use its folder: the folder is only read while the build thread clones and builds,
 * and that thread is stopped at its deadline, so an older folder belongs to no running build,
 * even one of another worker on this machine still uploading (uploads read memory, not disk).
 * Returns the folders removed; a folder that vanished meanwhile or cannot be removed is skipped.
 */
export async function sweepBuildFolders(root: string, maxAgeMs: number, now: number = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.startsWith(BUILD_FOLDER_PREFIX)) continue;
    const path = join(root, name);
    try {
      const info = await stat(path);
      if (!info.isDirectory() || now - info.mtimeMs <= maxAgeMs) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    } catch {
      // Removed by another worker meanwhile, or not ours to remove: leave it.
    }
  }
  return removed;
}
