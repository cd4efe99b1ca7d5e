import { escapeHtml } from './escape-html.ts';

/**
 * Markup for a navigation `icon`. Image URLs and repository paths render as an image; icon
 * library names (`book-open`) render a neutral glyph carrying the name in `data-icon`, since the
 * icon fonts of other platforms are not shipped.
 */
export function renderIcon(icon: string | undefined): string {
  if (icon === undefined || icon.trim() === '') return '';
  if (/^(https?:)?\/\//.test(icon) || icon.startsWith('/') || /\.(svg|png|jpe?g|gif|webp)$/i.test(icon)) {
    const src = /^(https?:)?\/\//.test(icon) || icon.startsWith('/') ? icon : `/${icon}`;
    return `<img class="icon" src="${escapeHtml(src)}" alt="" aria-hidden="true" width="16" height="16">`;
  }
  return `<span class="icon" data-icon="${escapeHtml(icon)}" aria-hidden="true"></span>`;
}
