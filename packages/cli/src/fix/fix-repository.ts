import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckResult, RepoReader } from '@folio/builder';
import { applyFixes } from './apply-fixes.ts';
import { planFixes } from './plan-fixes.ts';
import type { TextFix } from './text-fix.ts';

/**
 * `folio check --fix`: rewrites in place, in the repository folder `dir`, what the check shows
 * to be mechanically fixable, and returns the fixes made. Files are written only where a fix
 * applies, and only the fixed values' text changes.
 */
export async function fixRepository(dir: string, reader: RepoReader, checked: CheckResult): Promise<TextFix[]> {
  const readText = (file: string) => reader.readText(file);
  const planned = await planFixes(checked, checked.analysis.locate, readText);
  if (planned.length === 0) return [];
  return applyFixes(planned, { readText, writeText: (file, text) => writeFile(join(dir, file), text) });
}
