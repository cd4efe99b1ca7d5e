import { readSiteAsset } from './read-site-asset.ts';

/**
 * The script every page loads in its head, before first paint (`assets/head.js`, served hashed as
 * `/_folio/head.<hash>.js`, not inline, so the Content-Security-Policy allows the site's own files
 * only): marks `html.js` so script-only controls show at once, applies the reader's remembered
 * theme (`data-theme` on `<html>`, over the site's `appearance.default`; never with
 * `appearance.strict`, marked `data-appearance="strict"`), and hides a banner the reader dismissed before (its key is
 * `data-banner-key` on `<html>`; `app.js` stores the dismissal).
 */
export const HEAD_SCRIPT: string = readSiteAsset('head.js');
