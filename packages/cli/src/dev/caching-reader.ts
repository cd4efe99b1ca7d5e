import type { RepoReader } from '@folio/builder';

/** A {@link RepoReader} that remembers what it read until told which paths changed. */
export interface CachingReader extends RepoReader {
  /** Forgets the listing, and the contents of `paths` and of everything under them (folders). */
  invalidate(paths: readonly string[]): void;
}

/**
 * Keeps a repository's files in memory between watch-mode rebuilds, so a save re-reads only the
 * saved file instead of the whole repository (the file watcher says what changed). The listing is
 * always taken again: a save may add or remove files, and a folder walk is cheap.
 */
export function createCachingReader(inner: RepoReader): CachingReader {
  const bytes = new Map<string, Promise<Uint8Array | undefined>>();
  let listing: Promise<string[]> | undefined;
  const read = (path: string) => {
    const key = path.replace(/^\/+/, '');
    let cached = bytes.get(key);
    if (cached === undefined) {
      cached = inner.readBytes(key);
      bytes.set(key, cached);
    }
    return cached;
  };
  return {
    listFiles: () => (listing ??= inner.listFiles()),
    readBytes: read,
    readText: async (path) => {
      const content = await read(path);
      return content === undefined ? undefined : Buffer.from(content).toString('utf8');
    },
    invalidate(paths) {
      listing = undefined;
      for (const changed of paths) {
        const prefix = changed.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
        for (const key of bytes.keys()) if (prefix === '' || key === prefix || key.startsWith(`${prefix}/`)) bytes.delete(key);
      }
    },
  };
}
