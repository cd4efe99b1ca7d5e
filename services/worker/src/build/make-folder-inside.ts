import { lstat, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Makes the one new folder `path` (relative, `/`-separated) inside `root` and checks, with
 * `lstat`, that what now stands there is a real folder. Never `recursive` (which walks through
 * links on its way): callers make folders parent first, so every level of a path was made, and
 * checked, by this function. An existing name is an error, never reused.
 */
export async function makeFolderInside(root: string, path: string): Promise<void> {
  const absolute = path === '' ? root : join(root, path);
  await mkdir(absolute);
  if (!(await lstat(absolute)).isDirectory()) throw new Error(`"${path}" is not a real folder inside the checkout`);
}
