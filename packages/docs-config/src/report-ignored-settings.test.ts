import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { DOCS_SETTINGS, type DocsSetting } from './docs-settings.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import { knownSettingKeys, settingNode } from './settings-tree.ts';

async function load(text: string) {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
}

/**
 * Runs `fn` with the rows at `paths` marked as not honoured: every setting Folio knows may be
 * honoured by now, but the note must still work for the next one that is not.
 */
async function asIfIgnored<T>(paths: string[], fn: () => Promise<T>): Promise<T> {
  const rows = DOCS_SETTINGS.filter((row) => paths.includes(row.path)) as DocsSetting[];
  const saved = rows.map((row) => row.honouredBy);
  for (const row of rows) delete row.honouredBy;
  try {
    return await fn();
  } finally {
    rows.forEach((row, index) => {
      row.honouredBy = saved[index];
    });
  }
}

const notes = (diagnostics: { code: string; path?: string; line?: number; column?: number }[]) =>
  diagnostics.filter((d) => d.code === 'CONFIG_SETTING_IGNORED').map((d) => `${d.line}:${d.column} ${d.path}`);

describe('accepted but not honoured settings', () => {
  it('are an info note each, at their JSON path and position, once per setting', async () => {
    const loaded = await asIfIgnored(['thumbnails.fonts', 'thumbnails.fonts.family'], () =>
      load(`{
  "name": "A", "theme": "mint", "colors": { "primary": "#000000" },
  "public": true,
  "seo": { "metatags": { "robots": "index" }, "trailingSlash": true },
  "thumbnails": { "fonts": { "family": "Inter" }, "background": "/og.png" },
  "api": { "asyncapi": "a.yaml", "mdx": { "auth": { "method": "key" } } },
  "navigation": { "pages": ["index"] }
}`),
    );
    expect(notes(loaded.diagnostics)).toEqual(['5:28 thumbnails.fonts']);
    const note = loaded.diagnostics.find((d) => d.path === 'thumbnails.fonts')!;
    expect(note).toMatchObject({
      severity: 'info',
      file: 'docs.json',
      message: '`thumbnails.fonts` is accepted but Folio does not honour it yet: it has no effect on the site',
    });
    expect(note.hint).toContain('Font of generated thumbnails');
  });

  it('never for honoured settings, unknown keys or navigation', async () => {
    const loaded = await load(`{
  "name": "A", "theme": "mint", "colors": { "primary": "#000000" },
  "seo": { "indexing": "all" }, "search": { "prompt": "Find" }, "variables": { "v": "1" },
  "sparkles": true,
  "navigation": { "pages": ["index"], "public": true }
}`);
    expect(notes(loaded.diagnostics)).toEqual([]);
    expect(loaded.diagnostics.filter((d) => d.code === 'CONFIG_UNKNOWN_KEY').map((d) => d.path)).toEqual([
      'sparkles',
      'navigation.public',
    ]);
  });

  it('are never warnings or errors, so a strict check still passes', async () => {
    const loaded = await asIfIgnored(['thumbnails.fonts', 'thumbnails.fonts.family'], () =>
      load(
        '{ "name": "A", "theme": "mint", "colors": { "primary": "#000000" }, "thumbnails": { "fonts": { "family": "Inter" } }, "navigation": { "pages": ["index"] } }',
      ),
    );
    expect(loaded.diagnostics.map((d) => d.severity)).toEqual(['info']);
  });
});

describe('the settings table', () => {
  it('has one row per path, and a row for every object it lists keys under', () => {
    const paths = DOCS_SETTINGS.map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const parent = path.replace(/(\.[^.[\]]+|\[\])$/, '').replace(/(\[\])+$/, '');
      if (parent !== path && parent !== '') expect(settingNode(parent)?.row, `row for ${parent}`).toBeDefined();
    }
  });

  it('names where each setting of the format takes effect: none is left only noted', () => {
    expect(DOCS_SETTINGS.filter((row) => row.honouredBy === undefined).map((row) => row.path)).toEqual([]);
  });

  it('knows every top-level key of the reference schema, and marks each key of its own', () => {
    const folioOnly = DOCS_SETTINGS.filter((row) => row.folioOnly === true && !/[.[]/.test(row.path));
    expect(folioOnly.map((row) => row.path)).toEqual(['checks']);
    const reference = [...knownSettingKeys('')].filter((key) => !folioOnly.some((row) => row.path === key));
    expect(reference.sort()).toEqual([
      '$schema',
      'api',
      'appearance',
      'background',
      'banner',
      'colors',
      'contextual',
      'description',
      'errors',
      'favicon',
      'feedback',
      'fonts',
      'footer',
      'icons',
      'integrations',
      'interaction',
      'logo',
      'markdown',
      'metadata',
      'name',
      'navbar',
      'navigation',
      'public',
      'redirects',
      'search',
      'seo',
      'styling',
      'theme',
      'thumbnails',
      'variables',
    ]);
  });
});
