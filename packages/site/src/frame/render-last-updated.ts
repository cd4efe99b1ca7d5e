import { html, type SafeHtml } from '@folio/html';

/**
 * The "Last updated" line of docs.json `metadata.timestamp`: the date of the page's last commit,
 * in words (`March 4, 2025`, UTC, so every build of the same history writes the same page) inside
 * a `<time>` element that carries the exact ISO date.
 */
export function renderLastUpdated(iso: string): SafeHtml {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return html``;
  const words = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return html`<p class="page-updated">Last updated <time datetime="${date.toISOString()}">${words}</time></p>`;
}
