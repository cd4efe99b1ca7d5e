import type { DocsSetting } from './docs-setting.ts';

/** Links: `redirects` and the site-wide link `checks`. Rows of `DOCS_SETTINGS`, in its order. */
export const LINKS_SETTINGS: readonly DocsSetting[] = [
  {
    path: 'redirects',
    type: 'object[]',
    effect: 'Redirects from old paths (served by the edge and `folio dev`, and as stub pages).',
    example: '[{ "source": "/old", "destination": "/new" }]',
    honouredBy: 'site build-site-layout.ts, edge',
  },
  {
    path: 'redirects[].source',
    type: 'string (path or pattern)',
    effect: 'Path redirected, e.g. `/old` or `/blog/:slug*`.',
    example: '"/old"',
    honouredBy: 'site build-site-layout.ts, edge',
  },
  {
    path: 'redirects[].destination',
    type: 'string (path or URL)',
    effect: 'Where it goes.',
    example: '"/new"',
    honouredBy: 'site build-site-layout.ts, edge',
  },
  {
    path: 'redirects[].permanent',
    type: 'boolean',
    default: 'true',
    effect: '`true`: 308; `false`: 307.',
    example: 'false',
    honouredBy: 'edge',
  },

  {
    path: 'checks',
    type: 'object',
    effect:
      "How severe the findings of Folio's site-wide checks are. A finding never keeps a page from being published by itself.",
    example: '{ "links": "error" }',
    folioOnly: true,
    honouredBy: 'builder links/check-links.ts',
  },
  {
    path: 'checks.links',
    type: '"warning" | "error"',
    default: '"warning"',
    effect:
      'Broken links, anchors, images and redirects (`LINK_*` diagnostics, in pages, snippets and docs.json). `warning`: reported, and `folio check --strict` and `folio build --strict` fail on them; `error`: `folio check` and `folio build` exit 1 on them, hosted builds count them as errors (the site is still published), and a site with strict builds publishes nothing while one is left.',
    example: '"error"',
    folioOnly: true,
    honouredBy: 'builder links/check-links.ts',
  },
];
