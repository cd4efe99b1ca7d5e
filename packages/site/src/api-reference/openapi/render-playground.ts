import { PLAYGROUND_PROXY_PATH } from '@folio/deployment';
import { escapeHtml } from '@folio/html';
import type { OperationDetails, OperationParameter, SecurityInput } from './read-operation.ts';

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
 * the proxy's answer (or its `{ code, message }` error); with `proxy: false` the browser calls the
 * API directly, and the form says the API must allow the site's origin with CORS.
 *
 * Inputs carry `data-in` (`path`, `query`, `header`, `cookie`) and `data-name`; security inputs
 * also `data-auth` (`bearer`, `basic`, `apiKey`).
 */
export function renderPlayground(details: OperationDetails, proxy: boolean, options: PlaygroundOptions = {}): string {
  const mode = proxy
    ? `data-proxy="true" data-proxy-url="${PLAYGROUND_PROXY_PATH}" action="${PLAYGROUND_PROXY_PATH}" method="post"`
    : `data-proxy="false"${options.credentials === true ? ' data-credentials="include"' : ''} action="#"`;
  const note = proxy
    ? ''
    : '<p class="playground-note">Requests go directly from your browser to the API. The API must allow this site\'s origin with CORS (Access-Control-Allow-Origin and the headers you send); cookies cannot be set from here.</p>';

  const servers = details.servers;
  const server =
    servers.length > 1
      ? `<label class="pg-field"><span>Server</span><select name="server" data-server>${servers.map((s) => `<option value="${escapeHtml(s)}">${escapeHtml(s)}</option>`).join('')}</select></label>`
      : servers.length === 1
        ? `<input type="hidden" name="server" data-server value="${escapeHtml(servers[0]!)}">`
        : `<label class="pg-field"><span>Server URL</span><input type="url" name="server" data-server required placeholder="https://api.example.com"></label>`;

  const auth = (details.security[0] ?? []).map(renderAuthInput).join('');
  const groups = (['path', 'query', 'header', 'cookie'] as const)
    .map((where) => {
      const params = details.parameters.filter((p) => p.in === where);
      if (params.length === 0) return '';
      const title = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' }[where];
      return `<fieldset class="pg-group"><legend>${title}</legend>${params.map((param) => renderParamInput(param, options.prefill === true)).join('')}</fieldset>`;
    })
    .join('');
  const body = details.requestBody;
  const bodyInput =
    body === undefined
      ? ''
      : `<fieldset class="pg-group"><legend>Body <code>${escapeHtml(body.contentType)}</code></legend>` +
        `<label class="pg-field pg-body"><span class="visually-hidden">Request body</span><textarea name="body" data-body data-content-type="${escapeHtml(body.contentType)}" rows="8" spellcheck="false">${escapeHtml(body.example === undefined ? '' : typeof body.example === 'string' ? body.example : JSON.stringify(body.example, null, 2))}</textarea></label></fieldset>`;

  return (
    `<section class="playground" aria-labelledby="playground-title"><h2 id="playground-title">Try it</h2>${note}` +
    `<form class="playground-form" data-playground data-method="${escapeHtml(details.method)}" data-path="${escapeHtml(details.path)}" ${mode}>` +
    `<div class="pg-url"><span class="method method-${details.method.toLowerCase()}">${escapeHtml(details.method)}</span><code data-url-preview>${escapeHtml((servers[0] ?? '') + details.path)}</code>` +
    `<button type="submit" class="pg-send">Send</button></div>${server}` +
    (auth === '' ? '' : `<fieldset class="pg-group"><legend>Authorization</legend>${auth}</fieldset>`) +
    groups +
    bodyInput +
    `</form>` +
    `<div class="playground-response" data-response aria-live="polite" hidden>` +
    `<p class="pg-status"><span data-status></span> <span class="pg-time" data-time></span></p>` +
    `<p class="pg-error" role="alert" data-error hidden></p>` +
    `<details class="pg-headers"><summary>Response headers</summary><pre data-headers></pre></details>` +
    `<pre class="pg-body" data-response-body></pre></div></section>`
  );
}

function renderParamInput(param: OperationParameter, prefill: boolean): string {
  const example =
    param.example === undefined
      ? undefined
      : escapeHtml(typeof param.example === 'string' ? param.example : JSON.stringify(param.example));
  // `api.examples.prefill`: the example is the input's value, ready to send; otherwise a hint.
  const placeholder = example === undefined ? '' : prefill ? ` value="${example}"` : ` placeholder="${example}"`;
  return (
    `<label class="pg-field"><span>${escapeHtml(param.name)}${param.required ? ' <abbr title="required">*</abbr>' : ''}</span>` +
    `<input type="text" name="${param.in}:${escapeHtml(param.name)}" data-in="${param.in}" data-name="${escapeHtml(param.name)}"${param.required ? ' required' : ''}${placeholder}></label>`
  );
}

function renderAuthInput(input: SecurityInput): string {
  const label = input.kind === 'bearer' ? 'Bearer token' : input.kind === 'basic' ? 'Username:password' : input.name;
  return (
    `<label class="pg-field"><span>${escapeHtml(label)}</span>` +
    `<input type="${input.kind === 'basic' ? 'text' : 'password'}" autocomplete="off" name="auth:${escapeHtml(input.scheme)}" data-in="${input.in}" data-name="${escapeHtml(input.name)}" data-auth="${input.kind}"></label>`
  );
}
