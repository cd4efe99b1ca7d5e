import type { PageGroups } from '@folio/deployment';
import type { SearchSection } from './search-sections.ts';

/** A page as the search index takes it. */
export interface SearchPage {
  title: string;
  /** URL path of the page. */
  path: string;
  /** Language and version the page belongs to (`en/v2`); search stays within the reader's. */
  scope: string;
  sections: readonly SearchSection[];
  /** Front matter `boost`: the page's results score this many times higher. */
  boost?: number;
  /** Front matter `groups`: the reader groups that may find the page (`SITE_SEARCH_PATH` filters by them). */
  groups?: PageGroups;
}

/**
 * The search index the top-bar search loads, version 2: every section of every page in full,
 * as arrays rather than objects to keep the keys out of the bytes:
 * `{ "version": 2, "pages": [{ title, path, scope, boost?, groups? }],
 *    "sections": [[pageIndex, heading, anchor, text, code]] }`.
 * The browser builds its MiniSearch index from it on first search (`assets/js/search.js`).
 */
export function buildSearchIndex(entries: readonly SearchPage[]): string {
  const pages = entries.map((entry) => ({
    title: entry.title,
    path: entry.path,
    scope: entry.scope,
    ...(entry.boost === undefined || entry.boost === 1 ? {} : { boost: entry.boost }),
    ...(entry.groups === undefined ? {} : { groups: entry.groups }),
  }));
  const sections = entries.flatMap((entry, page) =>
    entry.sections.map((section) => [page, section.heading, section.id, section.text, section.code]),
  );
  return JSON.stringify({ version: 2, pages, sections });
}
