import type { Diagnostic } from '@folio/diagnostics';

/**
 * Drops repeated diagnostics (same code, place and message). The same problem can be found twice
 * on the way through a build, e.g. a front matter error seen by the analysis and by the renderer.
 */
export function dedupeDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}|${d.file}|${d.path}|${d.line}|${d.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
