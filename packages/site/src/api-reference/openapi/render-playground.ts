import { PLAYGROUND_PROXY_PATH } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';
import type { OperationDetails, OperationParameter } from './read-operation.ts';
import { PLAYGROUND_OAUTH_CALLBACK_PATH } from './oauth-callback-page.ts';
import { renderPlaygroundAuth } from './render-playground-auth.ts';
import { renderPlaygroundResponse } from './render-playground-response.ts';
import { renderPlaygroundServers } from './render-playground-servers.ts';

/** docs.json settings the playground form takes. */
export interface PlaygroundOptions {
  /** `api.examples.prefill`: inputs start filled with the document's examples. */
  prefill?: boolean;
  /** `api.playground.credentials` (with `proxy: false`): direct requests carry the reader's cookies. */
  credentials?: boolean;
}

/**
 * The API playground form of an operation. With `proxy` (the default) the script POSTs
 * `{ method, url, headers, query, body }` as JSON to `/_docs/api/request` on the site and shows
 * the proxy's answer (or its `{ code, message, fix }` error); with `proxy: false` the browser
 * calls the API directly, and the form says the API must allow the site's origin with CORS.
 * OAuth token requests take the same way.
 *
 * Parameter inputs carry `data-param`, `data-in` (`path`, `query`, `header`, `cookie`) and
 * `data-name`; credentials are in the Authorization fieldset (`renderPlaygroundAuth`); the form's
 * `data-operation` keys what the script remembers for this operation.
 */
export function renderPlayground(details: OperationDetails, proxy: boolean, options: PlaygroundOptions = {}): SafeHtml {
  const mode = proxy
    ? html`data-proxy="true" data-proxy-url="${PLAYGROUND_PROXY_PATH}" action="${PLAYGROUND_PROXY_PATH}" method="post"`
    : html`data-proxy="false"${options.credentials === true && html` data-credentials="include"`} action="#"`;
  const note =
    !proxy &&
    html`<p class="playground-note">Requests go directly from your browser to the API. The API must allow this site's origin with CORS (Access-Control-Allow-Origin and the headers you send)${options.credentials === true ? html`; your cookies for the API are sent with them` : html`; cookies cannot be set from here`}.</p>`;

  const groups = (['path', 'query', 'header', 'cookie'] as const).map((where) => {
    const params = details.parameters.filter((p) => p.in === where);
    if (params.length === 0) return html``;
    const title = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' }[where];
    const inputs = params.map((param) => renderParamInput(param, options.prefill === true));
    return html`<fieldset class="pg-group"><legend>${title}</legend>${inputs}</fieldset>`;
  });
  const body = details.requestBody;
  const example =
    body?.example === undefined
      ? ''
      : typeof body.example === 'string'
        ? body.example
        : JSON.stringify(body.example, null, 2);
  const bodyInput =
    body !== undefined &&
    html`<fieldset class="pg-group"><legend>Body <code>${body.contentType}</code></legend><label class="pg-field pg-body"><span class="visually-hidden">Request body</span><textarea name="body" data-body data-content-type="${body.contentType}" rows="8" spellcheck="false">${example}</textarea></label></fieldset>`;

  return html`<section class="playground" aria-labelledby="playground-title"><h2 id="playground-title">Try it</h2>${note}<form class="playground-form" data-playground data-method="${details.method}" data-path="${details.path}" data-operation="${`${details.method} ${details.path}`}" ${mode}><div class="pg-url"><span class="method method-${details.method.toLowerCase()}">${details.method}</span><code data-url-preview>${(details.servers[0] ?? '') + details.path}</code><button type="submit" class="pg-send">Send</button></div>${renderPlaygroundServers(details.servers, details.serverTemplates)}${renderPlaygroundAuth(details.security, { callbackPath: PLAYGROUND_OAUTH_CALLBACK_PATH })}${groups}${bodyInput}</form>${renderPlaygroundResponse()}</section>`;
}

function renderParamInput(param: OperationParameter, prefill: boolean): SafeHtml {
  const example =
    param.example === undefined
      ? undefined
      : typeof param.example === 'string'
        ? param.example
        : JSON.stringify(param.example);
  // `api.examples.prefill`: the example is the input's value, ready to send; otherwise a hint.
  const placeholder = example !== undefined && (prefill ? html` value="${example}"` : html` placeholder="${example}"`);
  return html`<label class="pg-field"><span>${param.name}${param.required && html` <abbr title="required">*</abbr>`}</span><input type="text" name="${param.in}:${param.name}" data-param data-in="${param.in}" data-name="${param.name}"${param.required && html` required`}${placeholder}></label>`;
}
