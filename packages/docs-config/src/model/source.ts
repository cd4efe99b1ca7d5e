import type { PathSegment } from '@folio/diagnostics';

/**
 * Reads a repository file by its repository-relative path (`nav/en.json`, no leading slash).
 * Resolves to `undefined` when the file does not exist. Packages never touch the disk themselves.
 */
export type ReadRepoFile = (repoPath: string) => Promise<string | undefined>;

/** Where a value of docs.json (or of a `$ref`'d file) sits in its source. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** Maps a JSON path of the resolved config (after `$ref`s are inlined) to its source position. */
export type LocateValue = (path: readonly PathSegment[]) => SourcePosition | undefined;
