import { defineCatalogue } from '@folio/diagnostics';

/**
 * Diagnostics of the site's link graph: links, images and redirects that lead nowhere. All are
 * warnings (the page still publishes); docs.json `checks.links: "error"` raises them to errors,
 * and `folio check --strict` fails on them either way.
 */
export const linkCodes = defineCatalogue({
  LINK_PAGE_NOT_FOUND: {
    severity: 'warning',
    symptom: 'A reader who follows a link gets the "page not found" page',
    cause:
      'the link (in a page, a snippet or docs.json) goes to a path of this site that is no page, file or redirect source; relative links are resolved against the URL of the page they are on, as a browser does',
    fix: 'point the link at an existing page, or add a `redirects` entry from the old path; `folio check --fix` rewrites a link whose page moved',
  },
  LINK_ANCHOR_NOT_FOUND: {
    severity: 'warning',
    symptom: 'A link opens the right page but not the section it names',
    cause:
      "the page exists but has no heading or element whose id is the link's `#fragment` (heading ids are made from the heading text: lower case, punctuation dropped, spaces to `-`, `-1` after a repeated heading; `## Title {#id}` sets one)",
    fix: 'use the id the heading has, or give the heading that id with `{#id}`',
  },
  LINK_FILE_NOT_FOUND: {
    severity: 'warning',
    symptom: 'An image, video or downloadable file does not load',
    cause:
      'the path names no file the site publishes: no such file in the repository (relative paths are resolved against the page URL), or one whose type is not published as a static file',
    fix: 'fix the path, or add the file to the repository',
  },
  LINK_REDIRECT_TARGET_NOT_FOUND: {
    severity: 'warning',
    symptom: 'A redirect sends readers to the "page not found" page',
    cause: "the redirect's `destination` is a path of this site that is no page, file or other redirect source",
    fix: 'point the destination at an existing page',
  },
  LINK_REDIRECT_LOOP: {
    severity: 'warning',
    symptom: 'Browsers stop with "too many redirects"',
    cause: 'redirects send a path back to itself, directly or through other redirects',
    fix: 'point one redirect of the loop at a page instead of at another redirect',
  },
  LINK_REDIRECT_CHAIN: {
    severity: 'warning',
    symptom: 'Readers are redirected twice or more before the page opens',
    cause: "the redirect's `destination` is itself the source of another redirect",
    fix: 'point the destination at the final page directly',
  },
  LINK_EXTERNAL_BROKEN: {
    severity: 'warning',
    symptom: 'A link to another site answers with an error, or does not answer',
    cause:
      'checked with `folio check --external`: the address answered 404, 410 or another error status after retries, or could not be reached (DNS, refused, timeout)',
    fix: 'update or remove the link; the summary lists every address by status',
  },
});

/** A code of the link graph. */
export type LinkCode = keyof typeof linkCodes;
