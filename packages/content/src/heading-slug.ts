import { slug } from 'github-slugger';

/**
 * The id the renderer gives a heading with this text when the page has no other heading of the
 * same text (github-slugger, as `readPage` uses it): lower case, punctuation dropped, spaces to
 * `-`. A repeated heading gets `-1`, `-2`, … after it on the page.
 */
export function headingSlug(text: string): string {
  return slug(text);
}
