import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { matchOperation, parseOperationRef, type LoadedSpec } from '@folio/openapi';
import { navigationCodes, type NavigationCode } from './codes.ts';
import { operationLabel } from './operation-label.ts';
import { operationTitle } from './operation-title.ts';
import type { PageFile, SitePage } from './types.ts';

/** Pages that document an operation through their `openapi` front matter. */
export interface FrontMatterOperations {
  /** The page file documenting each operation, by operation label (`operationLabel`). */
  byOperation: Map<string, PageFile>;
  /** What each such page's `SitePage` gains: `openapi`, `operation`, `spec` and a fallback title. */
  byPage: Map<string, Partial<SitePage>>;
}

/**
 * Matches every page's `openapi` front matter (`GET /pets`, `<spec> GET /pets` with the spec as
 * path, file name or name without extension, `webhook <name>`, values spanning lines) against the
 * loaded documents. Without a spec token all documents are searched, so the same operation in two
 * of them needs the token. A value that matches nothing is an error on that page, at the line of
 * its `openapi` key, with the hint that says what to write.
 */
export function resolveFrontMatterOperations(
  pages: readonly PageFile[],
  specs: readonly LoadedSpec[],
  diagnostics: Diagnostic[],
): FrontMatterOperations {
  const result: FrontMatterOperations = { byOperation: new Map(), byPage: new Map() };
  for (const page of pages) {
    const value = page.frontMatter.openapi;
    if (value === undefined) continue;
    const report = (code: NavigationCode, message: string, hint?: string): void => {
      diagnostics.push(
        createDiagnostic(navigationCodes, code, {
          message,
          file: page.file,
          path: 'openapi',
          line: page.frontMatterLines?.openapi,
          ...(hint === undefined ? {} : { hint }),
        }),
      );
    };
    const ref = typeof value === 'string' ? parseOperationRef(value) : undefined;
    if (ref === undefined) {
      report(
        'NAV_OPENAPI_METADATA_UNMATCHED',
        `openapi metadata ${JSON.stringify(value)} is not an operation reference`,
        'write `openapi: "GET /path"`, or `openapi: "<spec file> GET /path"` when there are several documents',
      );
      continue;
    }
    const written = String(value).trim().split(/\s+/).join(' ');
    const match = matchOperation(ref, specs);
    if ('code' in match && match.code === 'OPERATION_SKIPPED') {
      report(
        'NAV_OPERATION_SKIPPED',
        `openapi metadata "${written}" names an operation its document leaves out, so the page shows no operation`,
        match.hint,
      );
      continue;
    }
    if ('hint' in match) {
      const code: NavigationCode =
        match.code === 'METHOD_CASE'
          ? 'NAV_METHOD_CASE'
          : match.code === 'AMBIGUOUS'
            ? 'NAV_DUPLICATE_OPERATION'
            : 'NAV_OPENAPI_METADATA_UNMATCHED';
      report(code, `openapi metadata "${written}" matches no operation, so the page shows nothing`, match.hint);
      continue;
    }
    const label = operationLabel(match.spec, match.operation);
    if (!result.byOperation.has(label)) result.byOperation.set(label, page);
    result.byPage.set(page.path, {
      openapi: label,
      operation: match.operation,
      spec: match.spec.source,
      title: operationTitle(match.operation, page.path),
    });
  }
  return result;
}
