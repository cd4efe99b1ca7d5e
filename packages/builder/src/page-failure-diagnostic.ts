import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { builderCodes } from './codes.ts';
import { internalErrorDiagnostic } from './internal-error-diagnostic.ts';
import { RenderDeadlineError, RenderThreadError } from './render-pool.ts';

/**
 * Why a page could not be rendered or checked, when its thread or the renderer failed rather than
 * the page's content: past the pool's deadline (`BUILD_PAGE_RENDER_TIMEOUT`), its thread died
 * (`BUILD_PAGE_RENDER_FAILED`, e.g. over the memory limit), or the renderer threw (Folio's bug,
 * `BUILD_INTERNAL_PAGE_ERROR`). The page is published as broken; the build goes on.
 */
export function pageFailureDiagnostic(file: string, error: unknown): Diagnostic {
  if (error instanceof RenderDeadlineError) {
    const message = `rendering the page took longer than ${error.deadlineMs / 1000} s and was stopped (a custom code language's regular expressions backtracking on one of its code blocks?)`;
    return createDiagnostic(builderCodes, 'BUILD_PAGE_RENDER_TIMEOUT', { message, file, line: 1, column: 1 });
  }
  if (error instanceof RenderThreadError)
    return createDiagnostic(builderCodes, 'BUILD_PAGE_RENDER_FAILED', {
      message: `the page could not be rendered: ${error.message.split('\n')[0]}`,
      file,
      line: 1,
      column: 1,
    });
  return internalErrorDiagnostic('BUILD_INTERNAL_PAGE_ERROR', file, 'rendering', error);
}
