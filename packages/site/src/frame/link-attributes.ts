import { html, type SafeHtml } from '@folio/html';
import { isExternalHref } from '../lib/is-external-href.ts';

/**
 * The attributes of a frame link (navbar, footer, page menu) to a validated `href`: an external
 * URL as is, opened in a new tab; a page path from the site root; a `#fragment` as is.
 */
export function linkAttributes(href: string): SafeHtml {
  if (isExternalHref(href)) return html`href="${href}" target="_blank" rel="noopener"`;
  return html`href="${href.startsWith('/') || href.startsWith('#') ? href : `/${href}`}"`;
}
