import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Folders never read as part of a docs site: the builder's directory reader skips the first two,
 * and its ignore rules the third (Folio's own cache).
 */
const SKIPPED = new Set(['node_modules', '.git', '.folio-cache']);

/** Reads one repository file (a path relative to its root); undefined when it cannot. */
export type ReadRepositoryFile = (path: string) => Promise<Uint8Array | undefined>;

/**
 * A hash of the files of a repository, paths and bytes: what a kept site was built from, checked
 * before it is served again. `paths` may come from the builder's directory reader or from
 * {@link listRepositoryFiles}; both list the same files of an ordinary repository, and where they
 * differ (a symbolic link out of the repository) the hashes differ, which only costs a reuse.
 */
export async function fingerprintFiles(paths: readonly string[], read: ReadRepositoryFile): Promise<string> {
  const files = paths.filter((path) => !path.split('/').some((segment) => SKIPPED.has(segment))).sort();
  const hash = createHash('sha256');
  // In batches: all at once would hold every byte of a large repository in memory together.
  for (let start = 0; start < files.length; start += 64) {
    const batch = files.slice(start, start + 64);
    const contents = await Promise.all(batch.map((file) => read(file).catch(() => undefined)));
    for (const [index, file] of batch.entries()) {
      const bytes = contents[index];
      hash.update(file).update(bytes === undefined ? '\0missing\0' : `\0${bytes.byteLength}\0`);
      if (bytes !== undefined) hash.update(bytes);
    }
  }
  return hash.digest('hex');
}

/**
 * The files of a repository folder as the builder's directory reader lists them (`a/b.mdx`,
 * sorted; symbolic links to files included), without loading the builder.
 */
export async function listRepositoryFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory()) {
          if (!SKIPPED.has(entry.name)) await walk(join(dir, entry.name), path);
        } else if (entry.isFile()) files.push(path);
        else if (entry.isSymbolicLink() && (await stat(join(dir, entry.name)).catch(() => undefined))?.isFile())
          files.push(path);
      }),
    );
  }
  await walk(root, '');
  return files.sort();
}

/** Reads repository files from disk, for {@link fingerprintFiles}. */
export function readFromFolder(root: string): ReadRepositoryFile {
  return (path) => readFile(join(root, path));
}
