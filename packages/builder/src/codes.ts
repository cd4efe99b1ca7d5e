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
    cause: 'no page of the navigation is left: it lists no page file that exists (or every element holding pages was left out for its own error)',
    fix: 'fix the errors reported on `navigation` and its pages, so at least one listed page exists',
  },
  BUILD_PAGE_RENDER_FAILED: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered"',
    cause: 'rendering the page crashed or went over its memory limit (a page far larger or deeper than real pages)',
    fix: 'split the page, or simplify its nesting; run `folio build` locally to see the page alone',
  },
  BUILD_INTERNAL_PAGE_ERROR: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered", or is missing its API section',
    cause: 'Folio met an error it did not expect while reading, rendering or laying out this page: a bug in Folio, not in the page; the rest of the site is built',
    fix: 'report it as a Folio bug with the page file (or the smallest page that shows it); until it is fixed, changing the part of the page the message points at usually avoids it',
  },
  BUILD_TIMESTAMPS_UNAVAILABLE: {
    severity: 'info',
    symptom: 'Pages show no "Last updated" date although docs.json sets `metadata.timestamp`.',
    cause: 'The build has no git history of the repository: hosted builds clone only the commit they build, and a folder outside a git working copy has none.',
    fix: 'Nothing to do for the site to build. `folio build` and `folio dev` in a git working copy date every page from its last commit.',
  },
  BUILD_INTERNAL_FILE_ERROR: {
    severity: 'error',
    symptom: 'An OpenAPI document, the navigation or the whole site is left out of the build',
    cause: 'Folio met an error it did not expect while reading this file (docs.json, an OpenAPI document): a bug in Folio, not in the file',
    fix: 'report it as a Folio bug with the file named in the message; until it is fixed, changing the part the message points at usually avoids it',
  },
});
