import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '@folio/diagnostics';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

const VALID = `{
  "name": "Acme",
  "theme": "mint",
  "colors": { "primary": "#16A34A" },
  "navigation": {
    "groups": [
      { "group": "Start", "pages": ["index", "quickstart"] }
    ]
  }
}`;

describe('loadDocsConfig: reading docs.json', () => {
  it('loads a valid docs.json into a typed config with no diagnostics', async () => {
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': VALID }) });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.files).toEqual(['docs.json']);
    expect(loaded.config).toMatchObject({
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#16A34A' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] },
    });
    expect(loaded.config?.raw.name).toBe('Acme');
  });

  it('locate maps a JSON path of the config to the 1-based line and column of its value', async () => {
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': VALID }) });
    expect(loaded.locate(['navigation', 'groups', 0, 'pages', 1])).toEqual({ file: 'docs.json', line: 7, column: 46 });
    expect(loaded.locate(['name'])).toEqual({ file: 'docs.json', line: 2, column: 11 });
    expect(loaded.locate([])).toEqual({ file: 'docs.json', line: 1, column: 1 });
    expect(loaded.locate(['navigation', 'tabs'])).toBeUndefined();
    expect(loaded.locate(['navigation', 'groups', 5])).toBeUndefined();
  });

  it('a missing docs.json is an error diagnostic and no config, never a throw', async () => {
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({}) });
    expect(loaded.config).toBeUndefined();
    expect(loaded.files).toEqual(['docs.json']);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_FILE_MISSING',
        severity: 'error',
        file: 'docs.json',
        message: 'docs.json does not exist',
      }),
    ]);
  });

  it('reads another file name when asked', async () => {
    const loaded = await loadDocsConfig({
      readFile: createMemoryReader({ 'docs/docs.json': VALID }),
      file: 'docs/docs.json',
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.locate(['name'])).toEqual({ file: 'docs/docs.json', line: 2, column: 11 });
  });

  it('reports every JSON syntax error with its line:column and still loads what it can', async () => {
    const text = `{
  "name": "Acme",
  "theme": "mint"
  "colors": { "primary": "#000" },
  "navigation": { "pages": ["index",] }
}`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    const syntax = loaded.diagnostics.filter((d) => d.code === 'CONFIG_JSON_SYNTAX');
    expect(syntax.map((d) => [d.line, d.column, d.message])).toEqual([
      [4, 3, 'expected "," between values, found `"colors"`'],
      [5, 37, 'trailing comma: JSON allows no comma before a closing bracket'],
    ]);
    expect(syntax.every((d) => d.severity === 'error' && d.file === 'docs.json')).toBe(true);
    expect(loaded.config?.navigation.pages).toEqual(['index']);
    expect(formatDiagnostic(syntax[1]!)).toContain('docs.json:5:37 navigation.pages');
  });

  it('reports a trailing comma in an object once, at the closing brace, under the object path', async () => {
    const text = `{ "name": "A", "theme": "mint", "colors": { "primary": "#000", }, "navigation": { "pages": ["index"] } }`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_JSON_SYNTAX',
        path: 'colors',
        line: 1,
        column: 64,
        message: 'trailing comma: JSON allows no comma before a closing bracket',
      }),
    ]);
    expect(loaded.config?.colors).toEqual({ primary: '#000' });
  });

  it('reports comments as syntax errors (docs.json is plain JSON)', async () => {
    const text = `{
  // the site name
  "name": "Acme", "theme": "mint", "colors": { "primary": "#000" }, "navigation": { "pages": ["index"] }
}`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_JSON_SYNTAX',
        line: 2,
        column: 3,
        message: 'comments are not allowed in JSON',
      }),
    ]);
  });

  it('an empty docs.json is a syntax error and no config', async () => {
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': '' }) });
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ code: 'CONFIG_JSON_SYNTAX', line: 1, column: 1 })]);
  });

  it('a docs.json that is not an object is an error and no config', async () => {
    const loaded = await loadDocsConfig({
      readFile: createMemoryReader({ 'docs.json': '[{ "group": "A", "pages": [] }]' }),
    });
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_NOT_OBJECT',
        path: '',
        line: 1,
        column: 1,
        message: 'docs.json must hold a JSON object, found an array',
      }),
    ]);
  });

  it('warns about a duplicate key at the second occurrence and keeps the last value, as JSON.parse does', async () => {
    const text = `{
  "name": "First",
  "theme": "mint", "colors": { "primary": "#000" }, "navigation": { "pages": ["index"] },
  "name": "Second"
}`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ code: 'CONFIG_DUPLICATE_KEY', severity: 'warning', path: 'name', line: 4, column: 3 }),
    ]);
    expect(loaded.config?.name).toBe('Second');
  });

  it('accepts a UTF-8 byte order mark without shifting positions', async () => {
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': `\uFEFF${VALID}` }) });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.locate(['name'])).toEqual({ file: 'docs.json', line: 2, column: 11 });
  });

  it('keeps "__proto__" as an ordinary key of raw instead of changing its prototype', async () => {
    const text = VALID.replace('"name": "Acme",', '"name": "Acme", "__proto__": { "polluted": true },');
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(Object.getPrototypeOf(loaded.config?.raw)).toBe(Object.prototype);
    expect(Object.keys(loaded.config?.raw ?? {})).toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['CONFIG_UNKNOWN_KEY']);
  });

  it('returns diagnostics sorted by file, line and column', async () => {
    const text = `{
  "name": 1,
  "theme": 2,
  "colors": { "primary": "#000" },
  "navigation": { "pages": [3] }
}`;
    const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      '2:11 CONFIG_WRONG_TYPE',
      '3:12 CONFIG_WRONG_TYPE',
      '5:29 CONFIG_PAGE_ENTRY_INVALID',
    ]);
  });
});
