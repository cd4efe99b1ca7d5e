/**
 * Top-level keys of the format's older `mint.json` that repositories still carry into docs.json
 * after moving to it, each with where its meaning lives in docs.json now. docs.json has no such
 * keys, so they stay unknown (ignored, as the reference ignores them); the diagnostic names the
 * replacement instead of only saying "remove it".
 */
export const LEGACY_MINT_SETTINGS: ReadonlyMap<string, string> = new Map([
  ['topbarLinks', 'Move these links to `navbar.links` (each `{ "label", "href" }`).'],
  [
    'topbarCtaButton',
    'Move the button to `navbar.primary` (`{ "type": "button", "label", "href" }` or `{ "type": "github", "href" }`).',
  ],
  ['tabs', 'Move the tabs into `navigation.tabs`, each holding its groups.'],
  ['anchors', 'Move the anchors to `navigation.global.anchors` (links shown on every page) or `navigation.anchors`.'],
  ['topAnchor', 'Remove it: the first anchor of `navigation.anchors` takes its place.'],
  ['versions', 'Move the versions into `navigation.versions`, each holding its pages.'],
  ['openapi', 'Move the documents to `api.openapi`.'],
  ['footerSocials', 'Move the networks to `footer.socials` (`{ "x": "https://x.com/…" }`).'],
  ['backgroundImage', 'Move the image to `background.image`.'],
  ['modeToggle', 'Use `appearance` (`{ "default": "dark", "strict": true }`) instead.'],
  ['analytics', 'Move each provider to `integrations` (same names, e.g. `integrations.ga4.measurementId`).'],
  ['font', 'Use `fonts` (`{ "family", "weight", "source" }`, or `heading`/`body`).'],
  ['codeBlock', 'Use `styling.codeblocks` (`"system"`, `"dark"` or a theme).'],
  ['eyebrow', 'Use `styling.eyebrows` (`"section"` or `"breadcrumbs"`).'],
  ['layout', 'Remove it; choose the layout with `theme` (configuration.md lists the themes).'],
  ['sidebar', "Remove it; the sidebar's look follows `theme`."],
  ['isWhiteLabeled', 'Remove it; Folio shows no "powered by" mark.'],
]);

/**
 * Keys of mint.json's `feedback` object, each with its docs.json name: `feedback` itself is read
 * (`feedback.thumbs`), these older names are not.
 */
export const LEGACY_FEEDBACK_SETTINGS: ReadonlyMap<string, string> = new Map([
  ['thumbsRating', 'Rename it to `thumbs` (`"feedback": { "thumbs": false }` removes the widget).'],
  ['suggestEdit', 'Rename it to `edits`; Folio shows no edit link yet.'],
  ['raiseIssue', 'Rename it to `issues`; Folio shows no issue link yet.'],
]);
