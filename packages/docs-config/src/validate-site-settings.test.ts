import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

async function load(settings: string) {
  const text = `{ "name": "A", "theme": "mint", "colors": { "primary": "#000000" }, "navigation": { "pages": ["index"] }, ${settings} }`;
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
}

const problems = (diagnostics: { code: string; path?: string; severity: string }[]) =>
  diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.path} ${d.code}`);

describe('seo', () => {
  it('reads meta tags, folder tags, the organization and indexing', async () => {
    const loaded = await load(`"seo": {
      "metatags": { "og:site_name": "Acme", "og:image:width": 1200 },
      "paths": [{ "path": "/guides/v2/", "metatags": { "robots": "noindex" } }],
      "organization": { "name": "Acme", "url": "https://acme.com", "sameAs": ["https://github.com/acme"] },
      "indexing": "all"
    }`);
    expect(problems(loaded.diagnostics)).toEqual([]);
    expect(loaded.config?.seo).toEqual({
      metatags: { 'og:site_name': 'Acme', 'og:image:width': '1200' },
      paths: [{ path: 'guides/v2', metatags: { robots: 'noindex' } }],
      organization: { name: 'Acme', url: 'https://acme.com', sameAs: ['https://github.com/acme'] },
      indexing: 'all',
    });
  });

  it('reports each bad value at its JSON path and keeps the rest', async () => {
    const loaded = await load(`"seo": {
      "metatags": { "og:title": "T", "bad name\\"": "x", "robots": ["noindex"] },
      "indexing": "some",
      "organization": { "url": "javascript:alert(1)", "sameAs": ["https://x.com/a", 3] },
      "trailingSlashes": true
    }`);
    expect(problems(loaded.diagnostics)).toEqual([
      'seo.metatags["bad name\\""] CONFIG_INVALID_VALUE',
      'seo.metatags.robots CONFIG_WRONG_TYPE',
      'seo.indexing CONFIG_INVALID_VALUE',
      'seo.organization.url CONFIG_URL_REFUSED',
      'seo.organization.sameAs[1] CONFIG_URL_REFUSED',
      'seo.trailingSlashes CONFIG_UNKNOWN_KEY',
    ]);
    expect(loaded.diagnostics.find((d) => d.path === 'seo.indexing')).toMatchObject({
      line: 3,
      message: '`seo.indexing` "some" is not one of "navigable", "all"',
    });
    expect(loaded.config?.seo).toEqual({
      metatags: { 'og:title': 'T' },
      organization: { sameAs: ['https://x.com/a'] },
    });
  });

  it('reads trailingSlash as a boolean, and reports anything else at its path', async () => {
    const on = await load(`"seo": { "trailingSlash": true }`);
    expect(on.diagnostics.filter((d) => d.path?.startsWith('seo'))).toEqual([]);
    expect(on.config?.seo).toEqual({ trailingSlash: true });
    const bad = await load(`"seo": { "trailingSlash": "yes" }`);
    expect(problems(bad.diagnostics)).toEqual(['seo.trailingSlash CONFIG_WRONG_TYPE']);
    expect(bad.config?.seo).toEqual({});
  });
});

describe('errors, search, metadata, thumbnails', () => {
  it('reads each setting', async () => {
    const loaded =
      await load(`"errors": { "404": { "redirect": false, "title": "Lost?", "description": "Go [home](/)." } },
      "search": { "prompt": "Search Acme" }, "metadata": { "timestamp": true }, "thumbnails": { "background": "/og.png" }`);
    expect(problems(loaded.diagnostics)).toEqual([]);
    expect(loaded.config).toMatchObject({
      errors: { '404': { redirect: false, title: 'Lost?', description: 'Go [home](/).' } },
      search: { prompt: 'Search Acme' },
      metadata: { timestamp: true },
      thumbnails: { background: '/og.png' },
    });
  });

  it('reports wrong types and refused URLs with their paths', async () => {
    const loaded = await load(`"errors": { "404": { "redirect": "no" } }, "search": { "prompt": 3 },
      "metadata": { "timestamp": "yes" }, "thumbnails": { "background": "data:image/png;base64,AA" }`);
    expect(problems(loaded.diagnostics)).toEqual([
      'errors["404"].redirect CONFIG_WRONG_TYPE',
      'search.prompt CONFIG_WRONG_TYPE',
      'metadata.timestamp CONFIG_WRONG_TYPE',
      'thumbnails.background CONFIG_URL_REFUSED',
    ]);
  });

  it("checks the theme name against the format's themes", async () => {
    const loaded = await loadDocsConfig({
      readFile: createMemoryReader({
        'docs.json':
          '{ "name": "A", "theme": "venus", "colors": { "primary": "#000" }, "navigation": { "pages": ["index"] } }',
      }),
    });
    expect(problems(loaded.diagnostics)).toEqual(['theme CONFIG_UNSUPPORTED_VALUE']);
  });
});

describe('variables', () => {
  it('keeps string values under names {{…}} can refer to', async () => {
    const loaded = await load(`"variables": { "version": "2.4", "api.host": "api.acme.com", "bad name": "x", "n": 3 }`);
    expect(problems(loaded.diagnostics)).toEqual([
      'variables["bad name"] CONFIG_INVALID_VALUE',
      'variables.n CONFIG_WRONG_TYPE',
    ]);
    expect(loaded.config?.variables).toEqual({ version: '2.4', 'api.host': 'api.acme.com' });
  });
});

describe('public', () => {
  it("true is the default; false is a warning pointing at the site's reader access setting", async () => {
    const open = await load('"public": true');
    expect(open.diagnostics.filter((d) => d.path === 'public')).toEqual([]);
    const closed = await load('"public": false');
    expect(closed.diagnostics.filter((d) => d.path === 'public')).toEqual([
      expect.objectContaining({
        code: 'CONFIG_PUBLIC_UNSUPPORTED',
        severity: 'warning',
        message:
          "`public` is false, but docs.json does not make a site private: the site's reader access setting does, and until it is set the site is readable by anyone who has its address",
      }),
    ]);
    expect(closed.config).toBeDefined();
    expect(problems((await load('"public": "no"')).diagnostics)).toEqual(['public CONFIG_WRONG_TYPE']);
  });
});
