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
    parts.set(name, { path: `_folio/${name}`, urlPath: `/_folio/${name}`, contentType: JSON_TYPE, body });
    return name;
  };
  const root: SearchRoot = {
    ...split.root,
    shards: split.shards.map((shard) => [shard.keys, part('t', shard.terms)]),
    parts: split.pages.map((page) => part('p', page)),
  };
  return [
    { path: SEARCH_PARTS_URL.slice(1), urlPath: SEARCH_PARTS_URL, contentType: JSON_TYPE, body: JSON.stringify(root) },
    ...parts.values(),
  ];
}
