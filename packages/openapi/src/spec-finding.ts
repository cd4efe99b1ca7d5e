import { formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import type { ParsedSpecText } from './parse-spec-text.ts';
import type { SpecPlace } from './trace-spec-pointer.ts';

/**
 * One problem found in an OpenAPI document that can be read, before it is known what the problem
 * costs: `scopeFindings` decides from `place` which operations reach it and how severe it is.
 */
export interface SpecFinding {
  diagnostic: Diagnostic;
  /** Where the offending value (for a `$ref`, the object holding it) is written. */
  place?: SpecPlace;
  /**
   * A problem the reference renders anyway and Folio reads around (it is stricter): always a
   * warning, and it never costs an operation its page.
   */
  lenient?: boolean;
}

/** The diagnostic fields of a place: file, JSON path, and line:column when the file can place it. */
export function locationOf(
  files: ReadonlyMap<string, ParsedSpecText>,
  file: string,
  segments: readonly PathSegment[],
): { file: string; path?: string; line?: number; column?: number } {
  const position = files.get(file)?.locate(segments);
  const path = formatJsonPath(segments);
  return {
    file,
    ...(path === '' ? {} : { path }),
    ...(position === undefined ? {} : { line: position.line, column: position.column }),
  };
}
