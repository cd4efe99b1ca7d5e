import { html, type SafeHtml } from '@folio/html';

/**
 * Where the playground shows an answer (filled by `assets/playground/response.js`): status,
 * time and size; the error of the proxy or the network, with what to do; response headers; and
 * the body — highlighted, as a tree when it is large JSON, or as a download when it is binary.
 */
export function renderPlaygroundResponse(): SafeHtml {
  return html`<div class="playground-response" data-response aria-live="polite" hidden><p class="pg-status"><span data-status></span> <span class="pg-meta" data-time></span> <span class="pg-meta" data-size></span></p><div class="pg-error" role="alert" data-error hidden><p data-error-message></p><p class="pg-note" data-error-fix></p></div><details class="pg-headers"><summary>Response headers <span class="pg-meta" data-header-count></span></summary><table class="pg-header-table"><tbody data-headers></tbody></table></details><div class="pg-body-bar" data-body-bar hidden><button type="button" class="pg-button-quiet" data-body-view="tree" aria-pressed="true">Tree</button><button type="button" class="pg-button-quiet" data-body-view="raw" aria-pressed="false">Raw</button></div><div class="pg-body-tree" data-response-tree tabindex="0" hidden></div><pre class="pg-response-body" data-response-body tabindex="0"></pre><p class="pg-download" data-download hidden></p></div>`;
}
