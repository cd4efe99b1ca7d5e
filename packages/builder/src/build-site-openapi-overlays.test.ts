import { describe, expect, it } from 'vitest';
import { BuildCache } from './build-cache.ts';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } },
    '/admin/reset': {
      post: { summary: 'Reset everything', 'x-internal': true, responses: { '204': { description: 'done' } } },
    },
  },
};
const overlay = (description: string) => `overlay: 1.0.0
info: { title: Public, version: 1.0.0 }
actions:
  - target: "$.paths['/pets'].get"
    update: { description: "${description}" }
  - target: $.paths.*[?@.x-internal == true]
    remove: true
`;
const files = (overlayText: string, overlays: unknown = ['overlays/public.yaml']) => ({
  'docs.json': JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    api: { openapi: { source: 'openapi.json', overlays } },
    navigation: {
      groups: [
        { group: 'Home', pages: ['index'] },
        { group: 'API', openapi: 'openapi.json' },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
  'openapi.json': JSON.stringify(spec),
  'overlays/public.yaml': overlayText,
});
const html = (result: Awaited<ReturnType<typeof buildSite>>, url: string) => {
  const entry = result.manifest?.files[url];
  return entry === undefined ? undefined : new TextDecoder().decode(result.blobs.get(entry.blob));
};

describe('buildSite with api.openapi overlays', () => {
  it('builds the API pages from the document as its overlays leave it, wherever navigation names it', async () => {
    const result = await buildSite(createMemoryReader(files(overlay('Every pet in the store.'))), {
      renderPool: false,
    });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(html(result, '/api-reference/list-pets')).toContain('Every pet in the store.');
    expect(html(result, '/api-reference/reset-everything')).toBeUndefined();
  });

  it('reads an overlay again when only the overlay changed', async () => {
    const cache = new BuildCache();
    const first = await buildSite(createMemoryReader(files(overlay('First words.'))), { renderPool: false, cache });
    const second = await buildSite(createMemoryReader(files(overlay('Second words.'))), { renderPool: false, cache });
    expect(html(first, '/api-reference/list-pets')).toContain('First words.');
    expect(html(second, '/api-reference/list-pets')).toContain('Second words.');
  });

  it('reports a missing overlay or a bad action at its place and still publishes the pages', async () => {
    const broken = files(
      'overlay: 1.0.0\ninfo: { title: x, version: "1" }\nactions:\n  - target: $.paths[/pets]\n    remove: true\n',
      ['overlays/public.yaml', 'overlays/missing.yaml'],
    );
    const result = await buildSite(createMemoryReader(broken), { renderPool: false });
    expect(
      result.diagnostics
        .filter((d) => d.severity !== 'info')
        .map((d) => `${d.file}:${d.line ?? ''} ${d.path ?? ''} ${d.code}`),
    ).toEqual([
      'overlays/missing.yaml:  OPENAPI_OVERLAY_NOT_FOUND',
      'overlays/public.yaml:4 actions[0].target OPENAPI_OVERLAY_INVALID',
    ]);
    expect(html(result, '/api-reference/list-pets')).toContain('List pets');
    expect(html(result, '/api-reference/reset-everything')).toContain('Reset everything');
  });
});
