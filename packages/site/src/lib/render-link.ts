import { checkUrl } from '@folio/diagnostics';
import { html, type SafeHtml } from '@folio/html';

/**
 * A Markdown link `[label](href)` as an `<a>`, when the URL policy allows `href` as a link; else
 * the label alone. `href` is the tenant's raw text, checked as written and escaped on output.
 */
export function renderLink(label: SafeHtml, href: string): SafeHtml {
  return checkUrl(href, 'link').allowed ? html`<a href="${href}">${label}</a>` : label;
}
