import { createDiagnostic, formatJsonPath } from '@folio/diagnostics';
import type { Diagnostic, PathSegment } from '@folio/diagnostics';
import { docsConfigCodes } from './codes.ts';
import type { DocsConfigCode } from './codes.ts';
import type { LocateValue } from './model/source.ts';
import type { OpenApiOverlays } from './model/api-settings.ts';

/** What every validator shares: where values are, and the diagnostics found so far. */
export interface ValidationContext {
  diagnostics: Diagnostic[];
  /**
   * Records a problem at a JSON path. The position is that of the value, or of its nearest
   * enclosing value when the path does not exist (a missing required key points at its object).
   */
  report(code: DocsConfigCode, path: readonly PathSegment[], message: string, hint?: string): void;
  /** OpenAPI Overlays found in `openapi` objects, in document order (see `DocsConfig.openapiOverlays`). */
  openapiOverlays: OpenApiOverlays[];
}

/** Creates the context of one validation run. `file` is used when a path cannot be located at all. */
export function createValidationContext(locate: LocateValue, file: string): ValidationContext {
  const diagnostics: Diagnostic[] = [];
  return {
    diagnostics,
    openapiOverlays: [],
    report(code, path, message, hint) {
      let position: ReturnType<LocateValue>;
      for (let length = path.length; length >= 0 && position === undefined; length--)
        position = locate(path.slice(0, length));
      diagnostics.push(
        createDiagnostic(docsConfigCodes, code, {
          message,
          file: position?.file ?? file,
          path: formatJsonPath(path),
          line: position?.line,
          column: position?.column,
          hint,
        }),
      );
    },
  };
}
