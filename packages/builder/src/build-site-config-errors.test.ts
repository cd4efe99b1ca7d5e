import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

// COMPAT.md "Where the reference is more lenient": a problem confined to one element or value of
// docs.json skips that element or value with its diagnostic; the rest of the site is published.
// Only a docs.json that cannot be read at all, or a navigation with no page left, stops a build;
// `strict` (the site's strict_builds) keeps the all-or-nothing rule.
const page = (title: string) => `---\ntitle: ${title}\ndescription: d\n---\n\nText of ${title}.\n`;
const PAGES = { 'index.mdx': page('Home'), 'a.mdx': page('A'), 'b.mdx': page('B') };

function config(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation, ...extra }, null, 2);
}

async function build(files: Record<string, string>, strict?: boolean) {
  return buildSite(createMemoryReader({ ...PAGES, ...files }), {
    renderPool: false,
    ...(strict === undefined ? {} : { strict }),
  });
}

const CASES: Array<[string, string, { code: string; severity: string; path: string }, string[]]> = [
  [
    'a language code outside SPEC.md (built under the code written)',
    config({
      languages: [
        { language: 'zh', groups: [{ group: 'G', pages: ['index', 'a'] }] },
        { language: 'en', groups: [{ group: 'G', pages: ['b'] }] },
      ],
    }),
    { code: 'CONFIG_LANGUAGE_NOT_IN_SPEC', severity: 'warning', path: 'navigation.languages[0].language' },
    ['/', '/a', '/b'],
  ],
  [
    'an icon written as an object',
    config({ groups: [{ group: 'G', icon: { name: 'rocket', style: 'duotone' }, pages: ['index', 'a', 'b'] }] }),
    { code: '', severity: '', path: '' },
    ['/', '/a', '/b'],
  ],
  [
    'a group without pages (left out, its siblings stay)',
    config({
      groups: [
        { group: 'G', pages: ['index', { group: 'Empty' }, 'a'] },
        { group: 'H', pages: ['b'] },
      ],
    }),
    { code: 'CONFIG_GROUP_PAGES_MISSING', severity: 'error', path: 'navigation.groups[0].pages[1].pages' },
    ['/', '/a', '/b'],
  ],
  [
    'a link refused by the URL policy (only that value is dropped)',
    config({
      groups: [{ group: 'G', pages: ['index', 'a', 'b'] }],
      global: { anchors: [{ anchor: 'X', href: 'javascript:alert(1)' }] },
    }),
    { code: 'CONFIG_URL_REFUSED', severity: 'error', path: 'navigation.global.anchors[0].href' },
    ['/', '/a', '/b'],
  ],
  [
    'a value of the wrong type',
    config({ groups: [{ group: 'G', hidden: 'yes', pages: ['index', 'a', 'b'] }] }, { description: 42 }),
    { code: 'CONFIG_WRONG_TYPE', severity: 'error', path: 'description' },
    ['/', '/a', '/b'],
  ],
];

describe('buildSite with a problem in one element of docs.json', () => {
  it.each(CASES)('publishes the site with %s, and reports it', async (_, docsJson, expected, published) => {
    const result = await build({ 'docs.json': docsJson });
    expect(result.ok).toBe(true);
    for (const urlPath of published) expect(result.manifest?.files[urlPath], urlPath).toBeDefined();
    if (expected.code !== '') {
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({ ...expected, file: 'docs.json', line: expect.any(Number) }),
      );
    }
    expect(result.diagnostics.filter((d) => /INTERNAL/.test(d.code))).toEqual([]);
  });

  it('builds a language outside SPEC.md under the code the author wrote', async () => {
    const result = await build({
      'docs.json': config({
        languages: [
          { language: 'ja', groups: [{ group: 'G', pages: ['index'] }] },
          { language: 'en', groups: [{ group: 'G', pages: ['a', 'b'] }] },
        ],
      }),
    });
    expect(result.ok).toBe(true);
    expect(result.analysis.navigation?.languages?.map((l) => l?.language)).toEqual(['ja', 'en']);
    const warning = result.diagnostics.find((d) => d.code === 'CONFIG_LANGUAGE_NOT_IN_SPEC');
    expect(warning?.message).toContain('"jp"');
    // The language switcher names it in its own language, not by its code.
    const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files['/']!.blob));
    expect(html).toContain('日本語');
    expect(html).toMatch(/<html[^>]* lang="ja"/);
  });

  it('with strict builds, publishes nothing when docs.json has an error', async () => {
    const result = await build({ 'docs.json': CASES[2]![1] }, true);
    expect(result.ok).toBe(false);
    expect(result.manifest).toBeUndefined();
    expect(result.diagnostics.some((d) => d.code === 'CONFIG_GROUP_PAGES_MISSING')).toBe(true);
  });

  it('with strict builds, still publishes when docs.json has only warnings', async () => {
    const result = await build({ 'docs.json': CASES[0]![1] }, true);
    expect(result.ok).toBe(true);
  });

  it('publishes nothing when no page of the navigation is left, and says so', async () => {
    const result = await build({
      'docs.json': config({ groups: [{ group: 'G', pages: ['missing'] }, { group: 'Empty' }] }),
    });
    expect(result.ok).toBe(false);
    expect(result.manifest).toBeUndefined();
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'BUILD_NO_PAGES', severity: 'error', file: 'docs.json', path: 'navigation' }),
    );
  });

  it('publishes nothing when docs.json is not JSON, even where the parser recovers a value', async () => {
    const result = await build({
      'docs.json': config({ groups: [{ group: 'G', pages: ['index', 'a', 'b'] }] }).replace('"theme"', '"theme" "x",'),
    });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.some((d) => d.code === 'CONFIG_JSON_SYNTAX')).toBe(true);
  });
});
