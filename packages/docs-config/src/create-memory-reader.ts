import type { ReadRepoFile } from './model/source.ts';

/**
 * A `ReadRepoFile` over an in-memory map of repository paths to contents, for tests and for
 * callers that already hold the files (`{ 'docs.json': '{…}', 'nav/en.json': '[…]' }`).
 */
export function createMemoryReader(files: Readonly<Record<string, string>>): ReadRepoFile {
  return async (repoPath) => (Object.hasOwn(files, repoPath) ? files[repoPath] : undefined);
}
