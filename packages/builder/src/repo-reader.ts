/**
 * Read access to one docs repository (a working copy, a git tree, or files in memory).
 * Paths are repository-relative with `/` separators and no leading slash.
 */
export interface RepoReader {
  /** Every regular file of the repository. */
  listFiles(): Promise<string[]>;
  /** A file's text, or `undefined` when it does not exist or is not a regular file inside the repo. */
  readText(path: string): Promise<string | undefined>;
  /** A file's bytes (images, fonts, …), or `undefined` like `readText`. */
  readBytes(path: string): Promise<Uint8Array | undefined>;
}

/** A reader over files held in memory; used by tests and by callers that already have the files. */
export function createMemoryReader(files: Record<string, string>): RepoReader {
  const entries = new Map(Object.entries(files).map(([path, text]) => [path.replace(/^\/+/, ''), text]));
  return {
    listFiles: async () => [...entries.keys()].sort(),
    readText: async (path) => entries.get(path.replace(/^\/+/, '')),
    readBytes: async (path) => {
      const text = entries.get(path.replace(/^\/+/, ''));
      return text === undefined ? undefined : new TextEncoder().encode(text);
    },
  };
}
