import type { CheckResult } from '@folio/builder';

/** One problem in `folio check --json` output; every key is always present (`null` when unknown). */
export interface CheckReportDiagnostic {
  code: string;
  severity: 'error' | 'warning' | 'info';
  message: string;
  hint: string | null;
  /** The value to write instead (a broken link's closest page or heading), when one is known. */
  suggestion: string | null;
  file: string | null;
  path: string | null;
  line: number | null;
  column: number | null;
}

/** One page in `folio check --json` output. */
export interface CheckReportPage {
  path: string;
  source: 'mdx' | 'openapi' | 'asyncapi';
  file?: string;
  /** `"<spec file> <METHOD> <path>"` whenever the page documents an operation. */
  openapi?: string;
  /** `"<AsyncAPI file> <channelId>"` whenever the page documents an AsyncAPI channel. */
  asyncapi?: string;
  title?: string;
  /** Present and true when the page has no navigation entry (reachable by URL only). */
  hidden?: true;
}

/** The public JSON of `folio check --json` (documented in the README). */
export interface CheckReport {
  diagnostics: CheckReportDiagnostic[];
  navigation: unknown;
  pages: CheckReportPage[];
}

/** Turns a check into the stable `folio check --json` shape. */
export function toCheckReport(checked: CheckResult): CheckReport {
  const { analysis } = checked;
  return {
    diagnostics: checked.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      hint: d.hint ?? null,
      suggestion: d.suggestion ?? null,
      file: d.file ?? null,
      path: d.path ?? null,
      line: d.line ?? null,
      column: d.column ?? null,
    })),
    navigation: analysis.navigation ?? null,
    pages: analysis.pages.map((page) => {
      const out: CheckReportPage = { path: page.path, source: page.source };
      if (page.file !== undefined) out.file = page.file;
      if (page.openapi !== undefined) out.openapi = page.openapi;
      if (page.asyncapi !== undefined) out.asyncapi = page.asyncapi;
      if (page.title !== undefined) out.title = page.title;
      if (page.hidden === true) out.hidden = true;
      return out;
    }),
  };
}
