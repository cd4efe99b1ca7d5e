import { SafeHtml } from '@folio/html';

/**
 * Markup that `@folio/content` serialised from a syntax tree with `hast-util-to-html`, which
 * escapes every text and attribute value: a page's MDX body, an icon, a feed entry's HTML. It is
 * the site renderer's one door for markup it did not write with the `html` tag itself, so every
 * such string is named where it enters.
 */
export function contentMarkup(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
