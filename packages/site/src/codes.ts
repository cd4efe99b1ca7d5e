import { defineCatalogue } from '@folio/diagnostics';

/** Every diagnostic `@folio/site` can raise while turning pages into site files. */
export const siteCodes = defineCatalogue({
  SITE_PAGE_CONTENT_MISSING: {
    severity: 'error',
    symptom: 'A page shows "This page could not be rendered" instead of its content.',
    cause: 'The page is in the site but no rendered content was produced for it (its MDX failed to render).',
    fix: 'Fix the problems reported for the page file and build again.',
  },
  SITE_NAV_PAGE_UNKNOWN: {
    severity: 'warning',
    symptom: 'A navigation entry is missing from the sidebar.',
    cause: 'The navigation names a page path that is not among the site pages.',
    fix: 'Create the page file or remove the entry from docs.json.',
  },
  SITE_OPERATION_NOT_FOUND: {
    severity: 'error',
    symptom: 'An API reference page shows no endpoint details.',
    cause: 'The operation of the page could not be found in its OpenAPI document.',
    fix: 'Check that the OpenAPI document loads (`folio openapi-check <file>`) and that the operation exists.',
  },
  SITE_SCHEMA_REF_UNRESOLVED: {
    severity: 'warning',
    symptom: 'Part of a request or response schema is shown as "unresolved reference".',
    cause: 'A `$ref` in the OpenAPI document points to a location that does not exist, or outside the document.',
    fix: 'Point the `$ref` at an existing `#/components/...` entry of the same document.',
  },
  SITE_INTERNAL_PAGE_ERROR: {
    severity: 'error',
    symptom: 'A page shows "This page could not be laid out", or an API page shows no endpoint details.',
    cause:
      'Folio met an error it did not expect while laying out this page or reading its OpenAPI operation: a bug in Folio, not in the file. The rest of the site is built.',
    fix: 'Report it as a Folio bug with the file named in the message; until it is fixed, changing the part of the page or operation it points at usually avoids it.',
  },
});

/** A code of {@link siteCodes}. */
export type SiteCode = keyof typeof siteCodes;
