import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import { primaryChildKey } from './primary-child-key.ts';

/** docs.json whose `navigation` value starts at line 3, column 17; later lines are as written. */
function docsJson(navigation: string, extra = ''): string {
  return `{
  "name": "Acme", "theme": "mint", "colors": { "primary": "#000" },${extra}
  "navigation": ${navigation}
}`;
}

async function load(navigation: string, extra = '') {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': docsJson(navigation, extra) }) });
}

/** The diagnostics as `line:column path CODE`, the way a user scans them. */
function summary(diagnostics: { line?: number; column?: number; path?: string; code: string }[]): string[] {
  return diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.code}`);
}

describe('SPEC Navigation root rules', () => {
  it('SPEC Navigation root rules 1: navigation must be an object', async () => {
    const loaded = await load(`[{ "group": "A", "pages": ["index"] }]`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_WRONG_TYPE',
        severity: 'error',
        path: 'navigation',
        line: 3,
        column: 17,
        message: '`navigation` must be an object, found an array',
      }),
    ]);
    expect(loaded.config?.navigation).toEqual({});
  });

  it('SPEC Navigation root rules 1: a navigation without a primary pattern is an error', async () => {
    const loaded = await load(`{
    "global": { "anchors": [{ "anchor": "Blog", "href": "https://example.com/blog" }] }
  }`);
    expect(summary(loaded.diagnostics)).toEqual(['3:17 navigation CONFIG_NAV_NO_PRIMARY']);
    expect(loaded.diagnostics[0]?.severity).toBe('error');
  });

  it('SPEC Navigation root rules 1: several primary patterns keep the first by reference precedence and warn about the rest', async () => {
    const loaded = await load(`{
    "groups": [{ "group": "Ignored", "pages": ["a"] }],
    "tabs": [{ "tab": "Kept", "pages": ["b"] }],
    "pages": ["c"]
  }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '4:15 navigation.groups CONFIG_NAV_MULTIPLE_PRIMARY',
      '6:14 navigation.pages CONFIG_NAV_MULTIPLE_PRIMARY',
    ]);
    expect(loaded.diagnostics[0]).toMatchObject({
      severity: 'warning',
      message: '`navigation` has several primary patterns: `groups` is ignored and `tabs` is used',
    });
    expect(loaded.config?.navigation).toEqual({ tabs: [{ tab: 'Kept', pages: ['b'] }] });
    expect(primaryChildKey(loaded.config!.navigation)).toBe('tabs');
  });

  it('SPEC Navigation root rules 2: elements nest inside the primary pattern (tabs > anchors > groups > nested groups)', async () => {
    const loaded = await load(`{
    "tabs": [{
      "tab": "Docs", "icon": "book",
      "anchors": [{
        "anchor": "Guides",
        "groups": [{ "group": "Start", "pages": ["index", { "group": "More", "expanded": true, "pages": ["more"] }] }]
      }]
    }]
  }`);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation).toEqual({
      tabs: [
        {
          tab: 'Docs',
          icon: 'book',
          anchors: [
            {
              anchor: 'Guides',
              groups: [{ group: 'Start', pages: ['index', { group: 'More', expanded: true, pages: ['more'] }] }],
            },
          ],
        },
      ],
    });
  });

  it('SPEC Navigation root rules 3: an element with two child types keeps the first and warns', async () => {
    const loaded = await load(`{
    "tabs": [{
      "tab": "Docs",
      "pages": ["ignored"],
      "groups": [{ "group": "Kept", "pages": ["index"] }]
    }]
  }`);
    expect(summary(loaded.diagnostics)).toEqual(['6:16 navigation.tabs[0].pages CONFIG_NAV_MULTIPLE_CHILD_TYPES']);
    expect(loaded.diagnostics[0]).toMatchObject({
      severity: 'warning',
      message:
        'tab "Docs" holds both `groups` and `pages`; an element holds one type of child, so `pages` is ignored and `groups` is used',
    });
    expect(loaded.config?.navigation.tabs).toEqual([{ tab: 'Docs', groups: [{ group: 'Kept', pages: ['index'] }] }]);
  });

  it('SPEC Navigation root rules 3: a tab holding both a menu and groups is reported', async () => {
    const loaded = await load(`{
    "tabs": [{
      "tab": "Docs", "groups": [{ "group": "G", "pages": ["a"] }],
      "menu": [{ "item": "M", "pages": ["b"] }]
    }]
  }`);
    expect(summary(loaded.diagnostics)).toEqual(['6:15 navigation.tabs[0].menu CONFIG_NAV_MULTIPLE_CHILD_TYPES']);
  });

  it('SPEC Navigation root rules 4: a menu item holds only groups, pages and external links', async () => {
    const loaded = await load(`{
    "tabs": [{
      "tab": "Products",
      "menu": [
        { "item": "Cloud", "description": "Hosted", "icon": "cloud", "groups": [{ "group": "Start", "pages": ["cloud"] }] },
        { "item": "Status", "href": "https://status.example.com" },
        { "item": "Bad", "anchors": [{ "anchor": "A", "pages": ["a"] }], "pages": ["kept"] }
      ]
    }]
  }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '9:37 navigation.tabs[0].menu[2].anchors CONFIG_MENU_CHILD_NOT_ALLOWED',
    ]);
    expect(loaded.diagnostics[0]).toMatchObject({
      severity: 'error',
      message:
        'menu item "Bad" holds `anchors`, which is left out: a `menu` item may contain only groups, pages and external links',
    });
    expect(loaded.config?.navigation.tabs?.[0]?.menu).toEqual([
      { item: 'Cloud', description: 'Hosted', icon: 'cloud', groups: [{ group: 'Start', pages: ['cloud'] }] },
      { item: 'Status', href: 'https://status.example.com' },
      { item: 'Bad', pages: ['kept'] },
    ]);
  });

  it('SPEC Navigation root rules 5: global sits next to the primary pattern and holds anchors', async () => {
    const loaded = await load(`{
    "global": {
      "anchors": [
        { "anchor": "Blog", "icon": "newspaper", "href": "https://example.com/blog" },
        { "anchor": "Changelog", "href": "changelog" },
        { "icon": "x", "href": "https://example.com" },
        { "anchor": "Bad link", "href": "javascript:alert(1)" }
      ],
      "tabs": []
    },
    "pages": ["index"]
  }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '8:9 navigation.global.anchors[2].anchor CONFIG_REQUIRED',
      '9:41 navigation.global.anchors[3].href CONFIG_URL_REFUSED',
      '11:15 navigation.global.tabs CONFIG_UNKNOWN_KEY',
    ]);
    expect(loaded.diagnostics.map((d) => d.message)).toEqual([
      '`global.anchors` entry has no `anchor` label',
      '`href` "javascript:alert(1)" uses the "javascript:" scheme, which is not allowed here',
      'unknown key `tabs` on `navigation.global` (it holds `anchors`); it is ignored',
    ]);
    expect(loaded.config?.navigation.global).toEqual({
      anchors: [
        { anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' },
        { anchor: 'Changelog', href: 'changelog' },
        null,
        { anchor: 'Bad link' },
      ],
    });
    expect(loaded.config?.navigation.pages).toEqual(['index']);
  });
});

describe('SPEC Navigation elements table', () => {
  it('requires the label of each element, with its type, and nulls entries without one', async () => {
    const loaded = await load(`{
    "tabs": [
      { "icon": "book", "pages": ["a"] },
      { "tab": 7, "pages": ["b"] },
      "not an object",
      { "tab": "Fine", "pages": ["c"] }
    ]
  }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '5:7 navigation.tabs[0].tab CONFIG_REQUIRED',
      '6:16 navigation.tabs[1].tab CONFIG_WRONG_TYPE',
      '7:7 navigation.tabs[2] CONFIG_WRONG_TYPE',
    ]);
    expect(loaded.diagnostics.map((d) => d.message)).toEqual([
      '`tabs` entry has no `tab` label',
      '`tab` must be a string, found number 7',
      'each `tabs` entry must be an object with a `tab` label, found string "not an object"',
    ]);
    expect(loaded.config?.navigation.tabs).toEqual([null, null, null, { tab: 'Fine', pages: ['c'] }]);
  });

  it.each([
    ['anchors', 'anchor'],
    ['dropdowns', 'dropdown'],
    ['products', 'product'],
    ['versions', 'version'],
    ['languages', 'language'],
  ])('requires `%s` entries to have a string `%s`', async (collection, label) => {
    const loaded = await load(`{ "${collection}": [{ "pages": ["a"] }] }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_REQUIRED',
        path: `navigation.${collection}[0].${label}`,
        line: 3,
        column: 21 + collection.length + 3,
        message: `\`${collection}\` entry has no \`${label}\` label`,
      }),
    ]);
  });

  it('warns about a child collection the table does not list for the element, and keeps it like the reference', async () => {
    const loaded = await load(`{
    "anchors": [{
      "anchor": "Docs",
      "tabs": [{ "tab": "T", "pages": ["a"] }]
    }]
  }`);
    expect(summary(loaded.diagnostics)).toEqual(['6:15 navigation.anchors[0].tabs CONFIG_NAV_CHILD_NOT_ALLOWED']);
    expect(loaded.diagnostics[0]?.message).toBe(
      'anchor "Docs" holds `tabs`, which SPEC.md does not list for an anchor (it lists `groups`, `pages`); Folio keeps it, as the reference does',
    );
    expect(loaded.config?.navigation.anchors?.[0]?.tabs).toEqual([{ tab: 'T', pages: ['a'] }]);
  });

  it('lets versions and languages hold any navigation field', async () => {
    const loaded = await load(`{
    "versions": [{
      "version": "v2", "default": true,
      "languages": [{ "language": "en", "tabs": [{ "tab": "Docs", "menu": [{ "item": "A", "pages": ["a"] }] }] }]
    }]
  }`);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.versions?.[0]?.languages?.[0]?.tabs?.[0]?.menu).toEqual([
      { item: 'A', pages: ['a'] },
    ]);
  });

  it('accepts the keys COMPAT.md allows on entries and warns about unknown ones, never failing', async () => {
    const loaded = await load(`{
    "groups": [{
      "group": "API", "icon": "code", "tag": "NEW", "hidden": false, "description": "d", "root": "api/overview",
      "searchable": true,
      "boost": 2,
      "isDefaultOpen": true,
      "pages": ["api/overview"]
    }]
  }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '6:21 navigation.groups[0].searchable CONFIG_UNKNOWN_KEY',
      '7:16 navigation.groups[0].boost CONFIG_UNKNOWN_KEY',
      '8:24 navigation.groups[0].isDefaultOpen CONFIG_UNKNOWN_KEY',
    ]);
    expect(loaded.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(loaded.config?.navigation.groups).toEqual([
      {
        group: 'API',
        icon: 'code',
        tag: 'NEW',
        hidden: false,
        description: 'd',
        root: 'api/overview',
        pages: ['api/overview'],
      },
    ]);
  });

  it('reports wrong types of optional fields and leaves them out', async () => {
    const loaded = await load(`{
    "tabs": [{ "tab": "T", "icon": 3, "hidden": "yes", "href": 9, "pages": ["a"] }]
  }`);
    expect(loaded.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'navigation.tabs[0].icon: `icon` must be an icon name (a string) or an object { "name", "style", "library" }, found number 3; no icon is shown',
      'navigation.tabs[0].hidden: `hidden` must be a boolean (true or false), found string "yes"',
      'navigation.tabs[0].href: `href` must be a string, found number 9',
    ]);
    expect(loaded.config?.navigation.tabs).toEqual([{ tab: 'T', pages: ['a'] }]);
  });

  it('reports a child collection that is not an array', async () => {
    const loaded = await load(`{ "tabs": [{ "tab": "T", "groups": { "group": "G" } }] }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_WRONG_TYPE',
        path: 'navigation.tabs[0].groups',
        line: 3,
        column: 52,
        message: '`groups` must be an array, found an object',
      }),
    ]);
  });
});

describe('Groups', () => {
  it('COMPAT: a group without pages and no openapi in scope is an error "`pages` is required", and is left out', async () => {
    const loaded = await load(`{
    "groups": [
      { "group": "Empty" },
      { "group": "Full", "pages": ["a", { "group": "Nested empty" }, "b"] }
    ]
  }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_GROUP_PAGES_MISSING',
        severity: 'error',
        path: 'navigation.groups[0].pages',
        line: 5,
        column: 7,
        message:
          'group "Empty" has no `pages` and no `openapi` document is in scope: `pages` is required, so the group is left out',
      }),
      expect.objectContaining({
        code: 'CONFIG_GROUP_PAGES_MISSING',
        severity: 'error',
        path: 'navigation.groups[1].pages[1].pages',
        line: 6,
      }),
    ]);
    // Entries that fail are null, so indices stay those of the source; the siblings stay.
    expect(loaded.config?.navigation.groups).toEqual([null, { group: 'Full', pages: ['a', null, 'b'] }]);
  });

  it.each([
    ['its own openapi', `{ "groups": [{ "group": "API", "openapi": "openapi.yaml" }] }`, ''],
    [
      'an ancestor tab',
      `{ "tabs": [{ "tab": "API", "openapi": "openapi.yaml", "groups": [{ "group": "API" }] }] }`,
      '',
    ],
    [
      'an ancestor group',
      `{ "groups": [{ "group": "API", "openapi": { "source": "o.yaml" }, "pages": [{ "group": "Nested" }] }] }`,
      '',
    ],
    ['the navigation root', `{ "openapi": ["a.yaml"], "groups": [{ "group": "API" }] }`, ''],
    ['api.openapi', `{ "groups": [{ "group": "API" }] }`, ` "api": { "openapi": "openapi.yaml" },`],
  ])('a group may omit pages when an openapi document is in scope: %s', async (_, navigation, extra) => {
    const loaded = await load(navigation, extra);
    expect(loaded.diagnostics).toEqual([]);
  });

  it('SPEC Group behaviour 3: expanded on a top-level group warns that top-level groups are always expanded', async () => {
    const loaded = await load(`{
    "groups": [{
      "group": "Top", "expanded": false,
      "pages": [{ "group": "Nested", "expanded": true, "pages": ["a"] }]
    }]
  }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_TOP_LEVEL_EXPANDED',
        severity: 'warning',
        path: 'navigation.groups[0].expanded',
        line: 5,
        column: 35,
        message:
          '`expanded` has no effect on group "Top": top-level groups are always expanded (only groups nested in another group\'s `pages` can be collapsed)',
      }),
    ]);
  });

  it('SPEC Group behaviour 3: groups directly under a tab, an anchor or root pages are top-level too', async () => {
    const loaded = await load(`{ "tabs": [
      { "tab": "A", "groups": [{ "group": "G", "expanded": true, "pages": ["a"] }] },
      { "tab": "B", "pages": [{ "group": "H", "expanded": true, "pages": ["b"] }] }
    ] }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '4:60 navigation.tabs[0].groups[0].expanded CONFIG_TOP_LEVEL_EXPANDED',
      '5:59 navigation.tabs[1].pages[0].expanded CONFIG_TOP_LEVEL_EXPANDED',
    ]);
  });

  it('SPEC Group behaviour 2: root is a page path string; expanded, tag, icon have their types', async () => {
    const loaded = await load(
      `{ "groups": [{ "group": "G", "root": 5, "expanded": "yes", "tag": [], "icon": {}, "pages": ["a"] }] }`,
    );
    expect(loaded.diagnostics.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'navigation.groups[0].root: `root` must be a string, found number 5',
      'navigation.groups[0].expanded: `expanded` must be a boolean (true or false), found string "yes"',
      'navigation.groups[0].tag: `tag` must be a string, found an array',
      'navigation.groups[0].icon.name: an icon object needs `name`, a non-empty string; no icon is shown',
    ]);
    expect(loaded.config?.navigation.groups).toEqual([{ group: 'G', pages: ['a'] }]);
  });

  it('a group holds only pages: other collections are reported and ignored', async () => {
    const loaded = await load(
      `{ "groups": [{ "group": "G", "groups": [{ "group": "Inner", "pages": ["x"] }], "pages": ["a"] }] }`,
    );
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_NAV_CHILD_NOT_ALLOWED',
        path: 'navigation.groups[0].groups',
        message: 'group "G" holds `groups`, which is ignored: a group holds only `pages`',
      }),
    ]);
    expect(loaded.config?.navigation.groups).toEqual([{ group: 'G', pages: ['a'] }]);
  });
});

describe('pages entries', () => {
  it('accepts page paths, operations and nested groups; anything else is an error and null, keeping indices', async () => {
    const loaded = await load(`{
    "pages": [
      "index",
      42,
      "",
      { "pages": ["orphan"] },
      { "group": "Nested", "pages": ["GET /pets"] },
      null
    ]
  }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '6:7 navigation.pages[1] CONFIG_PAGE_ENTRY_INVALID',
      '7:7 navigation.pages[2] CONFIG_PAGE_ENTRY_INVALID',
      '8:7 navigation.pages[3] CONFIG_PAGE_ENTRY_INVALID',
      '10:7 navigation.pages[5] CONFIG_PAGE_ENTRY_INVALID',
    ]);
    expect(loaded.diagnostics.map((d) => d.message)).toEqual([
      '`pages` entries must be page paths (strings) or group objects, found number 42',
      '`pages` entry is an empty string',
      '`pages` entry is an object without `group`; only groups may be nested in `pages`',
      '`pages` entries must be page paths (strings) or group objects, found null',
    ]);
    expect(loaded.config?.navigation.pages).toEqual([
      'index',
      null,
      null,
      null,
      { group: 'Nested', pages: ['GET /pets'] },
      null,
    ]);
  });
});

describe('languages', () => {
  it.each([
    ['zh', 'cn'],
    ['zh-Hans', 'cn'],
    ['zh-CN', 'cn'],
    ['zh-TW', 'zh-Hant'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['uk', 'ua'],
    ['pt', 'pt-BR'],
    ['fr-CA', 'fr'],
  ])(
    'COMPAT: the reference code %j is kept as written, with a warning naming the SPEC code %j',
    async (code, specCode) => {
      const loaded = await load(`{ "languages": [{ "language": "${code}", "pages": ["a"] }] }`);
      expect(loaded.diagnostics).toEqual([
        expect.objectContaining({
          code: 'CONFIG_LANGUAGE_NOT_IN_SPEC',
          severity: 'warning',
          path: 'navigation.languages[0].language',
          line: 3,
          column: 47,
          message: `language "${code}" is not one of SPEC.md's language codes; SPEC.md writes this language "${specCode}". It is built as "${code}"`,
          hint: `Write "language": "${specCode}".`,
        }),
      ]);
      expect(loaded.config?.navigation.languages).toEqual([{ language: code, pages: ['a'] }]);
    },
  );

  it.each(['da', 'ca', 'fi', 'hu'])(
    'COMPAT: the reference code %j, which SPEC.md has no code for, is kept with a warning',
    async (code) => {
      const loaded = await load(`{ "languages": [{ "language": "${code}", "pages": ["a"] }] }`);
      expect(loaded.diagnostics).toEqual([
        expect.objectContaining({
          code: 'CONFIG_LANGUAGE_NOT_IN_SPEC',
          severity: 'warning',
          message: expect.stringContaining('which list none for this language'),
        }),
      ]);
      expect(loaded.config?.navigation.languages).toEqual([{ language: code, pages: ['a'] }]);
    },
  );

  it.each([
    ['pt-br', 'pt-BR'],
    ['ja-jP', 'jp'],
    ['kr', 'ko'],
    ['en-US', 'en'],
  ])('an unsupported code %j is an error suggesting %j', async (code, suggestion) => {
    const loaded = await load(`{ "languages": [{ "language": "${code}", "pages": ["a"] }] }`);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONFIG_LANGUAGE_UNKNOWN',
        severity: 'error',
        path: 'navigation.languages[0].language',
        line: 3,
        column: 47,
        message: `language "${code}" is not a supported language code; did you mean "${suggestion}"?`,
        hint: `Write "language": "${suggestion}".`,
      }),
    ]);
    expect(loaded.config?.navigation.languages).toEqual([null]);
  });

  it('accepts every supported code and validates the banner', async () => {
    const loaded = await load(`{ "languages": [
      { "language": "zh-Hant", "banner": { "content": "Beta [feedback](https://x.y)", "dismissible": true }, "pages": ["zh/index"] },
      { "language": "pt-BR", "banner": { "dismissible": "no" }, "pages": ["pt/index"] }
    ] }`);
    expect(summary(loaded.diagnostics)).toEqual([
      '5:40 navigation.languages[1].banner.content CONFIG_REQUIRED',
      '5:57 navigation.languages[1].banner.dismissible CONFIG_WRONG_TYPE',
    ]);
    expect(loaded.config?.navigation.languages).toEqual([
      {
        language: 'zh-Hant',
        banner: { content: 'Beta [feedback](https://x.y)', dismissible: true },
        pages: ['zh/index'],
      },
      { language: 'pt-BR', pages: ['pt/index'] },
    ]);
  });
});

describe('primaryChildKey', () => {
  it('picks the child collection by reference precedence', () => {
    expect(primaryChildKey({ pages: [], groups: [] })).toBe('groups');
    expect(primaryChildKey({ anchors: [], tabs: [], versions: [] })).toBe('versions');
    expect(primaryChildKey({ products: [], languages: [] })).toBe('products');
    expect(primaryChildKey({ dropdowns: [], anchors: [] })).toBe('dropdowns');
    expect(primaryChildKey({ pages: [] })).toBe('pages');
    expect(primaryChildKey({})).toBeUndefined();
  });
});
