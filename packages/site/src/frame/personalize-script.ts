import { readSiteAsset } from './read-site-asset.ts';

/**
 * The personalisation script (`assets/personalize.js`, served hashed as
 * `/_folio/personalize.<hash>.js`): fills `{user.…}` placeholders from the reader endpoint and
 * shares the signed-in reader with the playground. Loaded only by pages that need it.
 */
export const PERSONALIZE_SCRIPT: string = readSiteAsset('personalize.js');

/** Whether a page's main content has a `{user.…}` placeholder (content's `data-folio-user` span). */
export function hasUserValues(main: string): boolean {
  return main.includes(' data-folio-user="');
}
