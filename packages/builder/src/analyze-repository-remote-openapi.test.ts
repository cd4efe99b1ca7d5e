import { describe, expect, it } from 'vitest';
import { analyzeRepository } from './analyze-repository.ts';
import { createMemoryReader } from './repo-reader.ts';

const SOURCE = 'https://specs.example.com/openapi.json';

/** A site whose second group generates its pages from a remote OpenAPI document (unkey's shape). */
function remoteSite() {
  const config = {
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index'] },
        { group: 'Endpoints', openapi: { source: SOURCE, directory: 'api-reference' } },
      ],
    },
  };
  return createMemoryReader({
    'docs.json': JSON.stringify(config, null, 2),
    'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
  });
}

describe('analyzeRepository with a remote OpenAPI document that cannot be downloaded', () => {
  it('reports it once, where docs.json names it, and keeps the rest of the navigation', async () => {
    const analysis = await analyzeRepository(remoteSite(), {
      fetchUrl: async (url) => Promise.reject(new Error(`offline: ${url}`)),
    });
    expect(analysis.diagnostics.map((d) => [d.code, d.file, d.line, d.path])).toEqual([
      ['NAV_OPENAPI_INVALID', 'docs.json', 17, 'navigation.groups[1].openapi'],
    ]);
    expect(analysis.diagnostics[0]!.message).toContain(`cannot download "${SOURCE}": offline`);
    expect(analysis.pages.map((p) => p.path)).toEqual(['index']);
  });

  it('still reports a downloaded document that is invalid in its own file', async () => {
    const analysis = await analyzeRepository(remoteSite(), { fetchUrl: async () => '{"openapi":"3.0.3","paths":{}}' });
    expect(analysis.diagnostics.map((d) => [d.code, d.file])).toContainEqual(['OPENAPI_INVALID', SOURCE]);
  });
});
