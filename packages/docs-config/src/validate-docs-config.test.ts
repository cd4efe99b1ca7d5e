import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import { validateDocsConfig } from './validate-docs-config.ts';

const NAVIGATION = `"navigation": { "pages": ["index"] }`;

async function load(text: string) {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
}

function summary(diagnostics: { line?: number; column?: number; path?: string; code: string }[]): string[] {
  return diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.code}`);
}

describe('top-level settings', () => {
  it('COMPAT: missing name, theme and colors.primary are warnings, with defaults', async () => {
    const loaded = await load(`{ ${NAVIGATION} }`);
    expect(loaded.diagnostics.map((d) => [d.code, d.severity, d.path, d.message])).toEqual([
      ['CONFIG_DEFAULT_USED', 'warning', 'name', '`name` is missing; Folio uses "Documentation"'],
      ['CONFIG_DEFAULT_USED', 'warning', 'theme', '`theme` is missing; Folio uses "mint"'],
      ['CONFIG_DEFAULT_USED', 'warning', 'colors', '`colors.primary` is missing; Folio uses "#16A34A"'],
    ]);
    expect(loaded.diagnostics.every((d) => d.file === 'docs.json' && d.line === 1 && d.column === 1)).toBe(true);
    expect(loaded.config).toMatchObject({ name: 'Documentation', theme: 'mint', colors: { primary: '#16A34A' } });
  });

  it('a colors object without primary warns at colors.primary', async () => {
    const loaded = await load(`{ "name": "A", "theme": "mint", "colors": { "light": "#fff" }, ${NAVIGATION} }`);
    expect(summary(loaded.diagnostics)).toEqual(['1:43 colors.primary CONFIG_DEFAULT_USED']);
    expect(loaded.diagnostics[0]?.message).toBe('`colors.primary` is missing; Folio uses "#16A34A"');
    expect(loaded.config?.colors).toEqual({ primary: '#16A34A', light: '#fff' });
  });

  it('a wrongly typed name is an error, and the default is used', async () => {
    const loaded = await load(`{ "name": ["A"], "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION} }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_WRONG_TYPE',
        severity: 'error',
        path: 'name',
        line: 1,
        column: 11,
        message: '`name` must be a string, found an array',
      }),
    ]);
    expect(loaded.config?.name).toBe('Documentation');
  });

  it('a missing navigation is an error; the config still loads', async () => {
    const loaded = await load(`{ "name": "A", "theme": "mint", "colors": { "primary": "#000" } }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REQUIRED',
        severity: 'error',
        path: 'navigation',
        line: 1,
        column: 1,
        message: 'docs.json has no `navigation`',
      }),
    ]);
    expect(loaded.config?.navigation).toEqual({});
  });

  it('accepts every top-level key COMPAT.md lists without a warning, and keeps them in raw', async () => {
    const text = `{
  "$schema": "https://mintlify.com/docs.json", "theme": "maple", "name": "A", "colors": { "primary": "#000", "light": "#111", "dark": "#222" },
  "logo": { "light": "/l.svg", "dark": "/d.svg", "href": "https://a.example" }, "favicon": "/f.svg",
  "navbar": { "links": [] }, "footer": { "socials": {} }, "redirects": [], "seo": {}, "search": { "prompt": "?" },
  "integrations": {}, "contextual": { "options": ["copy"] }, "appearance": {}, "fonts": {}, "background": {},
  "banner": { "content": "Hi" }, "errors": {}, "metadata": {}, "description": "d",
  "api": { "openapi": "o.yaml", "asyncapi": "a.yaml", "playground": { "proxy": false, "display": "simple" }, "examples": {}, "params": {}, "mdx": {} },
  "styling": { "eyebrows": "breadcrumbs", "codeblocks": "system" }, "interaction": { "drilldown": true },
  ${NAVIGATION}
}`;
    const loaded = await load(text);
    // No warning or error; only the note that AsyncAPI documents are not used (CONFIG_SETTING_IGNORED).
    expect(loaded.diagnostics.map((d) => `${d.severity} ${d.path} ${d.code}`)).toEqual([]);
    expect(loaded.config).toMatchObject({
      theme: 'maple',
      colors: { primary: '#000', light: '#111', dark: '#222' },
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://a.example' },
      favicon: '/f.svg',
      description: 'd',
      api: { openapi: 'o.yaml', playground: { proxy: false, display: 'simple' } },
      styling: { eyebrows: 'breadcrumbs', codeblocks: 'system' },
      interaction: { drilldown: true },
      redirects: [],
    });
    expect(loaded.config?.raw.navbar).toEqual({ links: [] });
    expect(loaded.config?.raw.api).toMatchObject({ asyncapi: 'a.yaml' });
  });

  it('warns about unknown top-level keys, suggesting the key probably meant', async () => {
    const loaded = await load(`{ "name": "A", "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION},
  "navigaton": {},
  "feedbak": { "thumbs": true }
}`);
    expect(summary(loaded.diagnostics)).toEqual([
      '2:16 navigaton CONFIG_UNKNOWN_KEY',
      '3:14 feedbak CONFIG_UNKNOWN_KEY',
    ]);
    expect(loaded.diagnostics.map((d) => [d.severity, d.message, d.hint])).toEqual([
      [
        'warning',
        'unknown key `navigaton` on docs.json; it is ignored',
        'Did you mean `navigation`? Otherwise remove `navigaton`.',
      ],
      [
        'warning',
        'unknown key `feedbak` on docs.json; it is ignored',
        'Did you mean `feedback`? Otherwise remove `feedbak`.',
      ],
    ]);
  });

  it('validates styling, interaction and api.playground, dropping invalid values and warning on unknown ones', async () => {
    const text = `{ "name": "A", "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION},
  "styling": { "eyebrows": "fancy" },
  "interaction": { "drilldown": "yes" },
  "api": { "playground": { "proxy": "true", "display": "full" } }
}`;
    const loaded = await load(text);
    expect(summary(loaded.diagnostics)).toEqual([
      '2:28 styling.eyebrows CONFIG_UNSUPPORTED_VALUE',
      '3:33 interaction.drilldown CONFIG_WRONG_TYPE',
      '4:37 api.playground.proxy CONFIG_WRONG_TYPE',
      '4:56 api.playground.display CONFIG_UNSUPPORTED_VALUE',
    ]);
    expect(loaded.diagnostics.map((d) => d.severity)).toEqual(['warning', 'error', 'error', 'warning']);
    expect(loaded.diagnostics[3]?.message).toBe(
      '`api.playground.display` "full" is not one of "interactive", "simple", "none", "auth"; the interactive playground is shown',
    );
    expect(loaded.config?.styling).toEqual({ eyebrows: 'fancy' });
    expect(loaded.config?.interaction).toEqual({});
    expect(loaded.config?.api).toEqual({ playground: {} });
  });

  it('reads api.mdx.auth for the playground of api: pages, and reports a bad one at its path', async () => {
    const good = await load(`{ "name": "A", "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION},
  "api": { "mdx": { "server": "https://api.acme.test", "auth": { "method": "key", "name": "X-Acme-Key" } } }
}`);
    expect(summary(good.diagnostics)).toEqual([]);
    expect(good.config?.api?.mdx).toEqual({
      server: ['https://api.acme.test'],
      auth: { method: 'key', name: 'X-Acme-Key' },
    });
    const bad = await load(`{ "name": "A", "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION},
  "api": { "mdx": { "auth": { "method": "oauth", "name": 3 } } }
}`);
    expect(summary(bad.diagnostics)).toEqual([
      '2:41 api.mdx.auth.method CONFIG_INVALID_VALUE',
      '2:58 api.mdx.auth.name CONFIG_WRONG_TYPE',
    ]);
    expect(bad.config?.api?.mdx).toEqual({});
    const none = await load(`{ "name": "A", "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION},
  "api": { "mdx": { "auth": {} } }
}`);
    expect(summary(none.diagnostics)).toEqual(['2:29 api.mdx.auth CONFIG_REQUIRED']);
  });

  it('validates redirects and leaves out broken entries', async () => {
    const text = `{ "name": "A", "theme": "mint", "colors": { "primary": "#000" }, ${NAVIGATION},
  "redirects": [
    { "source": "/old", "destination": "/new", "permanent": false },
    { "source": "/missing-destination" },
    "nope"
  ]
}`;
    const loaded = await load(text);
    expect(summary(loaded.diagnostics)).toEqual([
      '4:5 redirects[1].destination CONFIG_REQUIRED',
      '5:5 redirects[2] CONFIG_WRONG_TYPE',
    ]);
    expect(loaded.config?.redirects).toEqual([{ source: '/old', destination: '/new', permanent: false }]);
  });

  it('validateDocsConfig works on a plain value with any locate function', () => {
    const { config, diagnostics } = validateDocsConfig(
      { name: 'A', theme: 'mint', colors: { primary: '#000' }, navigation: { groups: [{ group: 'G' }] } },
      (path) => ({ file: 'docs.json', line: path.length, column: 1 }),
      'docs.json',
    );
    expect(config?.navigation.groups).toEqual([null]);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_GROUP_PAGES_MISSING',
        path: 'navigation.groups[0].pages',
        line: 4,
        column: 1,
      }),
    ]);
  });

  it('names where a key of the older mint.json format went, and still builds the site', () => {
    const { config, diagnostics } = validateDocsConfig(
      {
        name: 'A',
        theme: 'mint',
        colors: { primary: '#000' },
        navigation: { pages: ['index'] },
        topbarCtaButton: { name: 'Sign up', url: 'https://acme.dev' },
        feedback: { thumbsRating: false },
        feedbak: 1,
      },
      () => ({ file: 'docs.json', line: 1, column: 1 }),
      'docs.json',
    );
    expect(config?.navigation.pages).toEqual(['index']);
    expect(diagnostics.map((d) => [d.code, d.severity, d.path, d.message, d.hint])).toEqual([
      [
        'CONFIG_UNKNOWN_KEY',
        'warning',
        'feedback.thumbsRating',
        '`thumbsRating` is a setting of the older mint.json format, not of feedback; it is ignored',
        expect.stringContaining('Rename it to `thumbs`'),
      ],
      [
        'CONFIG_UNKNOWN_KEY',
        'warning',
        'topbarCtaButton',
        '`topbarCtaButton` is a setting of the older mint.json format, not of docs.json; it is ignored',
        expect.stringContaining('`navbar.primary`'),
      ],
      ['CONFIG_UNKNOWN_KEY', 'warning', 'feedbak', expect.stringContaining('unknown key'), expect.any(String)],
    ]);
  });
});
