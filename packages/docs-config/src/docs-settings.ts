import type { DocsSetting } from './settings/docs-setting.ts';
import { SITE_SETTINGS } from './settings/site.ts';
import { BRANDING_SETTINGS } from './settings/branding.ts';
import { API_SETTINGS } from './settings/api.ts';
import { APPEARANCE_SETTINGS } from './settings/appearance.ts';
import { NAVIGATION_SETTINGS } from './settings/navigation.ts';
import { SEO_SETTINGS } from './settings/seo.ts';
import { STYLING_SETTINGS } from './settings/styling.ts';
import { LINKS_SETTINGS } from './settings/links.ts';
import { INTEGRATIONS_SETTINGS } from './settings/integrations.ts';
import { PAGE_CHROME_SETTINGS } from './settings/page-chrome.ts';
import { PAGES_SETTINGS } from './settings/pages.ts';
import { MARKDOWN_SETTINGS } from './settings/markdown.ts';

export type { DocsSetting } from './settings/docs-setting.ts';

/**
 * The settings table (see `DocsSetting`): every docs.json setting and what Folio does with it, one
 * file an area under `./settings/`. Order: as the reference schema lists them.
 */
export const DOCS_SETTINGS: readonly DocsSetting[] = [
  ...SITE_SETTINGS,
  ...BRANDING_SETTINGS,
  ...API_SETTINGS,
  ...APPEARANCE_SETTINGS,
  ...NAVIGATION_SETTINGS,
  ...SEO_SETTINGS,
  ...STYLING_SETTINGS,
  ...LINKS_SETTINGS,
  ...INTEGRATIONS_SETTINGS,
  ...PAGE_CHROME_SETTINGS,
  ...PAGES_SETTINGS,
  ...MARKDOWN_SETTINGS,
];
