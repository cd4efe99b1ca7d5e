import { createDiagnostic, type Diagnostic, type Severity } from '@folio/diagnostics';
import { linkCodes, type ExternalLink } from '@folio/builder';
import { withoutFragment } from './check-external-links.ts';
import type { ExternalVerdict } from './external-verdict.ts';

/** A `LINK_EXTERNAL_BROKEN` diagnostic at each place a broken URL is written. */
export function externalLinkDiagnostics(
  links: readonly ExternalLink[],
  verdicts: ReadonlyMap<string, ExternalVerdict>,
  severity: Severity,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const verdict = verdicts.get(withoutFragment(link.url));
    if (verdict?.outcome !== 'broken') continue;
    const answer =
      verdict.status === undefined
        ? `could not be reached (${verdict.reason ?? 'no answer'})`
        : `answers ${verdict.reason}`;
    diagnostics.push(
      createDiagnostic(linkCodes, 'LINK_EXTERNAL_BROKEN', {
        message: `link ${JSON.stringify(link.url)} ${answer}`,
        severity,
        file: link.file,
        ...(link.path === undefined ? {} : { path: link.path }),
        ...(link.line === undefined ? {} : { line: link.line }),
        ...(link.column === undefined ? {} : { column: link.column }),
      }),
    );
  }
  return diagnostics;
}

/** How many URLs had each answer, for the summary: `{ "200": 120, "404": 2, "no answer": 1, … }`. */
export function countByStatus(verdicts: ReadonlyMap<string, ExternalVerdict>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const verdict of verdicts.values()) {
    const key =
      verdict.outcome === 'skipped'
        ? 'skipped (non-public address)'
        : verdict.status !== undefined
          ? String(verdict.status)
          : 'no answer';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** The lines `folio check --external` prints after the problems: every URL by the answer it gave. */
export function formatExternalSummary(verdicts: ReadonlyMap<string, ExternalVerdict>, fromCache: number): string {
  const lines = [
    `External links: ${verdicts.size} URLs checked${fromCache === 0 ? '' : ` (${fromCache} from the cache)`}`,
  ];
  const labels: Record<string, string> = {
    '401': '401 (not verified)',
    '403': '403 (not verified)',
    '429': '429 (not verified)',
  };
  for (const [status, count] of Object.entries(countByStatus(verdicts)))
    lines.push(`  ${(labels[status] ?? status).padEnd(30)} ${count}`);
  return lines.join('\n');
}
