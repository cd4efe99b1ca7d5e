import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchPage } from './build-search-index.ts';
import { loadSearchEngine, openSplitSearchIndex, searchIndexOptions, splitSearchIndex } from './search-engine-node.ts';
import { SEARCH_PARTS_URL, searchIndexParts } from './search-index-parts.ts';
import { searchSections } from './search-sections.ts';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `Sentence ${i} about general matters.`).join(' ');

const page = (title: string, path: string, markdown: string, scope = ''): SearchPage => ({
  title,
  path,
  scope,
  sections: searchSections(markdown, []),
});

/** A small site whose words sit deep in long pages, as a reader's queries find them. */
const PAGES = [
  page(
    'Introduction',
    '/intro',
    `${filler(40)}\n\n## Why\n\nAdopt Folio for your docs. Showing previews while you write.`,
  ),
  page(
    'CLI reference',
    '/reference/cli',
    `${filler(80)}\n\n## Environment\n\n${filler(30)} Set NO_COLOR to turn colours off. Pointers follow RFC 6901.`,
  ),
  page('Meals', '/meals', '## Record a meal\n\nLog what you ate.\n\n## Colors\n\nNo color here.'),
  page('Users API', '/api/users', '## getUserById\n\nReturns one user. Send the `x-api-key` header.'),
  page('Keys', '/keys', 'Every key of the API, and x values.'),
  page('快速开始', '/zh/quickstart', '## 安装\n\n使用命令行安装文档工具。', 'zh'),
];
const SITE = buildSearchIndex(PAGES);
const engine = () => loadSearchEngine(SITE);
/**
 * The same site with a glossary of many words for each letter, and thirty pages of words starting
 * with p: its term table has many shards, and the shards of p are ranges of its terms.
 */
const WIDE = buildSearchIndex([
  ...PAGES,
  page(
    'Glossary',
    '/glossary',
    Array.from({ length: 26 * 300 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}term${i}`).join(' '),
  ),
  ...Array.from({ length: 30 }, (_, p) =>
    page(`Parts ${p}`, `/parts/${p}`, Array.from({ length: 100 }, (_, i) => `pterm${p * 100 + i}`).join(' ')),
  ),
]);

/** The split index as the build writes it, read part by part; `lost` names parts that fail to load. */
function splitEngine(index = SITE, lost: (name: string) => boolean = () => false) {
  const files = new Map(searchIndexParts(index).map((file) => [file.urlPath, String(file.body)]));
  const read: string[] = [];
  const split = openSplitSearchIndex(files.get(SEARCH_PARTS_URL)!, (name) => {
    read.push(name);
    return lost(name) ? undefined : files.get(`/_folio/${name}`);
  });
  const root = JSON.parse(files.get(SEARCH_PARTS_URL)!) as { shards: [string[], string, string][]; parts: string[] };
  return { split, read, root };
}

describe('the site search engine', () => {
  const search = engine();
  const top = (query: string, scope?: string) => search.search(query, scope)[0];

  it('finds words deep in a page, with the section and a highlighted snippet', () => {
    const hit = top('RFC 6901')!;
    expect(hit.path).toBe('/reference/cli');
    expect(hit.heading).toBe('Environment');
    expect(hit.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['RFC', '6901']);
  });

  it('forgives a transposed letter, and meets singular and plural', () => {
    expect(top('adpot')?.path).toBe('/intro');
    // Two letters from `showing`, three from its stem `show`: typos are measured on whole words too.
    expect(top('shownig')?.path).toBe('/intro');
    expect(top('meals')?.href).toBe('/meals');
    expect(search.search('meals').map((hit) => hit.heading)).toContain('Record a meal');
  });

  it('ranks the page with an identifier typed exactly first', () => {
    expect(top('NO_COLOR')?.path).toBe('/reference/cli');
    expect(top('x-api-key')?.path).toBe('/api/users');
    expect(top('getUserById')?.path).toBe('/api/users');
  });

  it('finds CJK text by its characters, within the scope', () => {
    expect(top('安装', 'zh')?.path).toBe('/zh/quickstart');
    expect(top('文档工具', 'zh')?.path).toBe('/zh/quickstart');
    expect(search.search('安装', '')).toEqual([]);
  });

  it('suggests the closest terms when nothing matches, and never throws on odd input', () => {
    expect(search.search('zzqx', '')).toEqual([]);
    expect(search.suggest('colr', '').join(' ')).toContain('colo');
    for (const query of ['', '   ', '"*(', '\u0000', 'a'.repeat(5000), '🙂', '\uD800'])
      expect(() => search.search(query)).not.toThrow();
  });
});

describe('the split index the browser reads', () => {
  it('indexes every section as MiniSearch itself does: the same terms, counts and field lengths', () => {
    const data = JSON.parse(WIDE) as {
      pages: { title: string }[];
      sections: [number, string, string, string, string][];
    };
    const mini = new MiniSearch({ fields: ['title', 'heading', 'text', 'code'], ...searchIndexOptions() });
    mini.addAll(
      data.sections.map(([page, heading, , text, code], id) => ({
        id,
        title: data.pages[page]!.title,
        heading,
        text,
        code,
      })),
    );
    const own = mini.toJSON();
    const split = splitSearchIndex(WIDE);
    // Every (term, field, section, count), decoded from the shards.
    const postings: Record<string, Record<number, Record<number, number>>> = {};
    for (const shard of split.shards)
      for (const [term, ...lists] of shard.terms as [string, ...number[][]][]) {
        postings[term] = {};
        for (const [field, ...deltas] of lists) {
          const docs: Record<number, number> = {};
          let doc = 0;
          for (const value of deltas) {
            if (value < 0) docs[doc] = -value;
            else {
              doc += value;
              docs[doc] = 1;
            }
          }
          postings[term]![field!] = docs;
        }
      }
    expect(postings).toEqual(Object.fromEntries(own.index));
    expect(split.root.average).toEqual(own.averageFieldLength);
    const lengths = split.root.docs.flatMap((row) =>
      Array.from({ length: (row.length - 3) / 3 }, (_, i) => [row[2], ...row.slice(3 + 3 * i, 6 + 3 * i)]),
    );
    expect(lengths).toEqual(Object.values(own.fieldLength));
  });

  const queries = [
    'RFC 6901',
    'adpot',
    'shownig',
    'meals',
    'NO_COLOR',
    'x-api-key',
    'getUserById',
    'key',
    'col',
    '安装',
  ];

  it('ranks every query as the whole index does, reading only the parts the query needs', () => {
    for (const index of [SITE, WIDE]) {
      const whole = loadSearchEngine(index);
      const { split } = splitEngine(index);
      for (const query of queries)
        for (const scope of [undefined, '', 'zh'])
          expect(split.search(query, scope).map((hit) => [hit.href, hit.score, hit.snippet])).toEqual(
            whole.search(query, scope).map((hit) => [hit.href, hit.score, hit.snippet]),
          );
    }
    const { split, read, root } = splitEngine(WIDE);
    expect(root.shards.length).toBeGreaterThan(5);
    expect(split.search('meals').map((hit) => hit.path)).toEqual(['/meals', '/meals']);
    // The shard of words starting with m, and the one page shown.
    const shard = root.shards.find(([keys]) => keys.includes('m'))![2];
    expect(read).toEqual([shard, root.parts[2]]);
  });

  it('finds across the ranges of a letter what one MiniSearch over every term finds', () => {
    const data = JSON.parse(WIDE) as {
      pages: { title: string }[];
      sections: [number, string, string, string, string][];
    };
    const mini = new MiniSearch({ fields: ['title', 'heading', 'text', 'code'], ...searchIndexOptions() });
    mini.addAll(
      data.sections.map(([page, heading, , text, code], id) => ({
        id,
        title: data.pages[page]!.title,
        heading,
        text,
        code,
      })),
    );
    const { split, read, root } = splitEngine(WIDE);
    const ranges = root.shards.filter(([keys]) => keys.length === 1 && keys[0] === 'p');
    expect(ranges.length).toBeGreaterThan(2);
    const same = (query: string, fuzzy: number | false) => {
      const ours = new Map(split.rank(query).results.map((result) => [result.id, result.score]));
      const own = mini.search(query, {
        tokenize: (term) => [term],
        processTerm: (term) => term,
        prefix: true,
        fuzzy,
        boost: { title: 3, heading: 2, text: 1, code: 0.5 },
      });
      expect([...ours.keys()].sort()).toEqual(own.map((result) => result.id).sort());
      for (const result of own) expect(ours.get(result.id)).toBeCloseTo(result.score, 9);
    };
    // `pterm29` begins eleven words, all in one range; `pterm` begins them all, over every range.
    // Both match as they are: no typos looked for.
    same('pterm29', false);
    expect(read.filter((name) => name.startsWith('search-t.'))).toHaveLength(1);
    same('pterm', false);
    expect(new Set(read.filter((name) => name.startsWith('search-t.'))).size).toBe(ranges.length);
    // A word that begins none is looked up with two typos, across every range of its letter.
    const typo = splitEngine(WIDE);
    expect(typo.split.rank('ptrem1234').results.length).toBeGreaterThan(0);
    expect(new Set(typo.read.filter((name) => name.startsWith('search-t.'))).size).toBe(ranges.length);
    same('ptrem1234', 2);
  });

  it('leaves out the words and pages whose part failed to load, and says how many words', () => {
    const { root } = splitEngine(WIDE);
    const digits = root.shards.find(([keys]) => keys.includes('6'))![2];
    expect(root.shards.find(([keys]) => keys.includes('r'))![2]).not.toBe(digits);
    const { split } = splitEngine(WIDE, (name) => name === digits);
    const ranked = split.rank('RFC 6901');
    expect(ranked.missing).toBe(1);
    // `RFC` alone still finds the section.
    expect(split.hit(ranked.results[0]!)).toMatchObject({ path: '/reference/cli', heading: 'Environment' });
    const { split: noPages } = splitEngine(SITE, (name) => name.startsWith('search-p.'));
    const results = noPages.rank('meals').results;
    expect(results.length).toBe(2);
    expect(results.map((result) => noPages.hit(result))).toEqual([undefined, undefined]);
  });
});
