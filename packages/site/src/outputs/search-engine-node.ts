import MiniSearch from 'minisearch';
import { readSiteAsset } from '../frame/read-site-asset.ts';

/** One search result: a heading section of a page, with its snippet parts. */
export interface SearchHit {
  title: string;
  heading: string;
  path: string;
  href: string;
  score: number;
  snippet: { text: string; mark: boolean }[];
}

/** The site's search engine, as `assets/search-engine.js` builds it. */
export interface SearchEngine {
  search(query: string, scope?: string): SearchHit[];
  suggest(query: string, scope?: string): string[];
  size: number;
}

/**
 * The browser's search engine in Node, for tests and the bench: the same script the page loads
 * (`assets/search-engine.js`), run against the same MiniSearch, so what they measure is what a
 * reader gets.
 */
export function loadSearchEngine(indexJson: string): SearchEngine {
  const holder: { FolioSearch?: { load: (mini: typeof MiniSearch, data: unknown) => SearchEngine } } = {};
  new Function('globalThis', readSiteAsset('search-engine.js'))(holder);
  return holder.FolioSearch!.load(MiniSearch, JSON.parse(indexJson));
}
