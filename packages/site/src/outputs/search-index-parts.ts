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
 * Brotli qualities, measured on the real-world fixtures' shards (935 KB of JSON): quality 11 makes
 * 597 KB in 2.2 s of CPU, 10 makes 598 KB in 0.7 s, 9 makes 681 KB in 0.1 s. Quality 11 also costs
 * about 3 ms a file whatever its size. On the 1,000-page generated corpus (151 shards, 2.8 MB of
 * JSON), 10 makes 630 KB in 1.4 s of CPU and 6 makes 700 KB (+11%) in 0.1 s: the shards grow with
 * the site, and a first query fetches one or two of them, so they get 6. The root (read by every
 * first search, one small file) keeps 10, and the page parts (one per page, most under 2 KB) get 5.
 */
const ROOT_BROTLI = 10;
const SHARD_BROTLI = 6;
const PAGE_BROTLI = 5;

/**
 * The search index split for the browser (see `split` in `assets/search-engine.js`): the root at
 * `SEARCH_PARTS_URL`, the term table in shards `/_folio/search-t.<hash>.json` and one part per
 * page `/_folio/search-p.<hash>.json`, both named by their content (so immutable, and the same
 * name in the next build when unchanged: a page whose text did not change keeps its part, which
 * the hosted worker does not upload again). The root names parts relative to itself. `restricted`:
 * the site's pages restricted to reader groups were left out of `indexJson` (`SearchRoot.restricted`).
 */
export function searchIndexParts(indexJson: string, options: { restricted?: boolean } = {}): SiteFile[] {
  const split = splitSearchIndex(indexJson);
  const parts = new Map<string, SiteFile>();
  const part = (kind: 't' | 'p', value: unknown): string => {
    const body = JSON.stringify(value);
    const name = `search-${kind}.${hashContent(body).slice(0, 12)}.json`;
    const file: SiteFile = { path: `_folio/${name}`, urlPath: `/_folio/${name}`, contentType: JSON_TYPE, body };
    parts.set(name, { ...file, brotliQuality: kind === 'p' ? PAGE_BROTLI : SHARD_BROTLI });
    return name;
  };
  const root: SearchRoot = {
    ...split.root,
    shards: split.shards.map((shard) => [shard.keys, shard.from, part('t', shard.terms)]),
    parts: split.pages.map((page) => part('p', page)),
    ...(options.restricted === true ? { restricted: true as const } : {}),
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
