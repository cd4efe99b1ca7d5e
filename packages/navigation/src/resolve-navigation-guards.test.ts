import { describe, expect, it, vi } from 'vitest';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, operation, pages, spec } from './test-input.ts';

// A bug is simulated by making Folio's own step throw on one entry and one generated API section:
// what is under test is that such an exception costs that element only and is reported at its place.
vi.mock('./resolve-page-entry.ts', async (original) => {
  const actual = await original<typeof import('./resolve-page-entry.ts')>();
  return {
    ...actual,
    resolvePageEntry: (...args: Parameters<typeof actual.resolvePageEntry>) => {
      if (args[0] === 'entry-bug') throw new TypeError("cannot read properties of undefined (reading 'path')");
      return actual.resolvePageEntry(...args);
    },
  };
});
vi.mock('./generate-operation-groups.ts', async (original) => {
  const actual = await original<typeof import('./generate-operation-groups.ts')>();
  return {
    ...actual,
    generateOperationGroups: (...args: Parameters<typeof actual.generateOperationGroups>) => {
      if (args[0].specs.some((s) => s.source === 'crash.yaml'))
        throw new RangeError('Maximum call stack size exceeded');
      return actual.generateOperationGroups(...args);
    },
  };
});

describe('resolveNavigation when Folio meets an unexpected exception on one element', () => {
  it('leaves the element out, reports NAV_INTERNAL_ERROR at its place in docs.json, and resolves the rest', () => {
    const result = resolveNavigation(
      input(
        {
          groups: [
            { group: 'Guides', pages: ['intro', 'entry-bug', 'setup'] },
            { group: 'Crash', openapi: 'crash.yaml' },
            { group: 'API', openapi: 'openapi.yaml' },
          ],
        },
        {
          pages: pages('intro', 'setup'),
          specs: [
            spec('openapi.yaml', [operation('GET', '/pets', { summary: 'List pets' })]),
            spec('crash.yaml', [operation('GET', '/cats', { summary: 'List cats' })]),
          ],
        },
      ),
    );
    const reported = result.diagnostics.filter((d) => d.code === 'NAV_INTERNAL_ERROR');
    expect(reported).toMatchObject([
      {
        file: 'docs.json',
        path: 'navigation.groups[0].pages[1]',
        line: 'navigation.groups[0].pages[1]'.length,
        column: 5,
        severity: 'error',
      },
      { file: 'docs.json', path: 'navigation.groups[1].openapi' },
    ]);
    expect(reported[0]!.message).toBe(
      "Folio failed while resolving this navigation entry (TypeError: cannot read properties of undefined (reading 'path')); this is a bug in Folio, not in docs.json",
    );
    expect(result.pages.map((p) => p.path)).toEqual(['intro', 'setup', 'api-reference/list-pets']);
  });
});
