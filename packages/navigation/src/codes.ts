import { defineCatalogue } from '@folio/diagnostics';

/**
 * Every diagnostic `resolveNavigation` can report, in the symptom / cause / fix terms of SPEC.md's
 * error table. The fix is the default hint; call sites give a more exact one when they can.
 */
export const navigationCodes = defineCatalogue({
  NAV_PAGE_NOT_FOUND: {
    severity: 'error',
    symptom: 'Navigation entry not found',
    cause: 'the entry matches no OpenAPI operation, so it is treated as a page file path, and that file is missing',
    fix: 'create the file at the expected path, or correct the entry',
  },
  NAV_PAGE_OUTSIDE_REPO: {
    severity: 'error',
    symptom: 'Navigation entry not found',
    cause: 'the page path uses `..` to climb out of the documentation repository',
    fix: 'write the page path from the repository root, without leaving it',
  },
  NAV_METHOD_CASE: {
    severity: 'error',
    symptom: 'Operation not matched',
    cause: 'the HTTP method is not in upper case; matching is case-sensitive',
    fix: 'write methods in upper case (`folio check --fix` rewrites them)',
  },
  NAV_OPENAPI_INVALID: {
    severity: 'error',
    symptom: 'API pages do not render',
    cause: 'the OpenAPI document is not found, unreachable, not OpenAPI 3, or invalid',
    fix: 'run `folio openapi-check <file>` (or `folio dev`) and fix what it reports; convert OpenAPI 2.0 to OpenAPI 3',
  },
  NAV_OPENAPI_NOT_IN_SCOPE: {
    severity: 'error',
    symptom: 'Pages not generated from OpenAPI navigation',
    cause: 'no `openapi` document is set on the element, on any parent, or as `api.openapi`',
    fix: 'define `openapi` on the element or a parent',
  },
  NAV_OPENAPI_NOT_GENERATED: {
    severity: 'warning',
    symptom: 'Pages not generated from OpenAPI navigation',
    cause: 'generated pages go into groups or pages, but this element holds tabs, anchors, dropdowns or the like',
    fix: 'define `openapi` on the child elements that should hold the API pages',
  },
  NAV_OPERATION_NOT_LISTED: {
    severity: 'warning',
    symptom: 'Operation missing from generated navigation',
    cause: 'operations were listed explicitly, so only those appear and nothing else is generated',
    fix: 'list the operation, or mark it `x-hidden: true` if it should have no navigation entry',
  },
  NAV_OPERATION_PAGE_CONFLICT: {
    severity: 'error',
    symptom: 'Conflict between MDX file and navigation entry',
    cause: 'the same operation has both a page file (`openapi` metadata) and a navigation entry or generated page',
    fix: 'keep one, or set `x-docs.href` (alias `x-mint.href`) on the operation to point its link elsewhere',
  },
  NAV_DUPLICATE_PAGE_PATH: {
    severity: 'error',
    symptom: 'Conflict between MDX file and navigation entry',
    cause: 'a generated API page would take the path of another page',
    fix: 'set `x-docs.href` (alias `x-mint.href`) on the operation to give its page another path, or rename the file',
  },
  NAV_DUPLICATE_OPERATION: {
    severity: 'error',
    symptom: 'Operation not matched',
    cause: 'the same operation is in two OpenAPI documents in scope',
    fix: 'name the document before the method: `<spec file> GET /path`',
  },
  NAV_OPERATION_SKIPPED: {
    severity: 'warning',
    symptom: 'A navigation entry, or a page with `openapi` metadata, shows no operation',
    cause:
      "it names an operation its OpenAPI document leaves out: the operation's parameters, request body or responses reach a problem, reported as an error in the document",
    fix: 'fix the problem the hint names (file, line and JSON path); the operation then renders here',
  },
  NAV_OPENAPI_METADATA_UNMATCHED: {
    severity: 'error',
    symptom: 'A page with `openapi` metadata shows nothing',
    cause:
      'misspelled `openapi` field, method or path differing from the document (e.g. trailing slash), or wrong file name in the metadata',
    fix: 'make method and path match the document exactly, and correct the file name',
  },
  NAV_PAGE_MODE_UNKNOWN: {
    severity: 'warning',
    symptom: 'A page is laid out with the sidebar and table of contents although its front matter sets a `mode`',
    cause: 'front matter `mode` is not one of the layouts the format defines',
    fix: 'write `mode: "wide"` (no table of contents), `"center"` (no sidebar, centred), `"custom"` (content only), `"frame"` (content and sidebar), or remove it',
  },
  NAV_ASYNCAPI_INVALID: {
    severity: 'error',
    symptom: 'AsyncAPI channel pages are missing',
    cause:
      'the AsyncAPI document named by `asyncapi` is not found, unreachable, not AsyncAPI 2.x/3.x, or has no channels',
    fix: "correct the path or URL; the document's own diagnostics say what is wrong inside it",
  },
  NAV_ASYNCAPI_NOT_GENERATED: {
    severity: 'warning',
    symptom: 'AsyncAPI channel pages are missing',
    cause:
      '`asyncapi` is set on an element that holds tabs, anchors, dropdowns or other elements, not groups: its channel pages would have no place in navigation',
    fix: 'set `asyncapi` on a group, or on an element that holds `groups`',
  },
  NAV_ASYNCAPI_UNMATCHED: {
    severity: 'error',
    symptom: 'An AsyncAPI page shows no channel',
    cause: "the page's `asyncapi` front matter names no channel of the loaded AsyncAPI documents",
    fix: 'write `asyncapi: "<channelId>"`, or `asyncapi: "<document path> <channelId>"` when several documents are loaded',
  },
  NAV_INTERNAL_ERROR: {
    severity: 'error',
    symptom: 'A navigation entry and its pages are missing from the site',
    cause:
      'Folio met an error it did not expect while resolving this entry: a bug in Folio, not in docs.json; the rest of the navigation is resolved',
    fix: 'report it as a Folio bug with the entry at the position given; until it is fixed, rewriting that entry usually avoids it',
  },
});

/** A diagnostic code of `@folio/navigation`. */
export type NavigationCode = keyof typeof navigationCodes;
