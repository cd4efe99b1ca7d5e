/**
 * The first line of an exception, for a diagnostic that asks the author to report a Folio bug:
 * enough to recognise it, with no stack (which would show only Folio's own paths).
 */
export function errorSummary(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
