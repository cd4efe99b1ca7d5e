import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { siteCodes } from './codes.ts';

/**
 * What one step of `renderSite` reported: a diagnostic, or a `$ref` of OpenAPI document `source`
 * that could not be followed. Kept with cached results so that a rebuild reports the same problems
 * as a build from scratch, in the same order.
 */
export type RenderEvent = { diagnostic: Diagnostic } | { source: string; ref: string; problem: 'missing' | 'external' };

/**
 * Sends events to `report` in order. An unresolved `$ref` is reported once per document and ref
 * across the whole site: `seen` holds the ones already reported and is updated.
 */
export function reportEvents(
  events: readonly RenderEvent[],
  seen: Set<string>,
  report: (diagnostic: Diagnostic) => void,
): void {
  for (const event of events) {
    if ('diagnostic' in event) {
      report(event.diagnostic);
      continue;
    }
    const key = `${event.source}\n${event.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    report(
      createDiagnostic(siteCodes, 'SITE_SCHEMA_REF_UNRESOLVED', {
        message: `$ref "${event.ref}" ${event.problem === 'external' ? 'points outside the document' : 'points to nothing'}; the schema is shown as unresolved.`,
        file: event.source,
      }),
    );
  }
}
