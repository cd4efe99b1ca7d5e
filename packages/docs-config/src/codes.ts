import { defineCatalogue } from '@folio/diagnostics';

/**
 * Every diagnostic code `@folio/docs-config` can produce, with its symptom, cause and default fix.
 * The `fix` is the hint a diagnostic carries unless it gives a more precise one.
 */
export const docsConfigCodes = defineCatalogue({
  CONFIG_FILE_MISSING: {
    severity: 'error',
    symptom: 'The site cannot be built.',
    cause: 'The repository has no docs.json at the docs root.',
    fix: 'Create docs.json at the root of the docs folder, with at least `name`, `theme`, `colors.primary` and `navigation`.',
  },
  CONFIG_JSON_SYNTAX: {
    severity: 'error',
    symptom: 'docs.json (or a file it references) cannot be read as JSON.',
    cause: 'A JSON syntax error: a missing comma or quote, a trailing comma, a comment, …',
    fix: 'Fix the JSON at the reported line and column.',
  },
  CONFIG_DUPLICATE_KEY: {
    severity: 'warning',
    symptom: 'A setting written twice in one object has only its last value applied.',
    cause: 'The same key appears twice in one JSON object.',
    fix: 'Remove one of the two keys.',
  },
  CONFIG_NOT_OBJECT: {
    severity: 'error',
    symptom: 'The site cannot be built.',
    cause: 'The top level of docs.json is not a JSON object.',
    fix: 'Make docs.json one object: `{ "name": …, "navigation": { … } }`.',
  },
  CONFIG_REF_INVALID: {
    severity: 'error',
    symptom: 'The part of the configuration a `$ref` should load is missing.',
    cause: 'The `$ref` value is not a relative path to a JSON file of the repository.',
    fix: 'Write `{ "$ref": "./path/to/file.json" }`, a path relative to the file holding the `$ref`.',
  },
  CONFIG_REF_OUTSIDE_REPO: {
    severity: 'error',
    symptom: 'The part of the configuration a `$ref` should load is missing.',
    cause: 'The `$ref` is an absolute path, a URL, or a path whose `..` segments leave the repository.',
    fix: 'Move the file into the repository and refer to it with a relative path such as `./nav/en.json`.',
  },
  CONFIG_REF_LOOP: {
    severity: 'error',
    symptom: 'The part of the configuration a `$ref` should load is missing.',
    cause: 'Files refer to each other in a circle through `$ref`.',
    fix: 'Remove one `$ref` of the chain so no file ends up including itself.',
  },
  CONFIG_REF_MISSING: {
    severity: 'error',
    symptom: 'The part of the configuration a `$ref` should load is missing.',
    cause: 'The file a `$ref` points to does not exist.',
    fix: 'Create the file, or fix the path (it is relative to the file that holds the `$ref`).',
  },
  CONFIG_REF_SIBLINGS_IGNORED: {
    severity: 'warning',
    symptom: 'Keys written next to a `$ref` have no effect.',
    cause: 'The `$ref` loads a value that is not an object (an array, a string, …), so there is nothing to merge the sibling keys into.',
    fix: 'Move the sibling keys into the referenced file, or remove them.',
  },
  CONFIG_WRONG_TYPE: {
    severity: 'error',
    symptom: 'A setting is ignored.',
    cause: 'The value has the wrong JSON type (for example a number where a string is expected).',
    fix: 'Write a value of the expected type.',
  },
  CONFIG_REQUIRED: {
    severity: 'error',
    symptom: 'A navigation entry (or setting) is left out of the site.',
    cause: 'A required field is missing.',
    fix: 'Add the missing field.',
  },
  CONFIG_INVALID_VALUE: {
    severity: 'error',
    symptom: 'A setting is ignored.',
    cause: 'The value has the right type but is not allowed (empty, or an unsafe link).',
    fix: 'Write one of the allowed values.',
  },
  CONFIG_UNSUPPORTED_VALUE: {
    severity: 'warning',
    symptom: 'A setting may not behave as expected.',
    cause: 'The value is not one of those the specification documents.',
    fix: 'Use one of the documented values.',
  },
  CONFIG_DEFAULT_USED: {
    severity: 'warning',
    symptom: 'The site uses a default name, theme or colour.',
    cause: '`name`, `theme` or `colors.primary` is missing; the reference implementation requires them.',
    fix: 'Set the field in docs.json.',
  },
  CONFIG_UNKNOWN_KEY: {
    severity: 'warning',
    symptom: 'A setting has no effect.',
    cause: 'The key is not one Folio knows at this place (a typo, or a setting of another version of the format).',
    fix: 'Remove the key, or fix its spelling.',
  },
  CONFIG_NAV_NO_PRIMARY: {
    severity: 'error',
    symptom: 'The site has no navigation.',
    cause: '`navigation` holds none of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups`, `pages`.',
    fix: 'Add one primary pattern to `navigation`, for example `"groups": [{ "group": "Get started", "pages": ["index"] }]`.',
  },
  CONFIG_NAV_MULTIPLE_PRIMARY: {
    severity: 'warning',
    symptom: 'Part of the navigation does not appear on the site.',
    cause: '`navigation` holds several primary patterns; only the first in the order products, languages, versions, tabs, dropdowns, anchors, groups, pages is used.',
    fix: 'Keep one primary pattern at the root and nest the others inside it.',
  },
  CONFIG_NAV_MULTIPLE_CHILD_TYPES: {
    severity: 'warning',
    symptom: 'Part of the navigation does not appear on the site.',
    cause: 'A navigation element holds more than one type of child; only the first in the order products, languages, versions, tabs, dropdowns, anchors, groups, pages is used.',
    fix: 'Keep one child collection per element and nest the others inside it.',
  },
  CONFIG_NAV_CHILD_NOT_ALLOWED: {
    severity: 'warning',
    symptom: 'The navigation may not look as intended.',
    cause: 'A navigation element holds a child collection the specification does not list for it.',
    fix: 'Nest the collection where the specification allows it.',
  },
  CONFIG_MENU_CHILD_NOT_ALLOWED: {
    severity: 'error',
    symptom: 'Part of a tab menu does not appear on the site.',
    cause: 'A `menu` item may contain only groups, pages and external links.',
    fix: 'Use `groups` or `pages` in the menu item, or move the collection out of the menu.',
  },
  CONFIG_GROUP_PAGES_MISSING: {
    severity: 'error',
    symptom: 'A group shows up empty.',
    cause: 'The group has no `pages` and no OpenAPI document is in scope to generate them.',
    fix: 'Add `"pages": [...]`, or set `openapi` on the group (or an element above it) to generate its pages.',
  },
  CONFIG_TOP_LEVEL_EXPANDED: {
    severity: 'warning',
    symptom: '`expanded` has no effect.',
    cause: 'Top-level groups are always expanded; `expanded` applies only to groups nested in another group.',
    fix: 'Remove `expanded` from this group.',
  },
  CONFIG_PAGE_ENTRY_INVALID: {
    severity: 'error',
    symptom: 'A navigation entry is left out of the site.',
    cause: 'A `pages` entry is neither a page path (non-empty string) nor a group object.',
    fix: 'Write a page path such as "guides/setup", an operation such as "GET /pets", or a group object.',
  },
  CONFIG_LANGUAGE_UNKNOWN: {
    severity: 'error',
    symptom: 'A language version of the site is left out.',
    cause: '`language` is not one of the supported language codes.',
    fix: 'Use one of: ar, cs, cn, zh-Hant, nl, en, fr, de, he, hi, id, it, jp, ko, lv, no, pl, pt-BR, ro, ru, es, sv, tr, ua, uz, vi.',
  },
  CONFIG_OPENAPI_INVALID: {
    severity: 'error',
    symptom: 'API pages are not generated for this element.',
    cause: '`openapi` is not a path or URL string, an array of them, or `{ "source": …, "directory": … }`.',
    fix: 'Write `"openapi": "openapi.yaml"`, `["v1.yaml", "v2.yaml"]` or `{ "source": "openapi.yaml", "directory": "api" }`.',
  },
});

/** A code of `docsConfigCodes`. */
export type DocsConfigCode = keyof typeof docsConfigCodes;
