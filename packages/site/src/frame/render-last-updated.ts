import { escapeHtml } from '@folio/html';

/**
 * The "Last updated" line of docs.json `metadata.timestamp`: the date of the page's last commit,
 * in words (`March 4, 2025`, UTC, so every build of the same history writes the same page) inside
 * a `<time>` element that carries the exact ISO date.
 */
export function renderLastUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const words = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `<p class="page-updated">Last updated <time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(words)}</time></p>`;
}
