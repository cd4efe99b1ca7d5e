import type { DocsSetting } from './docs-setting.ts';

/** What pages show and how they behave: `thumbnails`, `interaction`, `metadata`, `feedback` and `variables`. Rows of `DOCS_SETTINGS`, in its order. */
export const PAGES_SETTINGS: readonly DocsSetting[] = [
  {
    path: 'thumbnails',
    type: 'object',
    effect:
      "Generated Open Graph images: with a `thumbnails` object (`{}` for the defaults), every page without its own `og:image` (front matter, `seo.metatags`, `seo.paths`) gets a 1200×630 PNG drawn at build time: the logo (or site name), the page's group or tab, its title (up to three lines) and description (two lines), in `colors.primary` (`colors.light` on dark). Published content-addressed at `/_og/<hash>.png` as `og:image` / `twitter:image` (absolute when the site URL is known) with its size and `twitter:card` `summary_large_image`; unchanged cards are not drawn again on a rebuild. Without the key no card is drawn (a card costs about 14 ms CPU, some three times what the rest of a page's build costs), and pages have an `og:image` only where they set one. Pages generated from OpenAPI documents get a card too: the operation's title (its summary, else `METHOD /path`), a method badge and the path under it, and the first sentence of its description as plain text; AsyncAPI channel pages show the title and the channel's address behind a `CHANNEL` badge. Titles in scripts Inter lacks (CJK, Arabic) show missing-glyph boxes unless `fonts.family` names a repository font that has them.",
    example: '{ "appearance": "dark", "background": "/images/og.png" }',
    honouredBy: 'builder thumbnails/plan-thumbnails.ts; site render-head-meta.ts',
  },
  {
    path: 'thumbnails.appearance',
    type: '"light" | "dark"',
    default: '"light"',
    effect: 'Light (white) or dark (near-black) generated thumbnails.',
    example: '"dark"',
    honouredBy: 'builder thumbnails/compose-thumbnail-svg.ts',
  },
  {
    path: 'thumbnails.background',
    type: 'string (path or URL)',
    effect:
      "Picture drawn under the text of generated thumbnails (cropped to 1200×630, under a veil that keeps the text legible): a repository PNG, JPEG, WebP, GIF or SVG (an SVG that links to other files is not used). At most 24 megapixels, read from the file's header before anything is decoded (for an SVG: the pictures it embeds): a larger picture is not used (`BUILD_IMAGE_TOO_LARGE`; 2400×1260 is all a card can show), nor is one whose drawing goes over the drawing process's 1536 MB or 20 s (`BUILD_THUMBNAIL_FAILED`); the logo has the same budget. A remote URL is not downloaded: the thumbnails use the site's colours only (`BUILD_THUMBNAIL_BACKGROUND_UNUSED`). Pages that get no generated card (the 404 page; `folio dev`'s pages before they are rendered) use it as their `og:image` (absolute when the site URL is known).",
    example: '"/images/og.png"',
    honouredBy: 'builder thumbnails/plan-thumbnails.ts; site render-head-meta.ts',
  },
  {
    path: 'thumbnails.fonts',
    type: 'object',
    effect: 'Font of generated thumbnails (see `family`).',
    example: '{ "family": "Inter" }',
    honouredBy: 'builder thumbnails/thumbnail-font.ts',
  },
  {
    path: 'thumbnails.fonts.family',
    type: 'string',
    default: '"Inter"',
    effect:
      'Font of generated thumbnails: `Inter` (shipped with Folio), a repository TrueType/OpenType file (`"/fonts/Brand.ttf"`), or the family of a docs.json `fonts` entry whose `source` is a repository .ttf/.otf file. Folio never downloads fonts or uses the build machine\'s, so thumbnails are identical wherever they are built; any other value is drawn in Inter with a warning (`BUILD_THUMBNAIL_FONT_FALLBACK`).',
    example: '"Inter"',
    honouredBy: 'builder thumbnails/thumbnail-font.ts',
  },

  {
    path: 'interaction',
    type: 'object',
    effect: 'How navigation reacts.',
    example: '{ "drilldown": true }',
    honouredBy: 'docs-config validate-docs-config.ts',
  },
  {
    path: 'interaction.drilldown',
    type: 'boolean',
    default: 'false',
    effect: '`true`: selecting a group opens its first page; `false`: it only expands or collapses (SPEC.md).',
    example: 'true',
    honouredBy: 'site render-sidebar.ts',
  },

  {
    path: 'metadata',
    type: 'object',
    effect: 'Page metadata.',
    example: '{ "timestamp": true }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'metadata.timestamp',
    type: 'boolean',
    default: 'false',
    effect:
      '`true`: each page shows "Last updated" with the date of its last commit (`folio build`/`dev` in a git working copy; hosted builds, which clone one commit, show none).',
    example: 'true',
    honouredBy: 'site render-page-main.ts',
  },

  {
    path: 'feedback',
    type: 'object',
    effect:
      'Reader feedback on pages. The reference defines it (its `feedbackSchema`: `thumbs`, `edits`, `issues`) as a setting of its dashboard; Folio reads it from docs.json. `edits` and `issues` (links to suggest an edit or raise an issue) are noted with `CONFIG_SETTING_IGNORED`: Folio shows no such links yet.',
    example: '{ "thumbs": false }',
    honouredBy: 'docs-config validate-site-settings.ts',
  },
  {
    path: 'feedback.thumbs',
    type: 'boolean',
    default: 'true',
    effect:
      '"Was this page helpful?" with yes and no buttons and an optional comment at the end of every page (not on `custom` and `frame` pages); votes and comments go to the site\'s analytics in the dashboard, with the page and the commit. `false` removes the widget.',
    example: 'false',
    honouredBy: 'site render-page-feedback.ts, assets/js/page-feedback.js',
  },

  {
    path: 'variables',
    type: 'object (name → string)',
    effect:
      '`{{name}}` in pages and snippets is replaced by the value before the page is read (also inside code, as the reference does); HTML tags in values are removed. An unknown name stays as written.',
    example: '{ "version": "2.4.1", "company": "Acme" }',
    honouredBy: 'builder substitute-variables.ts',
  },
  {
    path: 'variables.*',
    type: 'string',
    effect: 'The value of `{{name}}`.',
    example: '"2.4.1"',
    honouredBy: 'builder substitute-variables.ts',
  },
];
