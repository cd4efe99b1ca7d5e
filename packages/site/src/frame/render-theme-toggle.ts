import { html, type SafeHtml } from '@folio/html';
import type { LayoutContext } from './layout-context.ts';

// Inline SVGs (Lucide's sun and moon outlines): the toggle shows the scheme it switches to.
const SUN = html`<svg class="theme-icon theme-icon-light" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41"/></svg>`;
const MOON = html`<svg class="theme-icon theme-icon-dark" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z"/></svg>`;

/**
 * The light/dark toggle of the top bar: a button whose `aria-pressed` says whether the dark theme
 * is on (the frame script keeps it true to the page and remembers the reader's choice). Needs the
 * script, so it is shown only on `html.js`; none at all with `appearance.strict`, which keeps the
 * site in one scheme.
 */
export function renderThemeToggle(ctx: LayoutContext): SafeHtml {
  if (ctx.config.appearance?.strict === true) return html``;
  return html`<button type="button" class="theme-toggle" aria-pressed="false" aria-label="Dark theme" title="Switch between light and dark theme">${SUN}${MOON}</button>`;
}
