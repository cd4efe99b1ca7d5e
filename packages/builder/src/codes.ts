import { defineCatalogue } from '@folio/diagnostics';

/** Diagnostics of the build itself (beyond docs.json, pages and OpenAPI documents). */
export const builderCodes = defineCatalogue({
  BUILD_ASSET_TOO_LARGE: {
    severity: 'warning',
    symptom: 'An image or other static file is missing from the published site',
    cause: 'the file is larger than the 25 MB limit for one static file',
    fix: 'compress the file, or host it elsewhere and link to it',
  },
  BUILD_PAGE_RENDER_FAILED: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered"',
    cause: 'rendering the page crashed or went over its memory limit (a page far larger or deeper than real pages)',
    fix: 'split the page, or simplify its nesting; run `folio build` locally to see the page alone',
  },
});
