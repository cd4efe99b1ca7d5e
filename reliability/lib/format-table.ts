import type { AreaResult } from './area-result.ts';

/** The suite's table: one row per area, then each area's figures and what went wrong. */
export function formatTable(results: readonly AreaResult[]): string {
  const rows = [
    ['area', 'cases tried', 'refused/handled correctly', 'data lost', 'escaped', 'crashed'],
    ...results.map((r) => [
      r.area,
      String(r.tried),
      String(r.handled),
      String(r.lost),
      String(r.escaped ?? 0),
      String(r.crashed ?? 0),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const out = [
    line(rows[0]!),
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.slice(1).map(line),
  ];
  for (const result of results) {
    const figures = Object.entries(result.figures ?? {});
    if (figures.length > 0) out.push('', `${result.area}:`, ...figures.map(([k, v]) => `  ${k}: ${v}`));
    if ((result.notJudged ?? []).length > 0)
      out.push('', `${result.area} — not judged:`, ...result.notJudged!.map((n) => `  ? ${n}`));
    if (result.failures.length > 0)
      out.push('', `${result.area} — NOT handled:`, ...result.failures.map((f) => `  ✗ ${f}`));
  }
  return out.join('\n');
}

/** True when every case was handled and nothing was lost, escaped or crashed. */
export function isClean(results: readonly AreaResult[]): boolean {
  return (
    results.length > 0 &&
    results.every(
      (r) => r.tried > 0 && r.handled === r.tried && r.lost === 0 && (r.escaped ?? 0) === 0 && (r.crashed ?? 0) === 0,
    )
  );
}
