import { html, SafeHtml } from '@folio/html';

/**
 * A `<script>` element of `type` (`application/json`, `application/ld+json`) carrying `data` as
 * JSON: data the browser never runs, so the Content-Security-Policy needs no exception. A script's
 * content is raw text, where entities mean nothing, so it is not escaped as HTML: every `<` is
 * written `\u003c` instead (the same character to a JSON reader), and no value can close the
 * element.
 */
export function renderJsonScript(type: string, data: unknown, id?: string): SafeHtml {
  const json = new SafeHtml(JSON.stringify(data).replace(/</g, '\\u003c'));
  return html`<script type="${type}"${id !== undefined && html` id="${id}"`}>${json}</script>`;
}
