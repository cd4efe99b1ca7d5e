import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '@folio/docs-config';
import { collectSpecSources, normaliseSpecSource } from './collect-spec-sources.ts';

const config = (navigation: unknown, api?: unknown): DocsConfig =>
  ({
    name: 'x',
    theme: 'mint',
    colors: { primary: '#000' },
    navigation,
    ...(api ? { api } : {}),
    raw: {},
  }) as DocsConfig;

describe('collectSpecSources', () => {
  it('finds every form of openapi on applied elements and api.openapi, normalised', () => {
    const sources = collectSpecSources(
      config(
        {
          tabs: [
            {
              tab: 'A',
              openapi: '/a.yaml',
              groups: [
                {
                  group: 'g',
                  openapi: ['./b.json', 'https://x.test/c.json'],
                  pages: [{ group: 'n', openapi: { source: 'd.yaml', directory: 'api' }, pages: [] }],
                },
              ],
            },
            { tab: 'M', menu: [{ item: 'i', groups: [{ group: 'm', openapi: 'e.yaml' }] }] },
          ],
        },
        { openapi: 'default.yaml' },
      ),
    );
    expect(sources.sort()).toEqual(['a.yaml', 'b.json', 'd.yaml', 'default.yaml', 'e.yaml', 'https://x.test/c.json']);
  });

  it('skips collections ignored by the one-child-type rule (SPEC root rule 1, rule 3)', () => {
    const sources = collectSpecSources(
      config({
        tabs: [{ tab: 'A', groups: [{ group: 'g', pages: [] }] }],
        dropdowns: [{ dropdown: 'D', openapi: 'https://unused.test/x.json' }],
      }),
    );
    expect(sources).toEqual([]);
  });

  it('normalises leading slashes and ./ but keeps URLs', () => {
    expect(normaliseSpecSource('/api/openapi.yaml')).toBe('api/openapi.yaml');
    expect(normaliseSpecSource('./openapi.yaml')).toBe('openapi.yaml');
    expect(normaliseSpecSource('https://x.test/a.json')).toBe('https://x.test/a.json');
  });
});
