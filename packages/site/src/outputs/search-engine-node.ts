import MiniSearch from 'minisearch';
import { readSiteAsset } from '../frame/read-site-asset.ts';

/** One search result: a heading section of a page, with its snippet parts. */
export interface SearchHit {
  title: string;
  heading: string;
  path: string;
  href: string;
  score: number;
  /** Made when first read: reading it for the first few results only costs only those. */
  snippet: { text: string; mark: boolean }[];
}

/** The site's search engine, as `assets/search-engine.js` builds it. */
export interface SearchEngine {
  search(query: string, scope?: string): SearchHit[];
  suggest(query: string, scope?: string): string[];
  size: number;
}

/** A ranked section before its page's part is read (see `SplitSearchEngine`). */
export interface RankedSection {
  id: number;
  /** Index of its page in the root's `parts`. */
  page: number;
  section: number;
  score: number;
  terms: string[];
}

/** The engine over a split index, as the browser runs it: parts are read as queries need them. */
export interface SplitSearchEngine extends SearchEngine {
  /** The shards (indexes into the root's `shards`) a query's words are looked up in. */
  need(query: string): number[];
  /** Sections best first, and how many of the query's words had no shard at hand. */
  rank(query: string, scope?: string): { results: RankedSection[]; missing: number };
  /** A ranked section as a reader sees it; `undefined` while its page's part is not at hand. */
  hit(result: RankedSection): SearchHit | undefined;
}

/** The root of a split index (`/_folio/search-parts.json`), as `split` in the engine writes it. */
export interface SearchRoot {
  version: 3;
  average: number[];
  scopes: string[];
  docs: number[][];
  /**
   * `[keys, from, name]` per shard of the term table: the first-letter keys it holds, the first
   * term of its range when it is a range of one key's terms after the first (else `''`), its name.
   */
  shards: [string[], string, string][];
  /** The name of each page's part. */
  parts: string[];
  /**
   * The site has pages restricted to reader groups, which this index leaves out: a signed-in
   * reader's search box asks the search endpoint, which finds those of the reader's groups.
   */
  restricted?: true;
}

/** A split index before its parts are named: the root, the term shards, the page parts. */
export interface SplitSearchIndex {
  root: SearchRoot;
  shards: { keys: string[]; from: string; terms: unknown[] }[];
  pages: { title: string; path: string; sections: [string, string, string, string][] }[];
}

interface FolioSearch {
  tokenize(text: string): string[];
  processIndexTerm(term: string): string | string[];
  load(mini: typeof MiniSearch, data: unknown): SearchEngine;
  split(data: unknown): SplitSearchIndex;
  open(
    mini: typeof MiniSearch,
    root: SearchRoot,
    source: { shard(index: number): unknown[] | undefined; page(index: number): unknown },
  ): SplitSearchEngine;
}

let engine: FolioSearch | undefined;

/**
 * The browser's search script in Node: the same file the page loads (`assets/search-engine.js`),
 * run against the same MiniSearch, so what the build writes, the tests check and the bench
 * measures is what a reader gets.
 */
function folioSearch(): FolioSearch {
  if (engine === undefined) {
    const holder: { FolioSearch?: FolioSearch } = {};
    new Function('globalThis', readSiteAsset('search-engine.js'))(holder);
    engine = holder.FolioSearch!;
  }
  return engine;
}

/**
 * The site's search engine over the whole index (`/_folio/search.json`, version 2), with the
 * ranking the browser uses on the split index: the edge and tools search with it.
 */
export function loadSearchEngine(indexJson: string): SearchEngine {
  return folioSearch().load(MiniSearch, JSON.parse(indexJson));
}

/**
 * The engine's tokenizer and the processing of indexed words, as MiniSearch options: what `split`
 * indexes with, for a test that indexes as MiniSearch itself does.
 */
export function searchIndexOptions(): Pick<FolioSearch, 'tokenize'> & { processTerm: FolioSearch['processIndexTerm'] } {
  const { tokenize, processIndexTerm } = folioSearch();
  return { tokenize, processTerm: processIndexTerm };
}

/** Splits the whole index (version 2) into the root, term shards and page parts the browser reads. */
export function splitSearchIndex(indexJson: string): SplitSearchIndex {
  return folioSearch().split(JSON.parse(indexJson));
}

/**
 * The engine over a split index as written (`searchIndexParts`): `readPart(name)` gives a part's
 * JSON text, or `undefined` when it cannot be had (that part's words or page are left out, as in
 * the browser). Parts are read when a query first needs them.
 */
export function openSplitSearchIndex(
  rootJson: string,
  readPart: (name: string) => string | undefined,
): SplitSearchEngine {
  const root = JSON.parse(rootJson) as SearchRoot;
  const shards = new Map<number, unknown[] | undefined>();
  const pages = new Map<number, unknown>();
  const read = <T>(cache: Map<number, T | undefined>, index: number, name: string | undefined): T | undefined => {
    if (!cache.has(index)) {
      const text = name === undefined ? undefined : readPart(name);
      cache.set(index, text === undefined ? undefined : (JSON.parse(text) as T));
    }
    return cache.get(index);
  };
  return folioSearch().open(MiniSearch, root, {
    shard: (index) => read(shards, index, root.shards[index]?.[2]),
    page: (index) => read(pages, index, root.parts[index]),
  });
}
