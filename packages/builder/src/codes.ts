import { defineCatalogue } from '@folio/diagnostics';

/** Diagnostics of the build itself (beyond docs.json, pages and OpenAPI documents). */
export const builderCodes = defineCatalogue({
  BUILD_ASSET_TOO_LARGE: {
    severity: 'warning',
    symptom: 'An image or other static file is missing from the published site',
    cause: 'the file is larger than the 25 MB limit for one static file',
    fix: 'compress the file, or host it elsewhere and link to it',
  },
  BUILD_NO_PAGES: {
    severity: 'error',
    symptom: 'Nothing is published; the previous deployment stays live',
    cause:
      'no page of the navigation is left: it lists no page file that exists (or every element holding pages was left out for its own error)',
    fix: 'fix the errors reported on `navigation` and its pages, so at least one listed page exists',
  },
  BUILD_PAGE_RENDER_FAILED: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered"',
    cause: 'rendering the page crashed or went over its memory limit (a page far larger or deeper than real pages)',
    fix: 'split the page, or simplify its nesting; run `folio build` locally to see the page alone',
  },
  BUILD_PAGE_RENDER_TIMEOUT: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered"; the rest of the site is built',
    cause:
      'rendering the page took longer than the render deadline (20 s), almost always a custom code language (`styling.codeblocks.languages.custom`) whose regular expressions backtrack catastrophically on a line of this page, so its render thread was stopped',
    fix: "simplify the grammar's regular expressions (no nested quantifiers such as `(a+)+`; anchor them), or shorten the page's code blocks in that language; run `folio build` locally to see the page alone",
  },
  BUILD_INTERNAL_PAGE_ERROR: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered", or is missing its API section',
    cause:
      'Folio met an error it did not expect while reading, rendering or laying out this page: a bug in Folio, not in the page; the rest of the site is built',
    fix: 'report it as a Folio bug with the page file (or the smallest page that shows it); until it is fixed, changing the part of the page the message points at usually avoids it',
  },
  BUILD_PAGE_GROUPS_WITHOUT_SIGN_IN: {
    // Withheld, not published open: the author meant the page for some readers only.
    severity: 'warning',
    symptom:
      'A page whose front matter sets `groups` is not published: its URL is 404 and it is in no navigation, search or llms.txt.',
    cause:
      "The page is restricted to reader groups, but the site's readers do not sign in as themselves: its access mode is public (or a shared password, which carries no groups), so no reader could ever be shown to be in a group. Publishing it to everyone would show it to readers it was not meant for.",
    fix: "Set the site's access mode to OIDC or JWT sign-in (dashboard → Access; `folio check --access oidc` to check as such a site), or remove `groups` from the page's front matter to publish it to every reader.",
  },
  BUILD_PAGE_GROUPS_INVALID: {
    severity: 'warning',
    symptom: 'A page whose front matter sets `groups` is shown to no reader.',
    cause:
      '`groups` is not a list of group names (`["admin", "beta"]`) or of `{ includes, excludes }` rules, so it cannot say who may read the page; Folio keeps the page from everyone rather than guess.',
    fix: 'Write `groups: ["admin"]`, or rules such as `groups: [{ includes: ["staff"], excludes: ["contractor"] }]`; `groups: []` hides the page from every reader on purpose.',
  },
  BUILD_TIMESTAMPS_UNAVAILABLE: {
    severity: 'info',
    symptom: 'Pages show no "Last updated" date although docs.json sets `metadata.timestamp`.',
    cause:
      'The build has no git history of the repository: hosted builds clone only the commit they build, and a folder outside a git working copy has none.',
    fix: 'Nothing to do for the site to build. `folio build` and `folio dev` in a git working copy date every page from its last commit.',
  },
  BUILD_INTERNAL_FILE_ERROR: {
    severity: 'error',
    symptom: 'An OpenAPI document, the navigation or the whole site is left out of the build',
    cause:
      'Folio met an error it did not expect while reading this file (docs.json, an OpenAPI document): a bug in Folio, not in the file',
    fix: 'report it as a Folio bug with the file named in the message; until it is fixed, changing the part the message points at usually avoids it',
  },
  BUILD_THUMBNAIL_FONT_FALLBACK: {
    severity: 'warning',
    symptom:
      'Generated page thumbnails (Open Graph images) are drawn in Inter, not the font docs.json `thumbnails.fonts.family` names',
    cause:
      "Folio draws thumbnails only with fonts it has: Inter, which it ships, or a TrueType/OpenType file in the repository; it never downloads fonts or uses the build machine's, so every build draws the same image",
    fix: 'set `thumbnails.fonts.family` to "Inter", to a repository .ttf/.otf file ("/fonts/Brand.ttf"), or to a `fonts` family whose `source` is a repository .ttf/.otf file',
  },
  BUILD_IMAGE_TOO_LARGE: {
    severity: 'warning',
    symptom:
      'Generated page thumbnails (Open Graph images) are drawn without the logo or the `thumbnails.background` picture',
    cause:
      "the picture (or a picture embedded in it, when it is an SVG) has more than 24 megapixels, the budget of pictures drawn into thumbnails; its size is read from the file's header, and a larger one is never decoded, since decoding it would take 4 bytes per pixel (a 125 KB PNG of 32000×32000 pixels is 4 GB)",
    fix: 'resize the picture: a background needs at most 2400×1260 pixels and a logo at most 1040×96 (twice what the 1200×630 card shows)',
  },
  BUILD_THUMBNAIL_FAILED: {
    severity: 'warning',
    symptom:
      "Generated page thumbnails (Open Graph images) are drawn without the logo or background picture, or a page's thumbnail is plain (its title in Inter on the site's colours)",
    cause:
      "drawing the picture or the card went over the drawing process's memory (1536 MB) or time (20 s) limit, or crashed it: a picture or font file of the repository that is far costlier to draw than its size suggests (an SVG pattern or filter blown up thousands of times, a damaged font). Thumbnails are drawn in processes of their own, so the rest of the site is built and published",
    fix: 'simplify or replace the picture or font the message names (`logo`, `thumbnails.background`, `thumbnails.fonts.family`), for example export the SVG as a PNG of at most 2400×1260 pixels; `folio build` shows the same diagnostic locally',
  },
  BUILD_THUMBNAIL_BACKGROUND_UNUSED: {
    severity: 'info',
    symptom:
      'Generated page thumbnails (Open Graph images) have no background picture although docs.json sets `thumbnails.background`',
    cause:
      '`thumbnails.background` is a remote URL, which the build does not download, or is not an image file of the repository',
    fix: 'put the image in the repository (PNG, JPEG, WebP, GIF or SVG) and name it by its path, such as "/images/og-background.png"',
  },
});
