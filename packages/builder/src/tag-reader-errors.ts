import type { RepoReader } from './repo-reader.ts';

/** Errors thrown by a repository reader: operational (disk, git, network), never the content's fault. */
const fromReader = new WeakSet<object>();

function remember(error: unknown): never {
  if (typeof error === 'object' && error !== null) fromReader.add(error);
  throw error;
}

/**
 * The same reader, with every error it throws remembered, so that a guard around the handling of
 * one tenant file (`guardTenantWork`) can tell an I/O failure, which must fail the build and be
 * retried, from a bug met while reading the content, which becomes a diagnostic.
 */
export function tagReaderErrors(reader: RepoReader): RepoReader {
  return {
    listFiles: () => reader.listFiles().catch(remember),
    readText: (path) => reader.readText(path).catch(remember),
    readBytes: (path) => reader.readBytes(path).catch(remember),
  };
}

/** True when `error` was thrown by a reader made by `tagReaderErrors`. */
export function isReaderError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && fromReader.has(error);
}
