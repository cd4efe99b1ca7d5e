import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { createMemoryReader } from './create-memory-reader.ts';
import { findExcessiveNesting } from './find-excessive-nesting.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import { MAX_NESTING_DEPTH } from './config-limits.ts';
import {
  DOCS_JSON_HEAD as HEAD,
  DOCS_JSON_NAVIGATION as NAVIGATION,
  groupChain,
  nestedGroups,
} from './testing/deep-docs-json.ts';

// Nesting thousands of levels deep used to overflow the stack of the JSON parser (and of every
// walk after it), so loading threw a RangeError instead of returning a diagnostic.

async function load(files: Record<string, string>) {
  return loadDocsConfig({ readFile: createMemoryReader(files) });
}

const tooDeep = (loaded: Awaited<ReturnType<typeof load>>) =>
  loaded.diagnostics.filter((d) => d.code === 'CONFIG_TOO_DEEP');

describe('docs.json nested too deep', () => {
  it('refuses objects nested 3,000 deep with one diagnostic where the limit is crossed', async () => {
    const prefix = `${HEAD}${NAVIGATION},"x":`;
    const loaded = await load({ 'docs.json': `${prefix}${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}` });
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics).toHaveLength(1);
    // docs.json's object is level 1 and "x" level 2: the 128th `{"a":` of "x" is level 129.
    expect(loaded.diagnostics[0]).toEqual({
      code: 'CONFIG_TOO_DEEP',
      severity: 'error',
      file: 'docs.json',
      line: 1,
      column: prefix.length + 127 * 5 + 1,
      path: `x${'.a'.repeat(127)}`,
      message: `objects and arrays are nested more than ${MAX_NESTING_DEPTH} levels deep here, so docs.json is not read`,
      hint: expect.stringContaining('Flatten'),
    });
  });

  it('refuses arrays nested 3,000 deep, on the line where the limit is crossed', async () => {
    const loaded = await load({ 'docs.json': `${HEAD}${NAVIGATION},\n"x":\n${'['.repeat(3000)}${']'.repeat(3000)}}` });
    expect(loaded.config).toBeUndefined();
    expect(tooDeep(loaded)).toMatchObject([{ file: 'docs.json', line: 3, column: 128, path: `x${'[0]'.repeat(127)}` }]);
  });

  it('refuses groups nested 1,000 deep (2,000 levels of JSON) before validation or navigation walk them', async () => {
    const loaded = await load({ 'docs.json': `${HEAD}"navigation":{"groups":[${nestedGroups(1000)}]}}` });
    expect(loaded.config).toBeUndefined();
    // docs.json, navigation, groups and the first group are levels 1–4; each group adds two.
    expect(tooDeep(loaded)).toMatchObject([
      { file: 'docs.json', line: 1, path: `navigation.groups[0]${'.pages[0]'.repeat(62)}.pages` },
    ]);
  });

  it('keeps groups nested 60 deep, within the limit', async () => {
    const loaded = await load({ 'docs.json': `${HEAD}"navigation":{"groups":[${nestedGroups(60)}]}}` });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.groups?.[0]?.group).toBe('g');
  });

  it('refuses a $ref chain of 1,000 files that nests deeper than the limit, in the file where it is crossed', async () => {
    const loaded = await load(groupChain(1000, false));
    // Each file adds two levels below navigation.groups[0] (level 4): nav/62.json's `pages` is level 129.
    expect(tooDeep(loaded)).toMatchObject([
      {
        file: 'nav/62.json',
        line: 1,
        column: '{"group":"g62","pages":'.length + 1,
        path: `navigation.groups[0]${'.pages[0]'.repeat(62)}.pages`,
      },
    ]);
    // Files below the refused one are never read.
    expect(loaded.files).toHaveLength(1 + 63);
    expect(loaded.config?.navigation.groups?.[0]?.group).toBe('g0');
  });

  it('refuses a $ref cycle of 1,000 files that nests deeper on each turn', async () => {
    const loaded = await load(groupChain(1000, true));
    expect(tooDeep(loaded)).toMatchObject([{ file: 'nav/62.json' }]);
    expect(loaded.diagnostics.filter((d) => d.code === 'CONFIG_REF_LOOP')).toEqual([]);
  });

  it('reports a $ref cycle of 3,000 files that nests no deeper as a loop', async () => {
    const files: Record<string, string> = { 'docs.json': `${HEAD}"navigation":{"$ref":"c/0.json"}}` };
    for (let i = 0; i < 3000; i++) files[`c/${i}.json`] = `{"$ref":"./${(i + 1) % 3000}.json"}`;
    const loaded = await load(files);
    expect(loaded.diagnostics.map((d) => [d.code, d.file])).toEqual([['CONFIG_REF_LOOP', 'c/2999.json']]);
  });

  it('refuses a file that a $ref loads twice when the second place nests it too deep', async () => {
    // shared.json nests 70 levels: fine under navigation.groups[0] (level 4), too deep under the 60 more levels of "x".
    const shared = `${'['.repeat(70)}${']'.repeat(70)}`;
    const loaded = await load({
      'docs.json': `${HEAD}${NAVIGATION},"a":{"$ref":"shared.json"},"x":${'['.repeat(60)}{"$ref":"shared.json"}${']'.repeat(60)}}`,
      'shared.json': shared,
    });
    const column = `${HEAD}${NAVIGATION},"a":{"$ref":"shared.json"},"x":${'['.repeat(60)}{"$ref":`.length + 1;
    expect(tooDeep(loaded)).toMatchObject([{ file: 'docs.json', line: 1, column, path: `x${'[0]'.repeat(60)}.$ref` }]);
    expect(loaded.config).toBeDefined();
  });
});

/** Files d0.json … d{count}.json, each a group whose pages refer twice to the next: the resolved config doubles per file. */
function doublingChain(count: number): Record<string, string> {
  const files: Record<string, string> = { 'docs.json': `${HEAD}"navigation":{"groups":[{"$ref":"d0.json"}]}}` };
  for (let i = 0; i < count; i++)
    files[`d${i}.json`] = `{"group":"g${i}","pages":[{"$ref":"d${i + 1}.json"},\n{"$ref":"d${i + 1}.json"}]}`;
  files[`d${count}.json`] = '{"group":"end","pages":["index"]}';
  return files;
}

describe('docs.json that $refs one file many times over', () => {
  it('stops copying at the reuse budget instead of doubling the config per file (2^40 groups)', async () => {
    const loaded = await load(doublingChain(40));
    const tooLarge = loaded.diagnostics.filter((d) => d.code === 'CONFIG_TOO_LARGE');
    expect(tooLarge.length).toBeGreaterThan(0);
    expect(tooLarge[0]).toMatchObject({
      severity: 'error',
      line: 2,
      column: 9,
      path: expect.stringMatching(/\.pages\[1\]\.\$ref$/),
    });
    expect(tooLarge[0]!.message).toMatch(
      /^`\$ref` "d\d+\.json" would copy d\d+\.json once more, past 10,000 values loaded again by `\$ref`s, so it is not loaded here$/,
    );
    expect(loaded.config?.navigation.groups?.[0]?.group).toBe('g0');
  });

  it('copies a file referenced a few times in full', async () => {
    const loaded = await load(doublingChain(6));
    expect(loaded.diagnostics).toEqual([]);
    const count = (value: unknown): number =>
      typeof value === 'object' && value !== null && 'pages' in value
        ? (value.pages as unknown[]).reduce<number>((sum, page) => sum + count(page), 0)
        : 1;
    expect(count(loaded.config?.navigation.groups?.[0])).toBe(2 ** 6);
  });
});

describe('the nesting limit against real docs.json files', () => {
  it('is far above the deepest real-world docs.json', async () => {
    const repositories = readdirSync(REAL_WORLD_FIXTURES).filter((name) =>
      existsSync(join(REAL_WORLD_FIXTURES, name, 'docs.json')),
    );
    expect(repositories.length).toBeGreaterThanOrEqual(9);
    for (const repository of repositories) {
      const text = readFileSync(join(REAL_WORLD_FIXTURES, repository, 'docs.json'), 'utf8');
      // The limit minus 100 levels still fits the file: the limit is not what lets it load.
      expect(findExcessiveNesting(text, MAX_NESTING_DEPTH - 100), repository).toBeUndefined();
      const loaded = await loadDocsConfig({ readFile: async (path) => (path === 'docs.json' ? text : undefined) });
      expect(tooDeep(loaded), repository).toEqual([]);
    }
  });
});
