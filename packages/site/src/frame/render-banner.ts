import type { Banner } from '@folio/docs-config';
import { hashContent } from '../lib/hash-content.ts';
import { html, type SafeHtml } from '@folio/html';
import { renderInlineMarkdown } from '../lib/render-inline-markdown.ts';

/** The banner element and the key under which its dismissal is remembered. */
export interface RenderedBanner {
  html: SafeHtml;
  /** Stable per banner text, so a changed banner shows again after an old one was dismissed. */
  key: string;
}

/**
 * Renders a `banner` (`content` may hold the inline Markdown of `renderInlineMarkdown`). Its colour is
 * `color` (hex per theme, validated, so it can only be a colour) else the one of its `type`
 * (`info`: the primary colour, `warning`: amber, `critical`: red). A dismissible banner carries a
 * close button; the script stores the dismissal in localStorage under `folio-banner-<key>`, and
 * the head script hides it before first paint.
 */
export function renderBanner(banner: Banner | undefined): RenderedBanner | undefined {
  if (banner === undefined || banner.content.trim() === '') return undefined;
  const key = hashContent(banner.content).slice(0, 12);
  const text = renderInlineMarkdown(banner.content);
  const isDismissible = banner.dismissible === true;
  const close =
    isDismissible &&
    html`<button type="button" class="banner-dismiss" data-banner-dismiss="${key}" aria-label="Dismiss banner"><span aria-hidden="true">×</span></button>`;
  const colours = [
    banner.color?.light === undefined ? '' : `--banner-bg:${banner.color.light};`,
    banner.color?.dark === undefined ? '' : `--banner-bg-dark:${banner.color.dark};`,
  ].join('');
  return {
    key,
    html: html`<div class="banner banner-${banner.type ?? 'info'}" role="region" aria-label="Announcement" data-banner="${key}"${isDismissible && html` data-dismissible="true"`}${colours !== '' && html` style="${colours}"`}><p>${text}</p>${close}</div>`,
  };
}
