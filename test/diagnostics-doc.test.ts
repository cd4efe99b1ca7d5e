import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { diagnosticCatalogues, renderDiagnosticsDoc } from '../scripts/render-diagnostics-doc.ts';

describe('docs/diagnostics.md', () => {
  it('lists exactly the codes the packages define (run `npm run docs:diagnostics` to update)', async () => {
    const onDisk = await readFile(new URL('../docs/diagnostics.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderDiagnosticsDoc());
  });

  it('gives every code a symptom, a cause and a fix, and no code is defined twice', () => {
    const seen = new Set<string>();
    for (const { catalogue } of diagnosticCatalogues) {
      for (const entry of Object.values(catalogue)) {
        expect(seen.has(entry.code), `${entry.code} defined twice`).toBe(false);
        seen.add(entry.code);
        expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
        for (const field of ['symptom', 'cause', 'fix'] as const)
          expect(entry[field].length, `${entry.code}.${field}`).toBeGreaterThan(5);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});
