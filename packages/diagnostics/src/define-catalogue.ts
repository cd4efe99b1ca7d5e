import type { DiagnosticCatalogue, DiagnosticDefinition, Severity } from './diagnostic.ts';

type EntryInput = Omit<DiagnosticDefinition, 'code'>;

/**
 * Declares a package's diagnostic codes once, so each code's severity, symptom, cause and fix live
 * in one place and `docs/diagnostics.md` can be checked against them.
 */
export function defineCatalogue<Code extends string>(entries: Record<Code, EntryInput>): DiagnosticCatalogue<Code> {
  const catalogue = {} as Record<Code, DiagnosticDefinition>;
  for (const code of Object.keys(entries) as Code[]) {
    catalogue[code] = Object.freeze({ code, ...entries[code] });
  }
  return Object.freeze(catalogue);
}

/** Fields of a diagnostic that a call site supplies; the rest comes from the catalogue. */
export interface DiagnosticInput {
  message: string;
  hint?: string;
  /** See `Diagnostic.suggestion`. */
  suggestion?: string;
  file?: string;
  path?: string;
  line?: number;
  column?: number;
  /** Overrides the catalogue's severity (e.g. a warning raised to an error). */
  severity?: Severity;
}
