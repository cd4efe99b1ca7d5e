import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { SitePage } from '@folio/navigation';
import type { LoadedSpec } from '@folio/openapi';
import type { ApiContext } from '../api-context.ts';
import { siteCodes } from '../../codes.ts';
import { errorSummary } from '../../lib/error-summary.ts';
import { readOperation, type OperationDetails } from './read-operation.ts';

/** An operation page's details with the context to render its schemas. */
export interface PreparedOperation {
  details: OperationDetails;
  ctx: ApiContext;
}

/** Receives a `$ref` of the OpenAPI document `source` that could not be followed. */
export type ReportRef = (source: string, ref: string, problem: 'missing' | 'external') => void;

/**
 * Reads the operation of every page that documents one (generated API pages and MDX pages whose
 * front matter names an operation). Pages whose spec or operation cannot be found are reported
 * and get no API section. Unresolved `$ref`s met now or later, while the pages render, go to
 * `reportRef` every time (the caller reports each once per document and ref).
 */
export function prepareOperations(
  pages: readonly SitePage[],
  specs: readonly LoadedSpec[],
  report: (d: Diagnostic) => void,
  reportRef: ReportRef,
): Map<string, PreparedOperation> {
  const bySource = new Map(specs.map((spec) => [spec.source, spec]));
  const contexts = new Map<LoadedSpec, ApiContext>();
  const prepared = new Map<string, PreparedOperation>();
  for (const page of pages) {
    if (page.operation === undefined) continue;
    const spec =
      (page.spec === undefined ? undefined : bySource.get(page.spec)) ??
      specs.find((s) => s.operations.includes(page.operation!));
    const file = page.file ?? page.spec;
    const notFound = (why: string) =>
      report(
        createDiagnostic(siteCodes, 'SITE_OPERATION_NOT_FOUND', {
          message: `Page "${page.path}" documents ${page.operation!.method} ${page.operation!.path}, but ${why}.`,
          ...(file === undefined ? {} : { file }),
        }),
      );
    if (spec?.document === undefined) {
      notFound(`its OpenAPI document${page.spec === undefined ? '' : ` "${page.spec}"`} is not loaded`);
      continue;
    }
    let ctx = contexts.get(spec);
    if (ctx === undefined) {
      const source = spec.source;
      ctx = { document: spec.document, reportRef: (ref, problem) => reportRef(source, ref, problem) };
      contexts.set(spec, ctx);
    }
    let details: OperationDetails | undefined;
    try {
      details = readOperation(spec, page.operation, ctx);
    } catch (error) {
      // A bug met on this operation costs its page's API section only.
      const reason = errorSummary(error);
      report(
        createDiagnostic(siteCodes, 'SITE_INTERNAL_PAGE_ERROR', {
          message: `Folio failed while reading ${page.operation.method} ${page.operation.path} of "${spec.source}" for page "${page.path}" (${reason}); this is a bug in Folio, not in the file`,
          file: spec.source,
          line: 1,
          column: 1,
        }),
      );
      continue;
    }
    if (details === undefined) {
      notFound(`nothing is at ${page.operation.pointer} in "${spec.source}"`);
      continue;
    }
    prepared.set(page.path, { details, ctx });
  }
  return prepared;
}
