import type { TextEdit, TextFix } from './text-fix.ts';

/** File access for {@link applyFixes}: repository-relative paths. */
export interface FixFileIO {
  readText: (file: string) => Promise<string | undefined>;
  writeText: (file: string, text: string) => Promise<void>;
}

/**
 * Applies planned fixes to their files: each file is read once, its edits are applied from the
 * end backwards (so earlier offsets stay valid) and it is written once. Nothing but the edited
 * spans changes. A fix whose edits overlap one already taken is skipped. Returns the fixes
 * applied, in file, line and column order.
 */
export async function applyFixes(fixes: readonly TextFix[], io: FixFileIO): Promise<TextFix[]> {
  const byFile = new Map<string, TextFix[]>();
  for (const fix of fixes) byFile.set(fix.file, [...(byFile.get(fix.file) ?? []), fix]);
  const applied: TextFix[] = [];
  for (const [file, planned] of byFile) {
    const text = await io.readText(file);
    if (text === undefined) continue;
    const taken: TextEdit[] = [];
    const kept: TextFix[] = [];
    for (const fix of planned) {
      if (fix.edits.some((edit) => taken.some((other) => edit.start < other.end && other.start < edit.end))) continue;
      taken.push(...fix.edits);
      kept.push(fix);
    }
    if (kept.length === 0) continue;
    let result = text;
    for (const edit of [...taken].sort((a, b) => b.start - a.start)) {
      result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
    }
    await io.writeText(file, result);
    applied.push(...kept);
  }
  return applied.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
