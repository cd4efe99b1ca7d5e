import type { RepoReader } from '@folio/builder';

/** A {@link RepoReader} that remembers what it read until told which paths changed. */
export interface CachingReader extends RepoReader {
  /** Forgets the listing, and the contents of `paths` and of everything under them (folders). */
  invalidate(paths: readonly string[]): void;
  /**
   * A reader for one build: it reads through this one, but each path at most once, so a save
   * while the build runs cannot show the build two versions of a file (a page rendered with a
   * snippet's old text but cached under its new text would never be rendered again).
   */
  view(): RepoReader;
}

/**
 * Keeps a repository's files in memory between watch-mode rebuilds, so a save re-reads only the
 * saved file instead of the whole repository (the file watcher says what changed). The listing is
 * always taken again: a save may add or remove files, and a folder walk is cheap.
 */
export function createCachingReader(inner: RepoReader): CachingReader {
  const bytes = new Map<string, Promise<Uint8Array | undefined>>();
  let listing: Promise<string[]> | undefined;
  const read = readingOnceInto(bytes, (key) => inner.readBytes(key));
  const reader: CachingReader = {
    listFiles: () => (listing ??= inner.listFiles()),
    readBytes: read,
    readText: async (path) => textOf(await read(path)),
    invalidate(paths) {
      listing = undefined;
      for (const changed of paths) {
        const prefix = changed.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');
        for (const key of bytes.keys())
          if (prefix === '' || key === prefix || key.startsWith(`${prefix}/`)) bytes.delete(key);
      }
    },
    view() {
      // Holds the same promises as the reader itself: no file is read or kept twice.
      let seenListing: Promise<string[]> | undefined;
      const readOnce = readingOnceInto(new Map(), read);
      return {
        listFiles: () => (seenListing ??= reader.listFiles()),
        readBytes: readOnce,
        readText: async (path) => textOf(await readOnce(path)),
      };
    },
  };
  return reader;
}

/** Reads each path (leading slashes dropped) through `load` once, keeping the promise in `memory`. */
function readingOnceInto(
  memory: Map<string, Promise<Uint8Array | undefined>>,
  load: (key: string) => Promise<Uint8Array | undefined>,
) {
  return (path: string): Promise<Uint8Array | undefined> => {
    const key = path.replace(/^\/+/, '');
    let cached = memory.get(key);
    if (cached === undefined) {
      cached = load(key);
      memory.set(key, cached);
    }
    return cached;
  };
}

function textOf(content: Uint8Array | undefined): string | undefined {
  return content === undefined ? undefined : Buffer.from(content).toString('utf8');
}
