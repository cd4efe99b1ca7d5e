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
  const body = withoutComments(`${readFileSync(umd, 'utf8')}\n${readSiteAsset('search-engine.js')}`);
  const urlPath = `/_folio/search.${hashContent(body).slice(0, 12)}.js`;
  asset = { path: urlPath.slice(1), urlPath, contentType: 'text/javascript; charset=utf-8', body };
  return asset;
}

/**
 * A script without its comments (block comments, and line comments on lines of their own, the
 * source map's among them) and blank lines: half of MiniSearch's build is documentation, 11 KB of
 * the 23 KB the reader's first search downloaded. Both files are known ones whose strings and
 * regular expressions hold no comment marks; the browser test runs the result.
 */
function withoutComments(script: string): string {
  return script
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^[ \t]*\/\/.*$/gm, '')
    .replace(/\n[ \t]*(?=\n)/g, '');
}
