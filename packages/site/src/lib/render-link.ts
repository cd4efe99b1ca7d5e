import { checkUrl } from '@folio/diagnostics';

const UNESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A Markdown link `[label](href)` found in escaped text (a banner, an OpenAPI description) as an
 * `<a>`, when the URL policy allows `href` as a link; else the label alone. Both arrive
 * HTML-escaped by `escapeHtml`: the check reads the URL as the browser will, with those entities
 * decoded.
 */
export function renderLink(label: string, href: string): string {
  const verdict = checkUrl(
    href.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPED[entity] ?? entity),
    'link',
  );
  return verdict.allowed ? `<a href="${href}">${label}</a>` : label;
}
