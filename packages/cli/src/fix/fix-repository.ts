import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RepoReader, RepositoryAnalysis } from '@folio/builder';
import { loadDocsConfig } from '@folio/docs-config';
import { applyFixes } from './apply-fixes.ts';
import { planFixes } from './plan-fixes.ts';
import type { TextFix } from './text-fix.ts';

/**
 * `folio check --fix`: rewrites in place, in the repository folder `dir`, what the analysis shows
 * to be mechanically fixable, and returns the fixes made. Files are written only where a fix
 * applies, and only the fixed values' text changes.
 */
export async function fixRepository(dir: string, reader: RepoReader, analysis: RepositoryAnalysis): Promise<TextFix[]> {
  const readText = (file: string) => reader.readText(file);
  // The analysis keeps no source positions; loading docs.json again is cheap and gives them.
  const { locate } = await loadDocsConfig({ readFile: readText });
  const planned = await planFixes(analysis, locate, readText);
  if (planned.length === 0) return [];
  return applyFixes(planned, { readText, writeText: (file, text) => writeFile(join(dir, file), text) });
}
