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

/** An operation the document leaves out of the site, and the first problem it reaches. */
export interface OpenapiCheckSkip {
  /** `GET /pets`, or `webhook newPet`. */
  operation: string;
  /** RFC 6901 JSON pointer of the operation in the document (`/paths/~1pets/get`). */
  pointer: string;
  reason: OpenapiCheckDiagnostic;
}

/** The result of checking one document, as `folio openapi-check --json` prints it. */
export interface OpenapiCheckReport {
  /** The path or URL as given on the command line. */
  source: string;
  /**
   * False when the document has an error (exit 1). Warnings never make it invalid: they are
   * Folio's stricter findings on documents it still renders, and unused components with problems.
   */
  valid: boolean;
  /** False when nothing of the document can be read (not JSON or YAML, not OpenAPI 3, no `paths`). */
  readable: boolean;
  /** The document's `openapi` version, when it has a supported one. */
  openapi: string | null;
  title: string | null;
  /** Operations (and webhooks) that render. */
  operations: number;
  /** Operations left out because their parameters, request body or responses reach an error. */
  skipped: OpenapiCheckSkip[];
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
 * (relative to the document's folder) to what the user typed; `overlayFiles` are the loader's
 * names of the `--overlay` files, whose own errors do not make the document invalid.
 */
export function toOpenapiCheckReport(
  source: string,
  spec: LoadedSpec,
  displayFile: (file: string) => string,
  overlayFiles: readonly string[] = [],
): OpenapiCheckReport {
  const isOverlayProblem = (d: Diagnostic) =>
    d.code.startsWith('OPENAPI_OVERLAY_') || (d.file !== undefined && overlayFiles.includes(d.file));
  return {
    source,
    valid: spec.ok && !spec.diagnostics.some((d) => d.severity === 'error' && !isOverlayProblem(d)),
    readable: spec.ok,
    openapi: spec.version ?? null,
    title: spec.title ?? null,
    operations: spec.operations.length,
    skipped: (spec.skipped ?? []).map(({ operation, reason }) => ({
      operation: operation.kind === 'webhook' ? `webhook ${operation.path}` : `${operation.method} ${operation.path}`,
      pointer: operation.pointer,
      reason: toReportDiagnostic(reason, displayFile),
    })),
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
