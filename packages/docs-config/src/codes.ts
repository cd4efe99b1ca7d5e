import { defineCatalogue } from '@folio/diagnostics';
import { MAX_NESTING_DEPTH, MAX_REUSED_VALUES } from './config-limits.ts';

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
  CONFIG_TOO_DEEP: {
    severity: 'error',
    symptom: 'docs.json, or the file a `$ref` loads, is not read, so the site (or that part of it) is not built.',
    cause: `Objects and arrays are nested more than ${MAX_NESTING_DEPTH} levels deep, counting the levels of every file a \`$ref\` chain loads into its place. Real docs.json files nest about 10–15 levels.`,
    fix: 'Flatten the structure at the reported place: nest groups a few levels at most (use tabs, anchors or more top-level groups instead), and end `$ref` chains that load files inside one another.',
  },
  CONFIG_TOO_LARGE: {
    severity: 'error',
    symptom: 'The part of the configuration a `$ref` should load is missing.',
    cause: `Files loaded more than once by \`$ref\` would copy more than ${MAX_REUSED_VALUES.toLocaleString('en')} values into the configuration; typically files that each refer to the next one twice, doubling it per file. Real docs.json files hold a few hundred values.`,
    fix: 'Refer to each shared file from fewer places, or write the navigation out instead of loading the same file many times.',
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
    cause:
      'The `$ref` loads a value that is not an object (an array, a string, …), so there is nothing to merge the sibling keys into.',
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
    cause: 'The value has the right type but is not allowed (for example an empty string).',
    fix: 'Write one of the allowed values.',
  },
  CONFIG_INVALID_COLOR: {
    severity: 'warning',
    symptom: 'The site shows the default green, or `colors.primary`, instead of a colour set in `colors`.',
    cause:
      'A `colors` value is not a hex colour (`#rgb` or `#rrggbb`): the reference accepts no `rgb()`, `hsl()`, colour names or alpha. `colors.primary` falls back to `#16A34A`; `colors.light` and `colors.dark` fall back to `colors.primary`.',
    fix: 'Write the colour in hex, such as `"#0F766E"`.',
  },
  CONFIG_REDIRECT_INVALID: {
    severity: 'warning',
    symptom: 'A redirect does not work.',
    cause:
      'A `redirects` entry has a `source` that is not a path starting with `/`. (A `destination` that is neither a path of the site starting with `/` nor an http(s) URL is `CONFIG_URL_REFUSED`.)',
    fix: 'Write `source` as a path like `/old/page`.',
  },
  CONFIG_URL_REFUSED: {
    severity: 'error',
    symptom: 'A link, logo, favicon or redirect is left out of the site.',
    cause:
      'The URL, read the way a browser reads it (spaces, tabs and control characters removed, any case), uses a scheme Folio does not allow there — `javascript:`, `data:`, `vbscript:`, `file:`, … — or a redirect destination is not a path of the site or an http(s) URL.',
    fix: 'Links: an http(s), `mailto:` or `tel:` URL, a path or a `#fragment`. Images: an https:// URL or a repository path. Redirects: a path starting with `/` or an https:// URL.',
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
    cause:
      '`navigation` holds none of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups`, `pages`.',
    fix: 'Add one primary pattern to `navigation`, for example `"groups": [{ "group": "Get started", "pages": ["index"] }]`.',
  },
  CONFIG_NAV_MULTIPLE_PRIMARY: {
    severity: 'warning',
    symptom: 'Part of the navigation does not appear on the site.',
    cause:
      '`navigation` holds several primary patterns; only the first in the order products, languages, versions, tabs, dropdowns, anchors, groups, pages is used.',
    fix: 'Keep one primary pattern at the root and nest the others inside it.',
  },
  CONFIG_NAV_MULTIPLE_CHILD_TYPES: {
    severity: 'warning',
    symptom: 'Part of the navigation does not appear on the site.',
    cause:
      'A navigation element holds more than one type of child; only the first in the order products, languages, versions, tabs, dropdowns, anchors, groups, pages is used.',
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
    symptom: 'A group is left out of the site; the groups and pages beside it are published.',
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
  CONFIG_LANGUAGE_NOT_IN_SPEC: {
    severity: 'warning',
    symptom: 'The language is built under the code written, which may not match the language switcher of other sites.',
    cause:
      '`language` is a code the reference implementation accepts (`zh`, `zh-Hans`, `ja`, `pt`, `uk`, `da`, …) but not one of the 26 SPEC.md lists.',
    fix: 'Write the SPEC.md code where there is one (`zh` → `cn`, `ja` → `jp`, `uk` → `ua`, `zh-TW` → `zh-Hant`); otherwise keep the code.',
  },
  CONFIG_ICON_INVALID: {
    severity: 'warning',
    symptom: 'An icon is not shown, or shown in its default style or library.',
    cause: 'An `icon` is an empty string, or the `style` or `library` of an icon object is not one the format knows.',
    fix: 'Write `"icon": "rocket"`, or `"icon": { "name": "rocket", "style": "duotone", "library": "fontawesome" }` (libraries: fontawesome, lucide, tabler).',
  },
  // Reported by @folio/builder, which loads the icon libraries; docs-config itself only reads icons.
  CONFIG_ICON_UNKNOWN: {
    severity: 'warning',
    symptom: 'A grey dot is shown where an icon of the navigation, navbar, footer or page menu was meant to be.',
    cause:
      "An `icon` in docs.json names no icon of the site's library (`icons.library`, or the icon's own `library`; Font Awesome by default), nor of another free library Folio draws from.",
    fix: 'Use one of the suggested names, or a name from fontawesome.com/icons (free), lucide.dev/icons or tabler.io/icons matching the library.',
  },
  CONFIG_ICON_SUBSTITUTED: {
    severity: 'info',
    symptom: 'A close free icon is shown in the navigation, navbar or page menu instead of the one named.',
    cause:
      "An `icon` in docs.json is not in the site's icon library, usually a Font Awesome Pro name (`book-open-cover`, `grid-2`) Folio cannot ship; the same name from another free library, or a close free icon, is drawn and the diagnostic names it.",
    fix: 'Nothing is required. To choose the icon yourself, use a free name from fontawesome.com/icons (free filter), lucide.dev/icons or tabler.io/icons, or give the icon its `library`.',
  },
  CONFIG_FONT_NOT_LOADED: {
    severity: 'warning',
    symptom: 'Pages show the font only on machines where it is installed; elsewhere the theme font.',
    cause:
      "A `fonts` family has no `source`. Folio serves fonts from the site itself or an https `source`; it never loads a font from a font service (such as Google Fonts) by family name, which the site's Content-Security-Policy does not allow and which would tell that service about every reader.",
    fix: 'Add the font file to the repository and point `source` at it (`"source": "/fonts/Inter.woff2", "format": "woff2"`), or use an https URL.',
  },
  CONFIG_CONTEXTUAL_OPTION_UNAVAILABLE: {
    // A note, like CONFIG_SETTING_IGNORED: the option is valid in the format, the site builds the
    // same, and nothing the author writes can make Folio host the service it needs.
    severity: 'info',
    symptom: 'An option of the page menu (`contextual.options`) is not shown.',
    cause:
      "The option needs a service Folio does not host for a site: an AI assistant (`assistant`), PDF export (`download-pdf`) or a spec download (`download-spec`); or it installs the site's MCP server in a client Folio has no install link for (`add-mcp`, `devin-mcp`, `windsurf`, `devin-desktop`; `mcp`, `cursor` and `vscode` are shown).",
    fix: 'Remove the option, or add a custom option `{ "title", "description", "href" }` pointing at the service you host.',
  },
  CONFIG_INTEGRATION_INVALID: {
    severity: 'error',
    symptom: 'An analytics, chat or consent integration is not loaded; the others still are.',
    cause:
      "A setting of the integration is missing, or is not in the provider's format (an id with quotes, spaces, `<` or other characters a real id never has, which could break out of the script that loads it; an http or malformed URL).",
    fix: 'Copy the id from the provider\'s dashboard exactly (for example `"ga4": { "measurementId": "G-XXXXXXX" }`); URLs must be https.',
  },
  CONFIG_INTEGRATION_ORIGIN: {
    severity: 'error',
    symptom: 'An analytics or consent integration is not loaded; the others still are.',
    cause:
      "A setting that says where the integration's script comes from (`adobe.launchUrl`, `onetrust.scriptSource`, `segment.cdnUrl`) names an origin that is not the provider's own: a self-hosted copy, a reverse proxy or another site. Folio loads scripts only from each provider's own origins, so a docs.json cannot run a script from an address it chooses.",
    fix: "Use the provider's address (`assets.adobedtm.com`; `cdn.cookielaw.org`, `cookie-cdn.cookiepro.com` or `cdn-ukwest.onetrust.com`; `cdn.segment.com`), or remove the setting to use the default. (PostHog's `apiHost` and Plausible's `server` may name a proxy: they only receive events, and the script still comes from the provider.)",
  },
  CONFIG_OPENAPI_INVALID: {
    severity: 'error',
    symptom: 'API pages are not generated for this element.',
    cause: '`openapi` is not a path or URL string, an array of them, or `{ "source": …, "directory": … }`.',
    fix: 'Write `"openapi": "openapi.yaml"`, `["v1.yaml", "v2.yaml"]` or `{ "source": "openapi.yaml", "directory": "api" }`.',
  },
  CONFIG_PUBLIC_UNSUPPORTED: {
    // A warning, not a note: the author expects privacy, and the build cannot tell whether the
    // site's access setting (stored with the site, not in the repository) provides it.
    severity: 'warning',
    symptom: 'A site marked `"public": false` may be readable by anyone who has its address.',
    cause:
      "Who may read a Folio site is the site's reader access setting (password, single sign-on or your own login; docs/guides/private-docs.mdx), kept with the site and enforced by the edge, not a docs.json key: the build cannot see or change it.",
    fix: 'Set the site\'s reader access in the dashboard (Settings → Reader access) or with `PATCH /v1/sites/{siteId}` and `{ "access": { "mode": "password" | "oidc" | "jwt", … } }`, then remove `public` from docs.json.',
  },
  CONFIG_LANGUAGE_MISSING: {
    severity: 'warning',
    symptom: 'Code blocks in a custom language are shown as plain text.',
    cause: 'A path in `styling.codeblocks.languages.custom` names no file of the repository.',
    fix: 'Fix the path (from the repository root, e.g. "/languages/acme.json"), or add the grammar file.',
  },
  CONFIG_LANGUAGE_INVALID: {
    severity: 'warning',
    symptom: 'Code blocks in a custom language are shown as plain text; the rest of the site builds.',
    cause:
      'A file of `styling.codeblocks.languages.custom` is not a usable Shiki language definition: not JSON, outside the repository, too large, or without `name`, `scopeName` or `patterns`.',
    fix: 'Make the file a TextMate grammar in JSON: `{ "name": "acme", "scopeName": "source.acme", "patterns": [...], "repository": {...} }`.',
  },
  CONFIG_SETTING_IGNORED: {
    severity: 'info',
    symptom: 'A docs.json setting has no effect on the site.',
    cause:
      'The setting is part of the format (the reference schema lists it) but Folio does not honour it yet; docs/configuration.md says what each setting does in Folio.',
    fix: 'Nothing is required: the rest of the site builds. Remove the setting to silence the note, or use the Folio setting that does the same thing where docs/configuration.md names one.',
  },
});

/** A code of `docsConfigCodes`. */
export type DocsConfigCode = keyof typeof docsConfigCodes;
