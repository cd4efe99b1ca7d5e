// The reader's queries the search bench asks of a site, made from its own index the way a reader
// searches: a rare word from deep in a page (not its first 600 characters), two neighbouring
// words, a rare word with two letters swapped, a section heading, the singular or plural of a
// word, and an identifier (`NO_COLOR`, `x-api-key`, `getUserById`). Seeded: every run asks the
// same queries.
import type { SearchIndexData } from './corpus.ts';

type Index = SearchIndexData;
/** What a query tries. */
export type Kind = 'deep' | 'phrase' | 'typo' | 'heading' | 'plural' | 'identifier';
/** Every kind of query, in the order the bench reports them. */
export const KINDS: Kind[] = ['deep', 'phrase', 'typo', 'heading', 'plural', 'identifier'];

/** A seeded generator, so every run asks the same queries. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Queries of each kind per site. */
const PER_KIND = 8;

const STOP = new Set(
  'the and for with that this from your you are can will not have has use using when then than into which what how all any its our their there these those each more also been was were'.split(
    ' ',
  ),
);
const WORD = /[\p{L}][\p{L}\p{N}]*/gu;
const IDENTIFIER = /\b(?:[A-Za-z]+[_-][A-Za-z0-9_-]*[A-Za-z0-9]|[a-z]+[A-Z][A-Za-z0-9]+)\b/g;

/** A query and the page it was taken from (an index into the index's pages). */
export interface BenchQuery {
  kind: Kind;
  query: string;
  page: number;
  scope: string;
}

/** The reader's queries for one site, each with the page it was taken from. */
export function makeQueries(index: Index, seed: number): BenchQuery[] {
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
  const queries: BenchQuery[] = [];
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
