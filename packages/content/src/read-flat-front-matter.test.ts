import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { parseFrontMatter, parseYamlFrontMatter, type FrontMatter } from './parse-front-matter.ts';
import { readFlatFrontMatter } from './read-flat-front-matter.ts';

/** The YAML parser's reading of a page's front matter, as `parseFrontMatter` did before the fast path. */
function parsedByYaml(page: string, file: string): FrontMatter {
  const lines = page.split('\n');
  const closing = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)[ \t]*$/.test(line.replace(/\r$/, '')));
  const yamlText = lines
    .slice(1, closing)
    .map((line) => line.replace(/\r$/, ''))
    .join('\n');
  return parseYamlFrontMatter(yamlText, file, {
    data: {},
    lines: {},
    body: lines.slice(closing + 1).join('\n'),
    bodyLine: closing + 2,
    diagnostics: [],
  });
}

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) => join(dir, path));
}

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

const KEYS = [
  'title',
  'description',
  'sidebarTitle',
  'icon',
  'mode',
  'x_1',
  'a-b',
  'true',
  'null',
  'False',
  '__proto__',
  'constructor',
  'title',
];
const VALUES = [
  'Hello world',
  "What's new",
  'C# guide',
  'a: b',
  'a:b',
  'a #b',
  'a#b',
  '"quoted"',
  '"with \\" escape"',
  '"a # b: c"',
  "'single'",
  "'it''s'",
  "'a: b'",
  'true',
  'True',
  'TRUE',
  'false',
  'False',
  'null',
  'Null',
  '~',
  '123',
  '-1',
  '0x1F',
  '0o17',
  '1e3',
  '.inf',
  '.nan',
  'yes',
  'No',
  'on',
  'Hello   ',
  '[beta]',
  'Foo [beta]',
  '{x}',
  'a {b}',
  'a, b',
  '- item',
  '*alias',
  '&anchor x',
  '!tag x',
  '| x',
  '> x',
  '%x',
  '@x',
  '`x`',
  'x\ty',
  '"tab\there"',
  'émoji 🚀',
  'Rocket 🚀',
  'Überblick',
  '\u00a0x',
  'x\u00a0',
  'x \u2028 y',
  'x\u0085y',
  'x\u0007y',
  'a "quoted" word',
  "it's 'fine'",
  '"unclosed',
  "'unclosed",
  '"" ',
  "''",
  'x'.repeat(300),
  'GET /users/{id}',
  'https://example.com/a?b=c',
  'Line\\nbreak',
  '"trailing" # comment',
  '"a" "b"',
];
const ODD_LINES = [
  '',
  '# comment',
  '  indented: x',
  'key:value',
  'key:',
  'key:  ',
  '- item',
  'key:\tvalue',
  ' title: x',
  'title : x',
  '? complex',
  '...x',
];

describe('readFlatFrontMatter', () => {
  it('reads every real-world page it accepts exactly as the YAML parser does', () => {
    let accepted = 0;
    let withFrontMatter = 0;
    for (const path of pagesUnder(REAL_WORLD_FIXTURES)) {
      const page = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
      if (!/^---[ \t]*\r?\n/.test(page)) continue;
      const lines = page.split('\n').map((line) => line.replace(/\r$/, ''));
      const closing = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)[ \t]*$/.test(line));
      if (closing === -1) continue;
      withFrontMatter++;
      if (readFlatFrontMatter(lines.slice(1, closing)) === undefined) continue;
      accepted++;
      expect(parseFrontMatter(page, path), path).toEqual(parsedByYaml(page, path));
    }
    // Most real pages take the fast path (else it would not be worth having).
    expect(accepted).toBeGreaterThan(withFrontMatter * 0.8);
  });

  it('agrees with the YAML parser on generated front matter', () => {
    const next = random(16);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    let accepted = 0;
    for (let round = 0; round < 10000; round++) {
      const lines: string[] = [];
      const count = 1 + Math.floor(next() * 5);
      for (let index = 0; index < count; index++)
        lines.push(next() < 0.1 ? pick(ODD_LINES) : `${pick(KEYS)}: ${pick(VALUES)}`);
      const page = `---\n${lines.join('\n')}\n---\nBody`;
      const flat = readFlatFrontMatter(lines);
      if (flat === undefined) continue;
      accepted++;
      expect(parseFrontMatter(page, 'a.mdx'), `case ${round}: ${JSON.stringify(lines)}`).toEqual(
        parsedByYaml(page, 'a.mdx'),
      );
    }
    expect(accepted).toBeGreaterThan(400);
  });

  it('leaves to the YAML parser what it does not read the same way', () => {
    for (const lines of [
      ['title: 123'],
      ['title: a: b'],
      ['title: x # note'],
      ['title: "a\\"b"'],
      ['title: x', 'title: y'],
      ['title: null'],
      ['  title: x'],
      ['# only a comment'],
      [],
    ]) {
      expect(readFlatFrontMatter(lines), JSON.stringify(lines)).toBeUndefined();
    }
    expect(readFlatFrontMatter(['title: "Quick: start"', '', "icon: 'rocket'", 'hidden: true  '])).toEqual({
      data: { title: 'Quick: start', icon: 'rocket', hidden: true },
      lineIndexes: { title: 0, icon: 2, hidden: 3 },
    });
  });
});
