import { readSiteAssetBundle } from './read-site-asset.ts';

/**
 * The site's only deferred script (`assets/site.js`, then every `assets/js/*.js` in name order, each its own IIFE; served hashed as `/_folio/app.<hash>.js`). It
 * enhances pages that read fine without it: sidebar group toggles, the small-screen sidebar,
 * `[role=tablist]` tab sets (keyboard, synchronised by title across a page's sets and remembered),
 * tooltips closed by Escape, disclosure switchers, the dismissible banner and search over the JSON
 * index (the API playground has its own script, `PLAYGROUND_SCRIPT`). Plain ES2017, no dependencies.
 */
export const SITE_SCRIPT: string = readSiteAssetBundle('site.js', 'js', '.js');
