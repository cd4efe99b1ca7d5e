import type { Diagnostic, DiagnosticCatalogue } from './diagnostic.ts';
import type { DiagnosticInput } from './define-catalogue.ts';

/**
 * Builds a diagnostic from a catalogue code: severity and hint default to the catalogue's.
 * Undefined location fields are left out so diagnostics compare and serialise cleanly.
 */
export function createDiagnostic<Code extends string>(
  catalogue: DiagnosticCatalogue<Code>,
  code: Code,
  input: DiagnosticInput,
): Diagnostic {
  const definition = catalogue[code];
  const diagnostic: Diagnostic = {
    code,
    severity: input.severity ?? definition.severity,
    message: input.message,
    hint: input.hint ?? definition.fix,
  };
  if (input.suggestion !== undefined) diagnostic.suggestion = input.suggestion;
  if (input.file !== undefined) diagnostic.file = input.file;
  if (input.path !== undefined) diagnostic.path = input.path;
  if (input.line !== undefined) diagnostic.line = input.line;
  if (input.column !== undefined) diagnostic.column = input.column;
  return diagnostic;
}
