import { formatJsonPointer, type Diagnostic } from '@folio/diagnostics';
import type { ConversionWarning, LoadedSpec } from '@folio/openapi';
import { parseJsonPath } from './parse-json-path.ts';

/** One problem in `folio openapi-check --json` output; every key is always present (`null` when unknown). */
export interface OpenapiCheckDiagnostic {
  code: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
  hint: string | null;
  /** The file as the user named it (or a file it references), or the URL. */
  file: string | null;
  /** RFC 6901 JSON pointer of the offending value in `file` (`/paths/~1pets/get`); `""` is the whole document. */
  pointer: string | null;
  line: number | null;
  column: number | null;
}

/** The result of checking one document, as `folio openapi-check --json` prints it. */
export interface OpenapiCheckReport {
  /** The path or URL as given on the command line. */
  source: string;
  valid: boolean;
  /** The document's `openapi` version, when it has a supported one. */
  openapi: string | null;
  title: string | null;
  operations: number;
  diagnostics: OpenapiCheckDiagnostic[];
  /** With `--convert` on an OpenAPI 2.0 document: where the conversion went and the check of its output. */
  converted?: {
    file: string;
    warnings: ConversionWarning[];
    /** Why conversion failed; absent when it succeeded. */
    error?: string;
    check: OpenapiCheckReport | null;
  };
}

/**
 * Turns a loaded document into the `--json` shape. `displayFile` maps the loader's file names
 * (relative to the document's folder) to what the user typed.
 */
export function toOpenapiCheckReport(
  source: string,
  spec: LoadedSpec,
  displayFile: (file: string) => string,
): OpenapiCheckReport {
  return {
    source,
    valid: spec.ok,
    openapi: spec.version ?? null,
    title: spec.title ?? null,
    operations: spec.operations.length,
    diagnostics: spec.diagnostics.map((d) => toReportDiagnostic(d, displayFile)),
  };
}

function toReportDiagnostic(d: Diagnostic, displayFile: (file: string) => string): OpenapiCheckDiagnostic {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    hint: d.hint ?? null,
    file: d.file === undefined ? null : displayFile(d.file),
    pointer: pointerOf(d),
    line: d.line ?? null,
    column: d.column ?? null,
  };
}

/** The JSON pointer of a diagnostic's `path`; a diagnostic about the whole file has `""`. */
function pointerOf(d: Diagnostic): string | null {
  if (d.path === undefined) return d.file === undefined ? null : '';
  const segments = parseJsonPath(d.path);
  return segments === undefined ? null : formatJsonPointer(segments);
}
