import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

/** docs.json with one group carrying `"openapi": <value>` at line 4, column 54. */
function withGroupOpenApi(value: string): string {
  return `{
  "name": "Acme", "theme": "mint", "colors": { "primary": "#000" },
  "navigation": { "groups": [
    { "group": "API", "pages": ["intro"], "openapi": ${value} }
  ] }
}`;
}

async function loadGroup(value: string) {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': withGroupOpenApi(value) }) });
}

describe('openapi settings', () => {
  it.each([
    ['a repository path', '"openapi.yaml"', 'openapi.yaml'],
    ['a path from the repo root', '"/specs/v1.json"', '/specs/v1.json'],
    ['an https URL', '"https://api.example.com/openapi.json"', 'https://api.example.com/openapi.json'],
    ['an array of paths', '["v1.yaml", "https://x.example/v2.json"]', ['v1.yaml', 'https://x.example/v2.json']],
    ['{ source }', '{ "source": "openapi.yaml" }', { source: 'openapi.yaml' }],
    [
      '{ source, directory }',
      '{ "source": "openapi.yaml", "directory": "reference" }',
      { source: 'openapi.yaml', directory: 'reference' },
    ],
  ])('accepts %s', async (_, json, expected) => {
    const loaded = await loadGroup(json);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.groups?.[0]?.openapi).toEqual(expected);
  });

  it.each([
    [
      'a number',
      '42',
      'navigation.groups[0].openapi',
      54,
      '`openapi` must be a path or URL string, an array of them, or { "source": …, "directory": … }; found number 42',
    ],
    [
      'a boolean',
      'true',
      'navigation.groups[0].openapi',
      54,
      '`openapi` must be a path or URL string, an array of them, or { "source": …, "directory": … }; found boolean true',
    ],
    [
      'null',
      'null',
      'navigation.groups[0].openapi',
      54,
      '`openapi` must be a path or URL string, an array of them, or { "source": …, "directory": … }; found null',
    ],
    ['an empty string', '""', 'navigation.groups[0].openapi', 54, '`openapi` is an empty string'],
    [
      'an empty array',
      '[]',
      'navigation.groups[0].openapi',
      54,
      '`openapi` is an empty array; it names no OpenAPI document',
    ],
    [
      'an object without source',
      '{ "directory": "api" }',
      'navigation.groups[0].openapi.source',
      54,
      '`openapi` object has no `source`',
    ],
    [
      'an object with a non-string source',
      '{ "source": 1 }',
      'navigation.groups[0].openapi.source',
      66,
      '`openapi.source` must be a non-empty path or URL string, found number 1',
    ],
  ])('reports %s as an error at its JSON path and drops it', async (_, json, path, column, message) => {
    const loaded = await loadGroup(json);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_OPENAPI_INVALID',
        severity: 'error',
        file: 'docs.json',
        path,
        line: 4,
        column,
        message,
      }),
    ]);
    expect(loaded.config?.navigation.groups?.[0]).toEqual({ group: 'API', pages: ['intro'] });
  });

  it('reports each bad entry of an array and keeps the good ones', async () => {
    const loaded = await loadGroup('["v1.yaml", 2, "v2.yaml"]');
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_OPENAPI_INVALID',
        path: 'navigation.groups[0].openapi[1]',
        line: 4,
        column: 66,
        message:
          '`openapi` entries must be non-empty path or URL strings (or { "source", "overlays" }), found number 2',
      }),
    ]);
    expect(loaded.config?.navigation.groups?.[0]?.openapi).toEqual(['v1.yaml', 'v2.yaml']);
  });

  it('keeps the source when only directory is invalid', async () => {
    const loaded = await loadGroup('{ "source": "o.yaml", "directory": 3 }');
    expect(loaded.diagnostics.map((d) => d.path)).toEqual(['navigation.groups[0].openapi.directory']);
    expect(loaded.config?.navigation.groups?.[0]?.openapi).toEqual({ source: 'o.yaml' });
  });

  it('warns about unknown keys of the object form', async () => {
    const loaded = await loadGroup('{ "source": "o.yaml", "directroy": "api" }');
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_UNKNOWN_KEY',
        severity: 'warning',
        path: 'navigation.groups[0].openapi.directroy',
        line: 4,
        column: 89,
        hint: 'Did you mean `directory`? Otherwise remove `directroy`.',
      }),
    ]);
  });

  it('validates openapi on the navigation root and on api.openapi', async () => {
    const text = `{
  "name": "Acme", "theme": "mint", "colors": { "primary": "#000" },
  "api": { "openapi": { "source": 5 } },
  "navigation": { "openapi": ["ok.yaml", {}], "tabs": [{ "tab": "API", "openapi": "tab.yaml", "pages": ["GET /pets"] }] }
}`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.code}`)).toEqual([
      '3:35 api.openapi.source CONFIG_OPENAPI_INVALID',
      '4:42 navigation.openapi[1] CONFIG_OPENAPI_INVALID',
    ]);
    expect(loaded.config?.api).toEqual({});
    expect(loaded.config?.navigation.openapi).toEqual(['ok.yaml']);
    expect(loaded.config?.navigation.tabs?.[0]?.openapi).toBe('tab.yaml');
  });

  it('collects overlays of api.openapi, its array entries and navigation elements, and reports bad ones at their path', async () => {
    const text = `{
  "name": "Acme", "theme": "mint", "colors": { "primary": "#000" },
  "api": { "openapi": [{ "source": "v1.yaml", "overlays": ["overlays/public.yaml"] }, "v2.yaml", { "source": "v3.yaml", "directory": "v3", "overlays": "x.yaml" }] },
  "navigation": { "tabs": [{ "tab": "API", "openapi": { "source": "/tab.yaml", "directory": "ref", "overlays": ["a.yaml", "", "https://acme.test/b.yaml"] } }] }
}`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.code}`)).toEqual([
      '3:134 api.openapi[2].directory CONFIG_OPENAPI_INVALID',
      '3:152 api.openapi[2].overlays CONFIG_OPENAPI_INVALID',
      '4:123 navigation.tabs[0].openapi.overlays[1] CONFIG_OPENAPI_INVALID',
    ]);
    expect(loaded.diagnostics.some((d) => d.code === 'CONFIG_SETTING_IGNORED')).toBe(false);
    expect(loaded.config?.api?.openapi).toEqual(['v1.yaml', 'v2.yaml', 'v3.yaml']);
    expect(loaded.config?.navigation.tabs?.[0]?.openapi).toEqual({ source: '/tab.yaml', directory: 'ref' });
    expect(loaded.config?.openapiOverlays).toEqual([
      { source: 'v1.yaml', overlays: ['overlays/public.yaml'] },
      { source: '/tab.yaml', overlays: ['a.yaml', 'https://acme.test/b.yaml'] },
    ]);
  });
});
