// A search corpus of any size made from real pages: the sections of the real-world fixtures'
// search indexes, repeated as often as needed to reach the page count. A copy is not the same
// text again: its rare words (written on at most three pages) get a suffix of their own, so the
// vocabulary grows with the site as a real one does (Heaps' law) rather than staying that of
// the fixtures, and paths and titles are those of a page of its own.
import type { SearchPage } from '@folio/site';

/** A search index as `buildSearchIndex` writes it (version 2). */
export interface SearchIndexData {
  pages: { title: string; path: string; scope: string; boost?: number }[];
  sections: [number, string, string, string, string][];
}

const WORD = /\p{L}{4,}/gu;

/** The fixtures' pages as `buildSearchIndex` takes them, the fixture's name in each path. */
export function indexPages(name: string, index: SearchIndexData): SearchPage[] {
  const pages: SearchPage[] = index.pages.map((page) => ({
    title: page.title,
    path: `/${name}${page.path}`,
    scope: page.scope,
    sections: [],
    ...(page.boost === undefined ? {} : { boost: page.boost }),
  }));
  for (const [page, heading, id, text, code] of index.sections)
    (pages[page]!.sections as SearchPage['sections'][number][]).push({ heading, id, text, code });
  return pages;
}

/** `count` pages: the `pages` given, then copies of them with their rare words renamed. */
export function searchCorpus(pages: readonly SearchPage[], count: number): SearchPage[] {
  const pagesOf = new Map<string, number>();
  for (const page of pages) {
    const words = new Set<string>();
    for (const section of page.sections)
      for (const word of `${section.heading} ${section.text} ${section.code}`.match(WORD) ?? []) words.add(word);
    for (const word of words) pagesOf.set(word, (pagesOf.get(word) ?? 0) + 1);
  }
  const out: SearchPage[] = [];
  for (let copy = 0; out.length < count; copy++) {
    const suffix =
      copy === 0 ? '' : `q${copy.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`;
    const rename = (text: string) =>
      suffix === '' ? text : text.replace(WORD, (word) => ((pagesOf.get(word) ?? 0) <= 3 ? word + suffix : word));
    for (const page of pages) {
      if (out.length === count) break;
      out.push({
        ...page,
        title: copy === 0 ? page.title : `${page.title} ${copy}`,
        path: copy === 0 ? page.path : `/copy-${copy}${page.path}`,
        sections: page.sections.map((section) => ({
          heading: rename(section.heading),
          id: section.id,
          text: rename(section.text),
          code: rename(section.code),
        })),
      });
    }
  }
  return out;
}
