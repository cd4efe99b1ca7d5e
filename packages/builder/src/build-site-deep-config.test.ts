import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';
import {
  DOCS_JSON_HEAD as HEAD,
  DOCS_JSON_NAVIGATION as NAVIGATION,
  groupChain,
  nestedGroups,
} from '../../docs-config/src/testing/deep-docs-json.ts';

// A docs.json nested thousands of levels deep used to overflow the stack while it was parsed,
// resolved or walked; the guard then reported a Folio bug (BUILD_INTERNAL_FILE_ERROR or
// NAV_INTERNAL_ERROR) instead of telling the tenant what to fix.
const INDEX = '---\ntitle: Home\ndescription: d\n---\n\nHello.\n';

const SHAPES: Array<[string, Record<string, string>, { file: string; line: number }]> = [
  [
    'objects nested 3,000 deep',
    { 'docs.json': `${HEAD}${NAVIGATION},"x":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}` },
    { file: 'docs.json', line: 1 },
  ],
  [
    'arrays nested 3,000 deep',
    { 'docs.json': `${HEAD}${NAVIGATION},\n"x":\n${'['.repeat(3000)}${']'.repeat(3000)}}` },
    { file: 'docs.json', line: 3 },
  ],
  [
    'groups nested 1,000 deep',
    { 'docs.json': `${HEAD}"navigation":{"groups":[${nestedGroups(1000)}]}}` },
    { file: 'docs.json', line: 1 },
  ],
  ['a $ref chain of 1,000 files', groupChain(1000, false), { file: 'nav/62.json', line: 1 }],
  ['a $ref cycle of 1,000 files', groupChain(1000, true), { file: 'nav/62.json', line: 1 }],
];

describe('buildSite with a docs.json nested too deep', () => {
  it.each(SHAPES)('resolves %s with CONFIG_TOO_DEEP and no internal error', async (_, files, where) => {
    const result = await buildSite(createMemoryReader({ ...files, 'index.mdx': INDEX }), { renderPool: false });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'CONFIG_TOO_DEEP')).toEqual([
      expect.objectContaining({
        severity: 'error',
        ...where,
        column: expect.any(Number),
        message: expect.stringContaining('more than 128 levels deep'),
      }),
    ]);
    expect(result.diagnostics.filter((d) => /INTERNAL/.test(d.code))).toEqual([]);
  });
});

describe('buildSite with a docs.json that $refs one file many times over', () => {
  it('resolves 40 files that each refer to the next twice (2^40 groups) with CONFIG_TOO_LARGE', async () => {
    const files: Record<string, string> = { 'docs.json': `${HEAD}"navigation":{"groups":[{"$ref":"d0.json"}]}}` };
    for (let i = 0; i < 40; i++)
      files[`d${i}.json`] = `{"group":"g${i}","pages":[{"$ref":"d${i + 1}.json"},{"$ref":"d${i + 1}.json"}]}`;
    files['d40.json'] = '{"group":"end","pages":["index"]}';
    const result = await buildSite(createMemoryReader({ ...files, 'index.mdx': INDEX }), { renderPool: false });
    // As with any `$ref` that cannot be loaded, the rest of the navigation is published.
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'CONFIG_TOO_LARGE').length).toBeGreaterThan(0);
    expect(result.diagnostics.filter((d) => /INTERNAL/.test(d.code))).toEqual([]);
  });
});
