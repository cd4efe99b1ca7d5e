import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeRepository, createDirectoryReader } from '@folio/builder';
import { SHARED_FIXTURES } from './shared-fixtures.ts';

// COMPAT.md "Reference output for the public fixtures": Folio's navigation must list the same pages
// in the same order as the reference implementation, except where SPEC.md is deliberately
// stricter. Each fixture names its allowed differences and every diagnostic Folio prints for it,
// with the reason it is a real problem of that repository.
const FIXTURES = SHARED_FIXTURES;

interface Expectation {
  /** Diagnostics Folio reports, as `CODE path`, each with why it is a real problem. */
  diagnostics: Array<{ code: string; path: string; why: string }>;
  pages: number;
}

const EXPECTATIONS: Record<string, Expectation> = {
  CleoNHSPS__docs: {
    pages: 18,
    diagnostics: [
      {
        code: 'CONFIG_NAV_MULTIPLE_PRIMARY',
        path: 'navigation.dropdowns',
        why: 'navigation root has both `tabs` and `dropdowns` (SPEC root rule 1: exactly one pattern); like the reference, `tabs` is kept and the dropdowns (and their remote OpenAPI URL) are ignored',
      },
    ],
  },
  coinbase__x402: {
    pages: 21,
    diagnostics: [{ code: 'CONFIG_UNKNOWN_KEY', path: 'feedback', why: '`feedback` is not a docs.json setting SPEC.md or COMPAT.md knows; a warning, never an error' }],
  },
  hoppscotch__docs: { pages: 105, diagnostics: [] },
  mintlify__starter: { pages: 14, diagnostics: [] },
  ollama__ollama: {
    pages: 73,
    diagnostics: ['1', '2', '3'].map((i) => ({
      code: 'CONFIG_TOP_LEVEL_EXPANDED',
      path: `navigation.tabs[1].groups[${i}].expanded`,
      why: 'SPEC Group behaviour 3: `expanded` applies only to nested groups; these are top-level groups, always expanded',
    })),
  },
};

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline test: ${url} is not fetched`);
};

describe('real-world repositories build unchanged (COMPAT.md)', () => {
  for (const [name, expected] of Object.entries(EXPECTATIONS)) {
    it(`${name}: same navigation as the reference, and only real problems reported`, async () => {
      const reference = JSON.parse(await readFile(join(FIXTURES, 'real-world-reference', `${name}.json`), 'utf8')) as { navigation: unknown };
      const analysis = await analyzeRepository(createDirectoryReader(join(FIXTURES, 'real-world', name)), { fetchUrl: offline });

      expect(analysis.navigation).toEqual(reference.navigation);
      expect(analysis.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(expected.diagnostics.map((d) => `${d.code} ${d.path}`));
      expect(analysis.diagnostics.every((d) => d.file !== undefined && d.line !== undefined)).toBe(true);
      expect(analysis.pages).toHaveLength(expected.pages);
    });
  }

  it('lists every navigation page of each fixture in the reference order in `pages`', async () => {
    for (const name of Object.keys(EXPECTATIONS)) {
      const reference = JSON.parse(await readFile(join(FIXTURES, 'real-world-reference', `${name}.json`), 'utf8')) as { navigation: unknown };
      const analysis = await analyzeRepository(createDirectoryReader(join(FIXTURES, 'real-world', name)), { fetchUrl: offline });
      const inNavigation = analysis.pages.filter((p) => !p.hidden).map((p) => p.path);
      expect(inNavigation, name).toEqual(uniquePagePaths(reference.navigation));
    }
  });
});

/** Page paths of a navigation tree in document order, each once. */
function uniquePagePaths(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => uniquePagePaths(child, out));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const entry of value) {
          if (typeof entry === 'string') {
            if (!out.includes(entry)) out.push(entry);
          } else uniquePagePaths(entry, out);
        }
      } else if (key !== 'global' && typeof value === 'object') uniquePagePaths(value, out);
    }
  }
  return out;
}
