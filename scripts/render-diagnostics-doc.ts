import { diagnosticCatalogues as buildCatalogues } from '@folio/builder';
import type { DiagnosticCatalogue } from '@folio/diagnostics';
import { workerCodes } from '@folio/worker';

/** Every catalogue of user-content diagnostics: the build's, plus the hosted worker's. */
export const diagnosticCatalogues: ReadonlyArray<{ packageName: string; catalogue: DiagnosticCatalogue }> = [
  ...buildCatalogues,
  { packageName: '@folio/worker', catalogue: workerCodes },
];

/**
 * Renders docs/diagnostics.md from the packages' catalogues, so the list of codes and their fixes
 * can never drift from the code (test/diagnostics-doc.test.ts compares the two).
 */
export function renderDiagnosticsDoc(): string {
  const lines = [
    '---',
    'title: "Diagnostic codes"',
    'description: "Every problem Folio reports in docs.json, pages and OpenAPI documents, with its cause and fix."',
    '---',
    '',
    'Every problem Folio reports in user content (docs.json, pages, OpenAPI documents) carries one of',
    'these stable codes. `folio check` prints them as',
    '`file:line:column json.path: severity message (CODE)` followed by the hint.',
    '',
    'This file is generated from the code: run `npm run docs:diagnostics` after changing a catalogue.',
    '',
  ];
  for (const { packageName, catalogue } of diagnosticCatalogues) {
    lines.push(`## ${packageName}`, '', '| code | severity | symptom | cause | fix |', '|---|---|---|---|---|');
    for (const entry of Object.values(catalogue).sort((a, b) => a.code.localeCompare(b.code))) {
      const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
      lines.push(
        `| \`${entry.code}\` | ${entry.severity} | ${cell(entry.symptom)} | ${cell(entry.cause)} | ${cell(entry.fix)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
