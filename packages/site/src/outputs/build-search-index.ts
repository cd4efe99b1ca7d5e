import type { PageHeading } from '../types.ts';

/** One entry of the search index. */
export interface SearchEntry {
  title: string;
  /** URL path of the page. */
  path: string;
  headings: { text: string; id: string }[];
  /** The start of the page's text. */
  text: string;
  /** Language and version the page belongs to (`en/v2`); search stays within the reader's. */
  scope: string;
}

/** Longest text excerpt kept per page, so the index stays small enough to load on first search. */
const SEARCH_EXCERPT_LENGTH = 600;

/**
 * The search index the top-bar search loads: `{ "version": 1, "pages": [{ title, path,
 * headings: [{ text, id }], text, scope }] }`.
 */
export function buildSearchIndex(
  entries: readonly { title: string; path: string; headings: readonly PageHeading[]; text: string; scope: string }[],
): string {
  const pages: SearchEntry[] = entries.map((entry) => ({
    title: entry.title,
    path: entry.path,
    headings: entry.headings
      .filter((h) => h.depth >= 2 && h.depth <= 4 && h.id !== '')
      .map((h) => ({ text: h.text, id: h.id })),
    scope: entry.scope,
    text:
      entry.text.length > SEARCH_EXCERPT_LENGTH
        ? `${entry.text.slice(0, SEARCH_EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`
        : entry.text,
  }));
  return JSON.stringify({ version: 1, pages });
}
