import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

async function load(redirects: unknown) {
  const docsJson = {
    name: 'A',
    theme: 'mint',
    colors: { primary: '#000' },
    navigation: { pages: ['index'] },
    redirects,
  };
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': JSON.stringify(docsJson) }) });
}

// The one place redirects are checked: the site writes stubs and the edge answers from this list as is.
describe('`redirects` sources', () => {
  it('keeps paths and patterns, and drops a source that is not a path, at its JSON path', async () => {
    const loaded = await load([
      { source: '/old', destination: '/new' },
      { source: 'no-slash', destination: '/x' },
      { source: '/blog/:slug*', destination: 'https://blog.example.com/:slug*', permanent: true },
    ]);
    expect(loaded.diagnostics.map((d) => [d.code, d.severity, d.path, d.message, d.hint])).toEqual([
      [
        'CONFIG_REDIRECT_INVALID',
        'warning',
        'redirects[1].source',
        'redirect `source` "no-slash" is not a path starting with "/"; the redirect is ignored',
        'Write the source as a path such as "/old/page".',
      ],
    ]);
    expect(loaded.config?.redirects).toEqual([
      { source: '/old', destination: '/new' },
      { source: '/blog/:slug*', destination: 'https://blog.example.com/:slug*', permanent: true },
    ]);
  });
});
