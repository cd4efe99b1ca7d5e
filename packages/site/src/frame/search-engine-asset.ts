import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { hashContent } from '../lib/hash-content.ts';
import type { SiteFile } from '../types.ts';
import { readSiteAsset } from './read-site-asset.ts';

let asset: SiteFile | undefined;

/**
 * The search engine the page loads when the reader first opens search: MiniSearch's UMD build
 * (it defines `MiniSearch` on the page) followed by `assets/search-engine.js` (the tokenizer,
 * stemmer and ranking, `FolioSearch`), one content-hashed file under `/_folio/`. Made once per
 * process: it depends on no setting.
 */
export function searchEngineAsset(): SiteFile {
  if (asset !== undefined) return asset;
  const require = createRequire(import.meta.url);
  // The package exports only its ES and CommonJS builds; the UMD build sits beside them.
  const umd = join(dirname(require.resolve('minisearch')), '../umd/index.js');
  const body = `${readFileSync(umd, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')}\n${readSiteAsset('search-engine.js')}`;
  const urlPath = `/_folio/search.${hashContent(body).slice(0, 12)}.js`;
  asset = { path: urlPath.slice(1), urlPath, contentType: 'text/javascript; charset=utf-8', body };
  return asset;
}
