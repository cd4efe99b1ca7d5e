import { hashContent } from '../lib/hash-content.ts';
import type { SiteFile } from '../types.ts';
import { type SearchRoot, splitSearchIndex } from './search-engine-node.ts';

/**
 * URL of the split search index's root, which the search box loads: what every query needs (the
 * sections' field lengths, scopes and boosts) and the names of the other parts. Not hashed, like
 * `search.json` (every page names it): served with `revalidate`.
 */
export const SEARCH_PARTS_URL = '/_folio/search-parts.json';

const JSON_TYPE = 'application/json';
/**
 * Brotli qualities. Quality 11 costs about 3 ms a file whatever its size, for 13-15% fewer bytes
 * than 5 (a 267-page site: 713 ms for its page parts, against 23 ms at 5). The root (read by every
 * first search, one file) and the shards (a few dozen, the bulk of a first query) get 11; the
 * page parts (one per page, most under 2 KB) get 5, which keeps the index under 5% of the build.
 */
const ROOT_BROTLI = 11;
const PAGE_BROTLI = 5;

/**
 * The search index split for the browser (see `split` in `assets/search-engine.js`): the root at
 * `SEARCH_PARTS_URL`, the term table in shards `/_folio/search-t.<hash>.json` and one part per
 * page `/_folio/search-p.<hash>.json`, both named by their content (so immutable, and the same
 * name in the next build when unchanged: a page whose text did not change keeps its part, which
 * the hosted worker does not upload again). The root names parts relative to itself.
 */
export function searchIndexParts(indexJson: string): SiteFile[] {
  const split = splitSearchIndex(indexJson);
  const parts = new Map<string, SiteFile>();
  const part = (kind: 't' | 'p', value: unknown): string => {
    const body = JSON.stringify(value);
    const name = `search-${kind}.${hashContent(body).slice(0, 12)}.json`;
    const file: SiteFile = { path: `_folio/${name}`, urlPath: `/_folio/${name}`, contentType: JSON_TYPE, body };
    parts.set(name, kind === 'p' ? { ...file, brotliQuality: PAGE_BROTLI } : file);
    return name;
  };
  const root: SearchRoot = {
    ...split.root,
    shards: split.shards.map((shard) => [shard.keys, shard.from, part('t', shard.terms)]),
    parts: split.pages.map((page) => part('p', page)),
  };
  return [
    {
      path: SEARCH_PARTS_URL.slice(1),
      urlPath: SEARCH_PARTS_URL,
      contentType: JSON_TYPE,
      body: JSON.stringify(root),
      brotliQuality: ROOT_BROTLI,
    },
    ...parts.values(),
  ];
}
