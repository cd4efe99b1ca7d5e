import { formatDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { OpenapiCheckDiagnostic, OpenapiCheckReport } from './openapi-check-report.ts';

/**
 * The terminal output of `folio openapi-check`: each problem as
 * `file:line:column #/json/pointer: severity message (CODE)` with its hint, then a summary line;
 * with `--convert`, the conversion and the check of its output follow.
 */
export function formatOpenapiCheck(report: OpenapiCheckReport, options: { color: boolean }): string {
  const lines = [formatOne(report, options)];
  const converted = report.converted;
  if (converted !== undefined) {
    if (converted.error !== undefined) {
      lines.push(`✖ could not convert ${report.source}: ${converted.error}`);
    } else {
      const count = converted.warnings.length;
      const block = [
        `→ wrote ${converted.file} (converted to OpenAPI 3)${count === 0 ? '' : `; ${count} conversion warning${count === 1 ? '' : 's'}:`}`,
      ];
      for (const warning of converted.warnings)
        block.push(`  ${converted.file}${warning.pointer === '' ? '' : ` #${warning.pointer}`}: ${warning.message}`);
      lines.push(block.join('\n'));
      if (converted.check !== null) lines.push(formatOne(converted.check, options));
    }
  }
  return lines.join('\n\n');
}

function formatOne(report: OpenapiCheckReport, options: { color: boolean }): string {
  const problems = report.diagnostics.map((d) => formatDiagnostic(toDiagnostic(d), options));
  const errors = report.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = report.diagnostics.length - errors;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const summary = report.valid
    ? `✔ ${report.source} is a valid OpenAPI ${report.openapi ?? '3'} document${report.title === null ? '' : ` ("${report.title}")`} with ${countOperations(report.operations)}${warnings > 0 ? ` (${counts}; warnings only: every operation renders)` : ''}`
    : `✖ ${report.source} is not a valid OpenAPI 3 document: ${counts}${renders(report)}`;
  return [...problems, ...(problems.length > 0 ? [''] : []), summary].join('\n');
}

/** Operations named in the summary line; each skipped one also has its own warning above it. */
const MAX_NAMED_SKIPS = 5;

function countOperations(count: number): string {
  return `${count} operation${count === 1 ? '' : 's'}`;
}

/** What a build makes of a readable document with errors: the operations it still renders. */
function renders(report: OpenapiCheckReport): string {
  if (!report.readable) return '';
  const left = report.skipped.length;
  if (left === 0) return `; a build still renders its ${countOperations(report.operations)}`;
  const named = report.skipped.slice(0, MAX_NAMED_SKIPS).map((skip) => skip.operation);
  if (left > MAX_NAMED_SKIPS) named.push(`${left - MAX_NAMED_SKIPS} more`);
  return `; a build renders ${countOperations(report.operations)} and leaves ${countOperations(left)} out (${named.join(', ')})`;
}

function toDiagnostic(d: OpenapiCheckDiagnostic): Diagnostic {
  const diagnostic: Diagnostic = { code: d.code, severity: d.severity, message: d.message };
  if (d.hint !== null) diagnostic.hint = d.hint;
  if (d.file !== null) diagnostic.file = d.file;
  if (d.pointer !== null && d.pointer !== '') diagnostic.path = `#${d.pointer}`;
  if (d.line !== null) diagnostic.line = d.line;
  if (d.column !== null) diagnostic.column = d.column;
  return diagnostic;
}
