import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { builderCodes } from './codes.ts';

/** Where in the file the failing item is, when known. */
export interface InternalErrorPlace {
  line?: number;
  column?: number;
  path?: string;
}

/**
 * The diagnostic for an exception Folio did not expect while handling one of the tenant's files:
 * it names the file and what Folio was doing, says it is Folio's bug to report, and carries the
 * exception's first line for that report (no stack: it would only show Folio's own paths).
 */
export function internalErrorDiagnostic(
  code: 'BUILD_INTERNAL_PAGE_ERROR' | 'BUILD_INTERNAL_FILE_ERROR',
  file: string,
  doing: string,
  error: unknown,
  place: InternalErrorPlace = {},
): Diagnostic {
  const reason = (error instanceof Error ? `${error.name}: ${error.message}` : String(error))
    .split('\n')[0]
    ?.slice(0, 300);
  return createDiagnostic(builderCodes, code, {
    message: `Folio failed while ${doing} "${file}" (${reason}); this is a bug in Folio, not in the file`,
    file,
    line: place.line ?? 1,
    column: place.column ?? 1,
    ...(place.path === undefined ? {} : { path: place.path }),
  });
}
