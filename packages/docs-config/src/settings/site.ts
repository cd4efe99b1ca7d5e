import type { DocsSetting } from './docs-setting.ts';

const THEMES = '"mint" | "maple" | "palm" | "willow" | "linden" | "almond" | "aspen" | "luma" | "sequoia"';

/** The site itself: its schema, theme, name, visibility and description. Rows of `DOCS_SETTINGS`, in its order. */
export const SITE_SETTINGS: readonly DocsSetting[] = [
  {
    path: '$schema',
    type: 'string',
    default: '"https://mintlify.com/docs.json"',
    effect: 'Editor support only (JSON schema URL); no effect on the site.',
    example: '"https://mintlify.com/docs.json"',
    honouredBy: 'docs-config (accepted, nothing to do)',
  },
  {
    path: 'theme',
    type: THEMES,
    default: '"mint" (with a warning)',
    effect: 'The layout variant. Every theme name is accepted; Folio has one layout and uses it for all of them.',
    example: '"mint"',
    honouredBy: 'docs-config validate-docs-config.ts',
  },
  {
    path: 'name',
    type: 'string',
    default: '"Documentation" (with a warning)',
    effect: 'Site name: page titles (`Page - Name`), the top bar when there is no logo, llms.txt.',
    example: '"Acme"',
    honouredBy: 'site render-document.ts, render-top-bar.ts',
  },
  {
    path: 'public',
    type: 'boolean',
    default: 'true',
    effect:
      '`true`: the site is public. `false` is not how a Folio site is made private: who may read a site is its reader access setting (password, single sign-on or your own login; guides/private-docs), kept with the site and enforced by the edge on every path. The build cannot see that setting, so `false` draws `CONFIG_PUBLIC_UNSUPPORTED`, pointing at it.',
    example: 'true',
    honouredBy: "docs-config validate-site-settings.ts (`false` is a warning pointing at the site's reader access)",
  },
  {
    path: 'description',
    type: 'string',
    effect: 'Default `<meta name="description">` of pages without their own, and the summary in llms.txt.',
    example: '"Acme\'s API and guides"',
    honouredBy: 'site render-document.ts',
  },
];
