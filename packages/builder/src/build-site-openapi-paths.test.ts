import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

const pathItem = (summary: string) => ({ get: { summary, responses: { '200': { description: 'ok' } } } });

/** A site whose navigation lists one operation per path, each documented by an OpenAPI path as written. */
function site(paths: string[], extra: Record<string, unknown> = {}) {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: Object.fromEntries(paths.map((path, i) => [path, pathItem(`Operation ${i}`)])),
    ...extra,
  };
  const config = {
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    api: { openapi: 'openapi.json' },
    navigation: { groups: [{ group: 'G', pages: ['index', ...paths.map((path) => `GET ${path}`)] }] },
  };
  return createMemoryReader({
    'docs.json': JSON.stringify(config),
    'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
    'openapi.json': JSON.stringify(spec),
  });
}

const html = (result: Awaited<ReturnType<typeof buildSite>>, url: string) =>
  new TextDecoder().decode(result.blobs.get(result.manifest!.files[url]!.blob));

describe('buildSite with OpenAPI paths that hold percent signs', () => {
  it('documents `/discount/50%` instead of throwing URIError', async () => {
    const result = await buildSite(site(['/discount/50%']), { renderPool: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(html(result, '/api-reference/operation-0')).toContain('/discount/50%');
  });

  it('finds the operation of `/files/a%20b` as written, never the one of `/files/a b`', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/files/a%20b': {
          get: { summary: 'Encoded', description: 'The encoded one.', responses: { '200': { description: 'ok' } } },
        },
        '/files/a b': {
          get: { summary: 'Spaced', description: 'The spaced one.', responses: { '200': { description: 'ok' } } },
        },
      },
    };
    const config = {
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      api: { openapi: 'openapi.json' },
      navigation: { groups: [{ group: 'G', pages: ['index', 'GET /files/a%20b'] }] },
    };
    const result = await buildSite(
      createMemoryReader({
        'docs.json': JSON.stringify(config),
        'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
        'openapi.json': JSON.stringify(spec),
      }),
      { renderPool: false },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = html(result, '/api-reference/encoded');
    expect(page).toContain('The encoded one.');
    expect(page).not.toContain('The spaced one.');
  });
});

describe('buildSite with OpenAPI paths that hold percent signs and no summary', () => {
  it('publishes each generated page at a URL its own links reach', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/discount/50%': { get: { responses: { '200': { description: 'ok' } } } },
        '/files/a%20b': { get: { responses: { '200': { description: 'ok' } } } },
      },
    };
    const config = {
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: {
        groups: [
          { group: 'G', pages: ['index'] },
          { group: 'API', openapi: 'openapi.json' },
        ],
      },
    };
    const result = await buildSite(
      createMemoryReader({
        'docs.json': JSON.stringify(config),
        'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
        'openapi.json': JSON.stringify(spec),
      }),
      { renderPool: false },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const home = html(result, '/');
    for (const url of ['/api-reference/get-discount50', '/api-reference/get-filesa20b']) {
      expect(home).toContain(`href="${url}"`);
      expect(html(result, url)).toContain('<h1');
    }
  });
});

describe('buildSite with OpenAPI path items given as a $ref', () => {
  it('documents the operation the navigation matched, with no false SITE_OPERATION_NOT_FOUND', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { $ref: '#/components/pathItems/A' } },
      components: {
        pathItems: {
          A: {
            get: {
              summary: 'From a ref',
              description: 'Read through the reference.',
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      },
    };
    const config = {
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      api: { openapi: 'openapi.json' },
      navigation: { groups: [{ group: 'G', pages: ['index', 'GET /a'] }] },
    };
    const result = await buildSite(
      createMemoryReader({
        'docs.json': JSON.stringify(config),
        'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
        'openapi.json': JSON.stringify(spec),
      }),
      { renderPool: false },
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(html(result, '/api-reference/from-a-ref')).toContain('Read through the reference.');
  });
});

describe('buildSite with a fetched OpenAPI document', () => {
  it('keeps a relative server URL that cannot be resolved as written instead of throwing', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      servers: [{ url: '//[broken' }],
      paths: { '/a': pathItem('Served') },
    };
    const source = 'https://api.example.com/openapi.json';
    const config = {
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      api: { openapi: source },
      navigation: { groups: [{ group: 'G', pages: ['index', 'GET /a'] }] },
    };
    const result = await buildSite(
      createMemoryReader({
        'docs.json': JSON.stringify(config),
        'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
      }),
      {
        renderPool: false,
        fetchUrl: async (url) => (url === source ? JSON.stringify(spec) : Promise.reject(new Error(`offline: ${url}`))),
      },
    );
    expect(result.ok).toBe(true);
    expect(html(result, '/api-reference/served')).toContain('//[broken');
  });
});

describe('buildSite with an `openapi` setting that names no file', () => {
  it('reports the setting on docs.json, never a diagnostic without a file', async () => {
    for (const source of ['/', './', 'ftp://example.com/openapi.json']) {
      const config = {
        name: 'T',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: {
          groups: [
            { group: 'G', pages: ['index'] },
            { group: 'API', openapi: source },
          ],
        },
      };
      const result = await buildSite(
        createMemoryReader({
          'docs.json': JSON.stringify(config),
          'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
        }),
        { renderPool: false },
      );
      expect(
        result.diagnostics.map((d) => [d.code, d.file]),
        source,
      ).toEqual([
        ['OPENAPI_SOURCE_INVALID', 'docs.json'],
        ['NAV_OPENAPI_INVALID', 'docs.json'],
      ]);
    }
  });
});

describe('buildSite with an OpenAPI document nested thousands of levels deep', () => {
  it('reports the document and publishes the rest of the site', async () => {
    const depth = 3000;
    const schema = `${'{"type":"object","properties":{"a":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}`;
    const spec = `{"openapi":"3.0.3","info":{"title":"T","version":"1"},"paths":{"/a":{"post":{"summary":"A","requestBody":{"content":{"application/json":{"schema":${schema}}}},"responses":{"200":{"description":"ok"}}}}}}`;
    const config = {
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      api: { openapi: 'openapi.json' },
      navigation: { groups: [{ group: 'G', pages: ['index'] }] },
    };
    const result = await buildSite(
      createMemoryReader({
        'docs.json': JSON.stringify(config),
        'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\nHello.\n',
        'openapi.json': spec,
      }),
      { renderPool: false },
    );
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['NAV_OPENAPI_INVALID', 'docs.json'],
      ['OPENAPI_TOO_DEEP', 'openapi.json'],
    ]);
    expect(html(result, '/')).toContain('Hello.');
  });
});
