/**
 * How bad a problem is: errors fail `folio check`; warnings only do so under `--strict`; `info`
 * never does (a note, such as a setting Folio accepts but ignores).
 */
export type Severity = 'error' | 'warning' | 'info';

/**
 * A problem found in user content (docs.json, a page, an OpenAPI document).
 *
 * Diagnostics are values, never exceptions: every package collects all of them so that a
 * user sees every problem at once. `path` is a JSON path in the docs.json style
 * (`navigation.tabs[0].groups[1].pages[3]`); `line` and `column` are 1-based.
 */
export interface Diagnostic {
  /** Stable code, listed in docs/diagnostics.md (e.g. `NAV_PAGE_NOT_FOUND`). */
  code: string;
  severity: Severity;
  /** What was found, naming the offending value. */
  message: string;
  /** How to fix it. */
  hint?: string;
  /**
   * The value to write instead, when one replacement is the likely fix (a broken link's closest
   * page or heading): what the dashboard shows beside the problem and `folio check --fix` writes.
   */
  suggestion?: string;
  /** Repository-relative file the problem is in (`docs.json`, `api/openapi.yaml`). */
  file?: string;
  /** JSON path inside `file`, when the file is JSON or YAML. */
  path?: string;
  line?: number;
  column?: number;
}

/** A catalogue entry: what a code means, in the symptom / cause / fix terms of SPEC.md. */
export interface DiagnosticDefinition {
  code: string;
  severity: Severity;
  /** What the user sees go wrong. */
  symptom: string;
  /** Why it happens. */
  cause: string;
  /** The default fix, used as the hint when a diagnostic does not give its own. */
  fix: string;
}

/** A catalogue of codes owned by one package. */
export type DiagnosticCatalogue<Code extends string = string> = Readonly<Record<Code, DiagnosticDefinition>>;
