// bench/search: the site search (issue 22) on every real-world fixture. Builds each fixture, then
// reads its `_folio/search.json` and measures: index bytes raw and brotli (per 1,000 pages), the
// engine's own bytes, the time to build the in-browser index, per-keystroke query latency (p50,
// p95: every prefix of every query), and a relevance table. The queries are made from the index
// the way a reader searches: a rare word from deep in a page (not its first 600 characters), two
// neighbouring words, a rare word with two letters swapped, a section heading, the singular or
// plural of a word, and an identifier (`NO_COLOR`, `x-api-key`, `getUserById`). A query counts
// as found when its page is among the first five pages of results. Prints one JSON line.
import { brotliCompressSync, constants } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { loadSearchEngine } from '@folio/site';

const FIXTURES = '/work/shared/fixtures/real-world';
const PER_KIND = 8;
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

interface Index {
  pages: { title: string; path: string; scope: string }[];
  sections: [number, string, string, string, string][];
}
type Kind = 'deep' | 'phrase' | 'typo' | 'heading' | 'plural' | 'identifier';
const KINDS: Kind[] = ['deep', 'phrase', 'typo', 'heading', 'plural', 'identifier'];

/** A seeded generator, so every run asks the same queries. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

const STOP = new Set(
  'the and for with that this from your you are can will not have has use using when then than into which what how all any its our their there these those each more also been was were'.split(
    ' ',
  ),
);
const WORD = /[\p{L}][\p{L}\p{N}]*/gu;
const IDENTIFIER = /\b(?:[A-Za-z]+[_-][A-Za-z0-9_-]*[A-Za-z0-9]|[a-z]+[A-Z][A-Za-z0-9]+)\b/g;

/** The reader's queries for one site, each with the page it was taken from. */
function makeQueries(index: Index, seed: number): { kind: Kind; query: string; page: number; scope: string }[] {
  const next = random(seed);
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(next() * items.length)];
  // In how many pages each word appears: rare words are what readers look for.
  const pagesOf = new Map<string, Set<number>>();
  const offsetOf: number[] = [];
  const seen = new Map<number, number>();
  index.sections.forEach(([page, heading, , text]) => {
    offsetOf.push(seen.get(page) ?? 0);
    seen.set(page, (seen.get(page) ?? 0) + heading.length + text.length);
    for (const word of `${heading} ${text}`.toLowerCase().match(WORD) ?? []) {
      const set = pagesOf.get(word) ?? new Set<number>();
      pagesOf.set(word, set);
      set.add(page);
    }
  });
  const df = (word: string) => pagesOf.get(word.toLowerCase())?.size ?? 0;
  const rare = (word: string) => word.length >= 5 && !STOP.has(word.toLowerCase()) && df(word) <= 2;
  const queries: { kind: Kind; query: string; page: number; scope: string }[] = [];
  const sections = index.sections.map((section, at) => ({ section, at }));
  for (const kind of KINDS) {
    let made = 0;
    for (let attempt = 0; attempt < 400 && made < PER_KIND; attempt++) {
      const chosen = pick(sections);
      if (chosen === undefined) break;
      const [page, heading, , text, code] = chosen.section;
      const words = text.match(WORD) ?? [];
      let query: string | undefined;
      if (kind === 'deep') {
        if (offsetOf[chosen.at]! < 600) continue;
        query = pick(words.filter(rare));
      } else if (kind === 'phrase') {
        const pairs = words
          .slice(0, -1)
          .map((word, i) => [word, words[i + 1]!] as const)
          .filter(
            ([a, b]) => a.length >= 4 && b.length >= 4 && !STOP.has(a.toLowerCase()) && !STOP.has(b.toLowerCase()),
          )
          .filter(([a, b]) => df(a) <= 3 || df(b) <= 3);
        const pair = pick(pairs);
        if (pair !== undefined) query = `${pair[0]} ${pair[1]}`.toLowerCase();
      } else if (kind === 'typo') {
        const word = pick(words.filter((w) => rare(w) && w.length >= 6 && /^\p{Ll}+$/u.test(w)));
        if (word !== undefined) {
          const at = 1 + Math.floor(next() * (word.length - 3));
          query = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
          if (query === word) query = undefined;
        }
      } else if (kind === 'heading') {
        const repeated = index.sections.filter((s) => s[1] === heading).length;
        if (heading !== '' && repeated <= 2 && heading.length <= 60) query = heading;
      } else if (kind === 'plural') {
        const word = pick(words.filter((w) => rare(w) && /^\p{Ll}+$/u.test(w) && !/(ss|us|is)$/.test(w)));
        if (word !== undefined) query = word.endsWith('s') ? word.slice(0, -1) : `${word}s`;
      } else {
        const found = `${text} ${code}`.match(IDENTIFIER) ?? [];
        // An identifier a reader would look up: written on one or two pages only.
        const pagesWith = (id: string) =>
          new Set(index.sections.filter((s) => s[3].includes(id) || s[4].includes(id)).map((s) => s[0])).size;
        query = pick(found.filter((id) => id.length >= 6 && pagesWith(id) <= 2));
      }
      if (query === undefined || queries.some((q) => q.query === query)) continue;
      queries.push({ kind, query, page, scope: index.pages[page]!.scope });
      made++;
    }
  }
  return queries;
}

const fixtures: Record<string, unknown> = {};
const table: Record<Kind, { found: number; asked: number }> = Object.fromEntries(
  KINDS.map((kind) => [kind, { found: 0, asked: 0 }]),
) as Record<Kind, { found: number; asked: number }>;
const keystrokes: number[] = [];
const misses: string[] = [];
let engineBytes = 0;
let engineBrotli = 0;
let seed = 22;
for (const name of (await readdir(FIXTURES)).sort()) {
  if (name.endsWith('.tsv')) continue;
  const build = await buildSite(createDirectoryReader(join(FIXTURES, name)), { fetchUrl: offline });
  const file = build.files.find((f) => f.urlPath === '/_folio/search.json');
  const engineFile = build.files.find((f) => /^\/_folio\/search\.[0-9a-f]+\.js$/.test(f.urlPath));
  if (file === undefined || engineFile === undefined) continue;
  const json = String(file.body);
  engineBytes = Buffer.byteLength(String(engineFile.body));
  engineBrotli = brotliCompressSync(String(engineFile.body)).length;
  const index = JSON.parse(json) as Index;
  const started = performance.now();
  const engine = loadSearchEngine(json);
  const loadMs = performance.now() - started;
  const queries = makeQueries(index, seed++);
  const kinds: Record<string, string> = {};
  let found = 0;
  for (const kind of KINDS) {
    const ofKind = queries.filter((q) => q.kind === kind);
    let hit = 0;
    for (const q of ofKind) {
      for (let end = 1; end <= q.query.length; end++) {
        const t = performance.now();
        engine.search(q.query.slice(0, end), q.scope);
        keystrokes.push(performance.now() - t);
      }
      const pages: string[] = [];
      for (const result of engine.search(q.query, q.scope)) {
        if (!pages.includes(result.path)) pages.push(result.path);
        if (pages.length === 5) break;
      }
      if (pages.includes(index.pages[q.page]!.path)) hit++;
      else misses.push(`${name} ${kind} "${q.query}" → ${index.pages[q.page]!.path} (got ${pages[0] ?? 'nothing'})`);
    }
    kinds[kind] = `${hit}/${ofKind.length}`;
    table[kind].found += hit;
    table[kind].asked += ofKind.length;
    found += hit;
  }
  const raw = Buffer.byteLength(json);
  const brotli = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  fixtures[name] = {
    pages: index.pages.length,
    sections: index.sections.length,
    indexBytes: raw,
    indexBrotliBytes: brotli,
    brotliBytesPer1000Pages: Math.round((brotli / Math.max(1, index.pages.length)) * 1000),
    engineLoadMs: round(loadMs),
    top5: `${found}/${queries.length}`,
    top5Share: round(found / Math.max(1, queries.length)),
    kinds,
  };
}
const asked = Object.values(table).reduce((sum, k) => sum + k.asked, 0);
const found = Object.values(table).reduce((sum, k) => sum + k.found, 0);
for (const miss of misses) process.stderr.write(`miss: ${miss}\n`);
console.log(
  JSON.stringify({
    bench: 'search',
    top5Share: round(found / Math.max(1, asked)),
    targetTop5Share: 0.9,
    keystrokeP50Ms: round(percentile(keystrokes, 0.5)),
    keystrokeP95Ms: round(percentile(keystrokes, 0.95)),
    engineBytes,
    engineBrotliBytes: engineBrotli,
    byKind: Object.fromEntries(KINDS.map((kind) => [kind, `${table[kind].found}/${table[kind].asked}`])),
    fixtures,
  }),
);
