import type { TextFix } from './text-fix.ts';

/** One line of the `--fix` report: `docs.json:42:9 "get /pets" → "GET /pets"`. */
export function formatFix(fix: TextFix): string {
  return `${fix.file}:${fix.line}:${fix.column} ${JSON.stringify(fix.before)} → ${JSON.stringify(fix.after)}`;
}
