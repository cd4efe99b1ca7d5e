import { readSiteAssetBundle } from '../../frame/read-site-asset.ts';

/**
 * The API playground's script (`assets/playground.js`, its session store, then every
 * `assets/playground/*.js` in name order, `start.js` last; served hashed as
 * `/_folio/playground.<hash>.js`): loaded only by pages with a playground or request samples,
 * so other pages do not carry it. Plain ES2017, no dependencies; the request-sample generator is a
 * separate file it loads when the reader first edits a request (`requestSamplesAsset`).
 */
export const PLAYGROUND_SCRIPT: string = readSiteAssetBundle('playground.js', 'playground', '.js');

/** Whether a page's main content has a playground or request samples (and so loads the playground script). */
export function hasPlayground(main: string): boolean {
  return main.includes(' data-playground ') || main.includes(' data-request-samples ');
}
