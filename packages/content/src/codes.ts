import { defineCatalogue } from '@folio/diagnostics';

/**
 * Every diagnostic `@folio/content` can raise. `CONTENT_*` codes are about reading and rendering
 * a page (front matter, MDX parse and repair, components, expressions, imports); `LINT_*` codes are
 * the page-content conventions of SPEC.md ("Page content conventions" 1-4).
 */
export const contentCodes = defineCatalogue({
  CONTENT_FRONT_MATTER_INVALID: {
    severity: 'error',
    symptom: 'The page title, description or other metadata is missing from the site.',
    cause: 'The YAML front matter between the opening and closing `---` lines could not be parsed.',
    fix: 'Fix the YAML at the reported line; quote values that contain `:` or start with a special character.',
  },
  CONTENT_FRONT_MATTER_NOT_MAPPING: {
    severity: 'error',
    symptom: 'The page metadata is ignored.',
    cause:
      'The front matter is valid YAML but not a mapping of `key: value` pairs (for example a list or a plain string).',
    fix: 'Write the front matter as `key: value` lines, e.g. `title: "Quickstart"`.',
  },
  CONTENT_FRONT_MATTER_ALIASES: {
    severity: 'error',
    symptom: 'The page metadata is ignored.',
    cause: 'The front matter expands too many YAML aliases (`*name`), which could exhaust memory.',
    fix: 'Write the values out instead of using YAML anchors and aliases.',
  },
  CONTENT_FRONT_MATTER_UNCLOSED: {
    severity: 'warning',
    symptom: 'The metadata block is rendered as page text.',
    cause: 'The page starts with a `---` line but no closing `---` line follows.',
    fix: 'Close the front matter with a line holding only `---`.',
  },
  CONTENT_PAGE_TOO_LARGE: {
    severity: 'error',
    symptom: 'The page is not rendered.',
    cause: 'The page source is larger than the limit Folio renders.',
    fix: 'Split the page into several smaller pages.',
  },
  CONTENT_NESTING_TOO_DEEP: {
    severity: 'error',
    symptom: 'The page is shown without its content.',
    cause: 'Elements are nested deeper than Folio renders.',
    fix: 'Reduce the nesting of components, lists and quotes on the page.',
  },
  CONTENT_RENDER_FAILED: {
    severity: 'error',
    symptom: 'The page is published without its content.',
    cause: 'Rendering the page failed unexpectedly; this is a defect in Folio, not in the page.',
    fix: 'Report the page to Folio support; simplifying the page around the reported spot may work around it.',
  },
  CONTENT_MARKDOWN_FAILED: {
    severity: 'warning',
    symptom: "The page's Markdown (`.md`, `llms-full.txt`) shows component tags as written instead of plain Markdown.",
    cause: 'Writing the page as Markdown for agents failed unexpectedly; this is a defect in Folio, not in the page.',
    fix: 'Report the page to Folio support; the HTML page is not affected.',
  },
  CONTENT_MATH_INVALID: {
    severity: 'warning',
    symptom: 'A formula is shown as its TeX source in code instead of being typeset.',
    cause:
      'KaTeX could not parse the TeX of a `$$…$$` formula or a `<Latex>` element (an unknown command, an unbalanced brace, …).',
    fix: 'Fix the TeX at the reported position; KaTeX lists the commands it supports at katex.org/docs/supported.',
  },
  CONTENT_MDX_REPAIRED: {
    severity: 'warning',
    symptom: 'The page renders, but its source is not valid MDX.',
    cause: 'The MDX parser rejected the page; Folio repaired the reported spot and parsed it again.',
    fix: 'Fix the source at the reported position so it is valid MDX (escape `{` as `\\{` and `<` as `&lt;`, close `<br />`, quote attribute values).',
  },
  CONTENT_MDX_UNPARSEABLE: {
    severity: 'error',
    symptom: 'The page is rendered as plain Markdown: components and JSX are shown as text.',
    cause: 'The page is not valid MDX and could not be repaired automatically.',
    fix: 'Fix the MDX syntax at the reported position.',
  },
  CONTENT_HEADING_ID_INVALID: {
    severity: 'warning',
    symptom: 'A heading keeps its generated anchor instead of the custom one.',
    cause: 'The `{#id}` after a heading holds characters an anchor cannot use, or the id is used twice.',
    fix: 'Use letters, digits, `-` and `_` in `{#custom-id}`, and keep ids unique on the page.',
  },
  CONTENT_UNKNOWN_COMPONENT: {
    severity: 'warning',
    symptom: 'A component renders only its content, without its own markup.',
    cause: 'The page uses a component Folio does not provide and that is not imported from a snippet.',
    fix: 'Use one of the documented components, or check the spelling and capitalisation of the name.',
  },
  CONTENT_ATTRIBUTE_DROPPED: {
    severity: 'warning',
    symptom: 'A component attribute has no effect.',
    cause: 'The attribute value is an expression Folio cannot read without running code; only literal values are read.',
    fix: 'Write the value as a literal: a string, number, boolean, or an array/object of literals.',
  },
  CONTENT_ATTRIBUTE_INVALID: {
    severity: 'warning',
    symptom: 'A component attribute is ignored or an element is dropped.',
    cause: 'The attribute value is not allowed (for example an iframe whose `src` is not https).',
    fix: 'Use an allowed value; embedded iframes must use an https:// address.',
  },
  CONTENT_EXPRESSION_UNDEFINED: {
    severity: 'warning',
    symptom: 'The text `{name}` appears literally on the page.',
    cause: 'The expression refers to a name that is not a literal export of the page or a snippet prop.',
    fix: 'Define it with `export const name = "value"` on the page, pass it as a literal snippet prop, or escape the braces as `\\{name\\}`.',
  },
  CONTENT_EXPRESSION_DROPPED: {
    severity: 'warning',
    symptom: 'Part of the page source is missing from the rendered page.',
    cause: 'The `{expression}` computes a value at run time; Folio never runs page code, so it cannot be shown.',
    fix: 'Replace the expression with literal text, or a literal `export const` defined on the page.',
  },
  CONTENT_USER_VALUE_WITHOUT_SIGN_IN: {
    // A warning: the page builds, but every reader sees only the fallback text.
    severity: 'warning',
    symptom: 'A `{user.…}` value shows only its fallback text (often nothing: "Welcome back, !").',
    cause:
      "The page personalises text with a signed-in reader's claims, but the site's readers do not sign in with claims: its access mode is public (or a shared password, which carries no claims), so there is never a reader to take the value from.",
    fix: 'Set the site\'s access mode to OIDC or JWT sign-in (dashboard → Access; `folio check --access oidc` to check as such a site), or remove the `{user.…}` value: until readers sign in, every reader sees only its fallback (`{user.firstName ?? "there"}` shows "there").',
  },
  CONTENT_EXPORT_IGNORED: {
    severity: 'warning',
    symptom: 'A value exported by the page is not available to the page.',
    cause: 'Only exports of literal values (`export const v = "1.7"`) are read; anything else would need running code.',
    fix: 'Export a literal value, or write the value into the page.',
  },
  CONTENT_IMPORT_IGNORED: {
    severity: 'warning',
    symptom: 'An imported name is not available on the page.',
    cause: 'Pages may only import `.mdx`/`.md` snippets and `.jsx`/`.tsx` snippet components from the repository.',
    fix: 'Remove the import; Folio provides its components without imports.',
  },
  CONTENT_IMPORT_NOT_FOUND: {
    severity: 'error',
    symptom: 'A snippet is missing from the page.',
    cause: 'The imported snippet file does not exist in the repository, or points outside it.',
    fix: 'Create the snippet file or correct the import path (snippets usually live in /snippets/).',
  },
  CONTENT_IMPORT_CYCLE: {
    severity: 'error',
    symptom: 'A snippet is missing from the page.',
    cause: 'Snippets import each other in a cycle, so inlining them would never end.',
    fix: 'Break the cycle so that no snippet imports itself, directly or through other snippets.',
  },
  CONTENT_CUSTOM_COMPONENT: {
    severity: 'warning',
    symptom: 'A placeholder is shown instead of a custom component.',
    cause:
      'The component comes from a `.jsx`/`.js`/`.tsx` snippet: customer code, which Folio never runs on its servers.',
    fix: 'Rewrite the component in MDX with Folio components, or accept the placeholder.',
  },
  CONTENT_RAW_HTML_SANITISED: {
    severity: 'warning',
    symptom: 'Part of the raw HTML on the page is removed.',
    cause: 'Scripts, styles, event handlers (`on…` attributes) and non-https iframes are not allowed in pages.',
    fix: 'Remove the script or event handler; use Folio components for interactive content.',
  },
  CONTENT_URL_REFUSED: {
    severity: 'warning',
    symptom: 'A link, image or embed on the page has no URL: the link does nothing, the image does not load.',
    cause:
      'The URL, read the way a browser reads it (spaces, tabs and control characters removed, any case), uses a scheme Folio does not allow there: `javascript:`, `data:`, `vbscript:`, `file:`, … (links allow http(s), `mailto:`, `tel:`, paths and `#fragments`; images and media http(s) and paths; iframes https).',
    fix: 'Link to an https:// URL, a page path such as `/guides/setup` or a `#fragment`; put images in the repository and use their path.',
  },
  CONTENT_ICON_UNKNOWN: {
    severity: 'warning',
    symptom: 'A grey dot is shown where an icon was meant to be.',
    cause:
      "The icon name is not in the icon library the site uses (docs.json `icons.library`, or the icon's own `library`; Font Awesome by default).",
    fix: 'Use one of the suggested names, or a name from fontawesome.com/icons, lucide.dev/icons or tabler.io/icons matching the library.',
  },
  CONTENT_ICON_SUBSTITUTED: {
    severity: 'info',
    symptom: 'A close free icon is shown instead of the one named.',
    cause:
      "The icon name is not in the site's icon library, usually because it is a Font Awesome Pro icon (`rocket-launch`, `sparkles`), which Folio cannot ship. Folio draws the same name from another free library (Font Awesome free, Lucide, Tabler), or a close free icon for the Pro names real sites use most; the diagnostic names the icon drawn.",
    fix: 'Nothing is required. To choose the icon yourself, use a free name from fontawesome.com/icons (free filter), lucide.dev/icons or tabler.io/icons, or give the icon its `library`.',
  },
  LINT_FRONT_MATTER_MISSING: {
    severity: 'warning',
    symptom: 'The page has no title or description in search results and link previews.',
    cause: 'Convention 1: every page begins with front matter holding `title` and `description`.',
    fix: 'Start the page with front matter: `---` / `title: "…"` / `description: "…"` / `---`.',
  },
  LINT_HEADING_LEVEL: {
    severity: 'warning',
    symptom: 'The page has two top-level titles and an irregular table of contents.',
    cause: 'Convention 2: the page title comes from front matter, so the heading hierarchy starts at level 2.',
    fix: 'Use `##` for the first level of headings in the page body.',
  },
  LINT_IMAGE_FRAME: {
    severity: 'warning',
    symptom: 'An image is shown without the standard frame.',
    cause: 'Convention 3: every image is wrapped in a `Frame` component.',
    fix: 'Wrap the image: `<Frame>![alt](/images/x.png)</Frame>`.',
  },
  LINT_IMAGE_ALT: {
    severity: 'warning',
    symptom: 'Screen-reader users cannot tell what an image shows.',
    cause: 'Convention 3: every image carries alt text.',
    fix: 'Describe the image: `![Settings page with the API key field](/images/x.png)` or `alt="…"`.',
  },
  LINT_SECRET_IN_CODE: {
    severity: 'warning',
    symptom: 'A code example appears to contain a real key or secret, published to every reader.',
    cause: 'Convention 4: code examples never contain real keys or secrets.',
    fix: 'Revoke the key, and write a placeholder such as `YOUR_API_KEY` instead.',
  },
});

/** A code of the `@folio/content` catalogue. */
export type ContentCode = keyof typeof contentCodes;
