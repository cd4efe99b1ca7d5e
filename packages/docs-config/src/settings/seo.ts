import type { DocsSetting } from './docs-setting.ts';

/** Being found: `search` and `seo`. Rows of `DOCS_SETTINGS`, in its order. */
export const SEO_SETTINGS: readonly DocsSetting[] = [
  {
    path: 'search',
    type: 'object',
    effect: 'The search box.',
    example: '{ "prompt": "Search Acme docs…" }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'search.prompt',
    type: 'string',
    default: '"Search…"',
    effect: 'Placeholder text of the search box.',
    example: '"Search Acme docs…"',
    honouredBy: 'site render-top-bar.ts',
  },

  {
    path: 'seo',
    type: 'object',
    effect: 'Search engine settings.',
    example: '{ "metatags": { "og:site_name": "Acme" }, "indexing": "navigable" }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'seo.metatags',
    type: 'object (name → content)',
    effect:
      'Meta tags in the head of every page (`og:*` and `twitter:*` as `property`, others as `name`; `canonical` as the canonical link). Page front matter overrides them.',
    example: '{ "og:site_name": "Acme", "google-site-verification": "abc123" }',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.metatags.*',
    type: 'string',
    effect: 'Content of that meta tag.',
    example: '"Acme"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths',
    type: 'object[]',
    effect:
      'Meta tags for the pages under a folder; a longer `path` wins over a shorter one, and both over `metatags`.',
    example: '[{ "path": "guides/v2", "metatags": { "robots": "noindex" } }]',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths[].path',
    type: 'string',
    effect: 'Folder of the pages, relative to the docs root.',
    example: '"guides/v2"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths[].metatags',
    type: 'object (name → content)',
    effect: 'Meta tags of the pages under `path`.',
    example: '{ "robots": "noindex" }',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.paths[].metatags.*',
    type: 'string',
    effect: 'Content of that meta tag.',
    example: '"noindex"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization',
    type: 'object',
    effect: 'An Organization entity in JSON-LD structured data on every page.',
    example: '{ "name": "Acme", "url": "https://acme.com", "sameAs": ["https://github.com/acme"] }',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.id',
    type: 'string (URL)',
    effect: "The entity's `@id`.",
    example: '"https://acme.com/#organization"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.name',
    type: 'string',
    default: 'name',
    effect: 'Organization name.',
    example: '"Acme"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.legalName',
    type: 'string',
    effect: 'Registered legal name.',
    example: '"Acme, Inc."',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.url',
    type: 'string (URL)',
    effect: 'Organization home page.',
    example: '"https://acme.com"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.logo',
    type: 'string (URL)',
    effect: 'Logo URL for structured data.',
    example: '"https://acme.com/logo.png"',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.organization.sameAs',
    type: 'string[]',
    effect: 'URLs of official profiles.',
    example: '["https://github.com/acme"]',
    honouredBy: 'site render-head-meta.ts',
  },
  {
    path: 'seo.indexing',
    type: '"navigable" | "all"',
    default: '"navigable"',
    effect:
      '`navigable`: only pages in the navigation are in sitemap.xml, hidden pages carry `noindex`; `all`: hidden pages are in the sitemap and indexable too.',
    example: '"all"',
    honouredBy: 'site render-sitemap.ts, render-head-meta.ts',
  },
  {
    path: 'seo.trailingSlash',
    type: 'boolean',
    default: 'false',
    effect:
      '`true`: every page URL ends in `/` (`/guides/setup/`) in links, canonical links, `og:url`, the sitemap and the search index, and the site redirects `/guides/setup` to `/guides/setup/` (308); `false`: the other way round.',
    example: 'true',
    honouredBy: 'site add-trailing-slashes.ts, build-manifest.ts; edge resolve-request-path.ts',
  },
];
