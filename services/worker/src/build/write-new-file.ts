import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

// O_EXCL with O_CREAT fails on any existing name, a link (even a dangling one) included, so a file
// is never written through a link or over another file; O_NOFOLLOW says the same once more.
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/**
 * Writes `bytes` to the new file `path` (relative, `/`-separated) inside `root`, whose folder must
 * already have been made by `makeFolderInside`. The file is created exclusively: nothing that
 * already exists (a file, a folder, a link) is ever written to. Mode 0644: nothing checked out is
 * ever run.
 */
export async function writeNewFile(root: string, path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(join(root, path), CREATE_NEW, 0o644);
  try {
    await handle.writeFile(bytes);
  } finally {
    await handle.close();
  }
}
