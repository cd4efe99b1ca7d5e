// `@folio/content/check`: what `folio check` needs of the renderer, without the highlighter, the
// sanitiser or the HTML writer (render threads that only check never load them).
export { checkPage, type CheckedPage } from './check-page.ts';
export { headingSlug } from './heading-slug.ts';
export type { LinkReference, PageLinks } from './page-links.ts';
export type { ReadPageInput } from './read-page.ts';
