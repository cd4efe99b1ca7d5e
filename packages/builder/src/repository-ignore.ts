import ignore from 'ignore';
import type { RepoReader } from './repo-reader.ts';

/**
 * Folders never part of a site, whatever `.docsignore` says: version control, editors, agents'
 * settings and dependencies (the reference's default ignores), and the CLI's build cache (`.folio-cache/`).
 * Hidden folders are skipped anyway.
 */
const ALWAYS_IGNORED = [
  '.git/',
  '.github/',
  '.claude/',
  '.agents/',
  '.idea/',
  '.vscode/',
  '.cursor/',
  'node_modules/',
  '.folio-cache/',
];

/** Decides which repository files a build leaves out entirely: not pages, assets or OpenAPI files. */
export type IsIgnored = (file: string) => boolean;

/**
 * Reads `.docsignore` and its alias `.mintignore` (COMPAT.md; both apply when both exist) at the
 * docs root, in gitignore syntax, plus `ALWAYS_IGNORED`. The analysis applies the result once to
 * the file list, so every later step (pages, static assets, OpenAPI discovery) sees the same files.
 */
export async function readRepositoryIgnore(reader: RepoReader): Promise<IsIgnored> {
  const texts = [await reader.readText('.docsignore'), await reader.readText('.mintignore')];
  const rules = ignore().add(ALWAYS_IGNORED);
  for (const text of texts) if (text !== undefined) rules.add(text);
  return (file) => {
    try {
      return rules.ignores(file);
    } catch {
      // `ignore` refuses paths it considers invalid (e.g. `./x`); such a path is never a match.
      return false;
    }
  };
}
