import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import type { ReadRepoFile } from './model/source.ts';

const HEAD = `"name": "Acme", "theme": "mint", "colors": { "primary": "#000" },`;

async function load(files: Record<string, string>, readFile: ReadRepoFile = createMemoryReader(files)) {
  return loadDocsConfig({ readFile });
}

describe('$ref: loading parts of docs.json from other files', () => {
  it('inlines nested $refs, each relative to the file that holds it', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD}
  "navigation": { "$ref": "./nav/navigation.json" }
}`,
      'nav/navigation.json': `{
  "tabs": [
    { "$ref": "tabs/guides.json" },
    { "tab": "API", "groups": { "$ref": "../api/groups.json" } }
  ]
}`,
      'nav/tabs/guides.json': `{ "tab": "Guides", "pages": ["index"] }`,
      'api/groups.json': `[{ "group": "Endpoints", "pages": ["GET /pets"] }]`,
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation).toEqual({
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API', groups: [{ group: 'Endpoints', pages: ['GET /pets'] }] },
      ],
    });
    expect(loaded.files).toEqual(['docs.json', 'nav/navigation.json', 'nav/tabs/guides.json', 'api/groups.json']);
  });

  it('locates values inside the referenced files, and reports their problems there', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD}
  "navigation": { "$ref": "nav.json" }
}`,
      'nav.json': `{
  "groups": [
    { "group": "Start",
      "pages": ["index", 42] }
  ]
}`,
    });
    expect(loaded.locate(['navigation'])).toEqual({ file: 'nav.json', line: 1, column: 1 });
    expect(loaded.locate(['navigation', 'groups', 0, 'pages', 0])).toEqual({ file: 'nav.json', line: 4, column: 17 });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_PAGE_ENTRY_INVALID',
        file: 'nav.json',
        path: 'navigation.groups[0].pages[1]',
        line: 4,
        column: 26,
      }),
    ]);
  });

  it('reports JSON syntax errors of a referenced file in that file', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD} "navigation": { "groups": { "$ref": "groups.json" } } }`,
      'groups.json': `[
  { "group": "A" "pages": [] }
]`,
    });
    expect(loaded.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'CONFIG_JSON_SYNTAX',
        file: 'groups.json',
        line: 2,
        column: 18,
        path: 'navigation.groups[0].pages',
      }),
    );
  });

  it('merges keys written next to a $ref over the referenced object (siblings win)', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD}
  "navigation": { "tabs": [{ "$ref": "tab.json", "tab": "Renamed", "icon": "book" }] }
}`,
      'tab.json': `{ "tab": "Original", "pages": ["index"] }`,
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.tabs).toEqual([{ tab: 'Renamed', icon: 'book', pages: ['index'] }]);
    expect(loaded.locate(['navigation', 'tabs', 0, 'tab'])).toEqual({ file: 'docs.json', line: 2, column: 57 });
    expect(loaded.locate(['navigation', 'tabs', 0, 'pages'])).toEqual({ file: 'tab.json', line: 1, column: 31 });
  });

  it('warns that sibling keys are ignored when the $ref loads something other than an object', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD}
  "navigation": { "pages": { "$ref": "pages.json", "extra": true } }
}`,
      'pages.json': `["index"]`,
    });
    expect(loaded.config?.navigation.pages).toEqual(['index']);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REF_SIBLINGS_IGNORED',
        file: 'docs.json',
        path: 'navigation.pages.$ref',
        line: 2,
        column: 38,
      }),
    ]);
  });

  it('reports a loop with the whole chain of files, and does not loop', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD}
  "navigation": { "$ref": "nav/a.json" }
}`,
      'nav/a.json': `{ "groups": [{ "$ref": "b.json" }] }`,
      'nav/b.json': `{ "group": "B", "pages": [{ "$ref": "a.json" }] }`,
    });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REF_LOOP',
        severity: 'error',
        file: 'nav/b.json',
        path: 'navigation.groups[0].pages[0].$ref',
        line: 1,
        column: 37,
        message: '`$ref` "a.json" makes a loop: nav/a.json → nav/b.json → nav/a.json',
      }),
    ]);
    // The rest of the file still loads; the broken entry is null.
    expect(loaded.config?.navigation.groups).toEqual([{ group: 'B', pages: [null] }]);
  });

  it('reports a file that references itself', async () => {
    const loaded = await load({ 'docs.json': `{ ${HEAD} "navigation": { "$ref": "./docs.json" } }` });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REF_LOOP',
        message: '`$ref` "./docs.json" makes a loop: docs.json → docs.json',
      }),
    ]);
  });

  it.each([
    ['../outside.json', 'CONFIG_REF_OUTSIDE_REPO', '`$ref` "../outside.json" leaves the repository (from "docs.json")'],
    [
      'nav/../../outside.json',
      'CONFIG_REF_OUTSIDE_REPO',
      '`$ref` "nav/../../outside.json" leaves the repository (from "docs.json")',
    ],
    [
      '/etc/passwd',
      'CONFIG_REF_OUTSIDE_REPO',
      '`$ref` "/etc/passwd" is an absolute path; write it relative to "docs.json"',
    ],
    [
      'https://example.com/nav.json',
      'CONFIG_REF_OUTSIDE_REPO',
      '`$ref` "https://example.com/nav.json" is a URL; only files of the repository can be referenced',
    ],
    [
      'file:///etc/passwd',
      'CONFIG_REF_OUTSIDE_REPO',
      '`$ref` "file:///etc/passwd" is a URL; only files of the repository can be referenced',
    ],
    ['nav.json#/tabs', 'CONFIG_REF_INVALID', '`$ref` "nav.json#/tabs" has a "#" fragment; a `$ref` loads a whole file'],
    ['', 'CONFIG_REF_INVALID', '`$ref` is an empty string'],
  ])('refuses $ref %j without reading anything', async (ref, code, message) => {
    const requested: string[] = [];
    const files: Record<string, string> = {
      'docs.json': `{ ${HEAD} "navigation": { "$ref": ${JSON.stringify(ref)} } }`,
    };
    const loaded = await load(files, async (path) => {
      requested.push(path);
      return files[path];
    });
    expect(requested).toEqual(['docs.json']);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code,
        severity: 'error',
        file: 'docs.json',
        path: 'navigation.$ref',
        line: 1,
        column: 93,
        message,
      }),
    ]);
  });

  it('follows ".." that stays inside the repository', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD} "navigation": { "$ref": "nav/en.json" } }`,
      'nav/en.json': `{ "pages": { "$ref": "../shared/pages.json" } }`,
      'shared/pages.json': `["index"]`,
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.pages).toEqual(['index']);
  });

  it('reports a missing file at the $ref, and nothing more about the hole it leaves', async () => {
    const loaded = await load({
      'docs.json': `{ ${HEAD}
  "navigation": { "$ref": "./nav/missing.json" }
}`,
    });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REF_MISSING',
        severity: 'error',
        file: 'docs.json',
        path: 'navigation.$ref',
        line: 2,
        column: 27,
        message: '`$ref` "./nav/missing.json" points to nav/missing.json, which does not exist',
      }),
    ]);
    expect(loaded.config?.navigation).toEqual({});
    expect(loaded.files).toEqual(['docs.json', 'nav/missing.json']);
    expect(loaded.config?.raw.navigation).toBeNull();
  });

  it('reports a $ref that is not a string', async () => {
    const loaded = await load({ 'docs.json': `{ ${HEAD} "navigation": { "pages": [{ "$ref": 5 }] } }` });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REF_INVALID',
        path: 'navigation.pages[0].$ref',
        message: '`$ref` must be a string path to a JSON file, found number 5',
      }),
    ]);
    expect(loaded.config?.navigation.pages).toEqual([null]);
  });

  it('reads a file referenced several times only once', async () => {
    const requested: string[] = [];
    const files: Record<string, string> = {
      'docs.json': `{ ${HEAD} "navigation": { "tabs": [
        { "tab": "A", "groups": { "$ref": "shared.json" } },
        { "tab": "B", "groups": { "$ref": "shared.json" } }
      ] } }`,
      'shared.json': `[{ "group": "Shared", "pages": ["index"] }]`,
    };
    const loaded = await load(files, async (path) => {
      requested.push(path);
      return files[path];
    });
    expect(requested).toEqual(['docs.json', 'shared.json']);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.tabs?.map((tab) => tab?.groups)).toEqual([
      [{ group: 'Shared', pages: ['index'] }],
      [{ group: 'Shared', pages: ['index'] }],
    ]);
  });
});
