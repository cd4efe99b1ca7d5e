export type { Diagnostic, DiagnosticCatalogue, DiagnosticDefinition, Severity } from './diagnostic.ts';
export { defineCatalogue, type DiagnosticInput } from './define-catalogue.ts';
export { createDiagnostic } from './create-diagnostic.ts';
export { formatDiagnostic } from './format-diagnostic.ts';
export { formatJsonPath, formatJsonPointer, type PathSegment } from './json-path.ts';
export { sortDiagnostics } from './sort-diagnostics.ts';
export { checkUrl, type UrlUse, type UrlVerdict } from './check-url.ts';
export { countNoun } from './count-noun.ts';
export { editDistance } from './edit-distance.ts';
