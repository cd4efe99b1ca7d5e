import type { Banner } from '@folio/docs-config';
import { escapeHtml } from './escape-html.ts';
import { hashContent } from './hash-content.ts';

/** The banner element and the key under which its dismissal is remembered. */
export interface RenderedBanner {
  html: string;
  /** Stable per banner text, so a changed banner shows again after an old one was dismissed. */
  key: string;
}

/**
 * Renders a `banner` (`content` may hold Markdown links and `**bold**`). A dismissible banner
 * carries a close button; the script stores the dismissal in localStorage under
 * `folio-banner-<key>`, and a tiny inline script in the head hides it before first paint.
 */
export function renderBanner(banner: Banner | undefined): RenderedBanner | undefined {
  if (banner === undefined || banner.content.trim() === '') return undefined;
  const key = hashContent(banner.content).slice(0, 12);
  const text = escapeHtml(banner.content)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) =>
      /^(https?:\/\/|\/|#|mailto:)/i.test(href) ? `<a href="${href}">${label}</a>` : label,
    )
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const close =
    banner.dismissible === true
      ? `<button type="button" class="banner-dismiss" data-banner-dismiss="${key}" aria-label="Dismiss banner">×</button>`
      : '';
  return {
    key,
    html: `<div class="banner" role="region" aria-label="Announcement" data-banner="${key}"${banner.dismissible === true ? ' data-dismissible="true"' : ''}><p>${text}</p>${close}</div>`,
  };
}
