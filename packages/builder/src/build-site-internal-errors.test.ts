import { describe, expect, it, vi } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

// Bugs are simulated by making Folio's own steps throw on a marker in the content: what is under
// test is that such an exception costs one page or document, is reported, and never escapes.
vi.mock('@folio/content/front-matter', async (original) => {
  const actual = await original<typeof import('@folio/content/front-matter')>();
  return {
    ...actual,
    parseFrontMatter: (text: string, file: string) => {
      if (text.includes('FRONT-MATTER-BUG')) throw new TypeError('cannot read properties of undefined');
      return actual.parseFrontMatter(text, file);
    },
  };
});
vi.mock('@folio/content', async (original) => {
  const actual = await original<typeof import('@folio/content')>();
  return {
    ...actual,
    renderPage: async (input: Parameters<typeof actual.renderPage>[0]) => {
      if (input.source.includes('RENDER-BUG')) throw new RangeError('Maximum call stack size exceeded');
      return actual.renderPage(input);
    },
  };
});
vi.mock('@folio/openapi', async (original) => {
  const actual = await original<typeof import('@folio/openapi')>();
  return {
    ...actual,
    loadSpec: async (source: string, ...rest: unknown[]) => {
      if (source === 'crash.json') throw new TypeError('document.paths is not iterable');
      return (actual.loadSpec as (...args: unknown[]) => unknown)(source, ...rest);
    },
  };
});

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: d\n---\n\n${body}\n`;
const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
});

function repository(
  extra: Record<string, string>,
  navigation: Record<string, unknown> = { groups: [{ group: 'G', pages: ['index', 'a', 'b'] }] },
) {
  return createMemoryReader({
    'docs.json': JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation }),
    'index.mdx': page('Home'),
    'a.mdx': page('A'),
    'b.mdx': page('B'),
    ...extra,
  });
}

describe('buildSite when Folio meets an unexpected exception on one item', () => {
  it('reports a page whose front matter could not be read, with its file and position, and builds the rest', async () => {
    const result = await buildSite(repository({ 'a.mdx': page('A', 'FRONT-MATTER-BUG') }), { renderPool: false });
    expect(result.ok).toBe(true);
    const reported = result.diagnostics.filter((d) => d.code === 'BUILD_INTERNAL_PAGE_ERROR');
    expect(reported).toMatchObject([{ file: 'a.mdx', line: 1, column: 1, severity: 'error' }]);
    expect(reported[0]!.message).toBe(
      'Folio failed while reading the front matter of "a.mdx" (TypeError: cannot read properties of undefined); this is a bug in Folio, not in the file',
    );
    expect(result.manifest!.files['/b']).toBeDefined();
  });

  it('publishes a page the renderer throws on as broken, reports it, and builds the rest', async () => {
    const result = await buildSite(repository({ 'b.mdx': page('B', 'RENDER-BUG') }), { renderPool: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'BUILD_INTERNAL_PAGE_ERROR')).toMatchObject([
      { file: 'b.mdx', line: 1 },
    ]);
    const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files['/b']!.blob));
    expect(html).toContain('This page could not be rendered.');
    expect(new TextDecoder().decode(result.blobs.get(result.manifest!.files['/a']!.blob))).toContain('Text.');
  });

  it('reports an OpenAPI document that could not be loaded and documents the others', async () => {
    const result = await buildSite(
      repository(
        { 'openapi.json': spec, 'crash.json': spec.replace('/pets', '/cats') },
        {
          groups: [
            { group: 'G', pages: ['index', 'a', 'b'] },
            { group: 'API', openapi: 'openapi.json' },
            { group: 'Crash', openapi: 'crash.json' },
          ],
        },
      ),
      { renderPool: false },
    );
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'BUILD_INTERNAL_FILE_ERROR')).toMatchObject([
      { file: 'crash.json', line: 1 },
    ]);
    expect(result.manifest!.files['/api-reference/list-pets']).toBeDefined();
  });
});
