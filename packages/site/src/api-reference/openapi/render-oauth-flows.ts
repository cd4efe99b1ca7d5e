import { html, type SafeHtml } from '@folio/html';
import type { OAuthFlow, SchemeUse } from './read-security.ts';

const FLOW_TITLES: Record<OAuthFlow['kind'], string> = {
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code with PKCE',
  implicit: 'Implicit',
  password: 'Resource owner password',
};

/** Runnable flows first: those the playground can complete. */
const ORDER: OAuthFlow['kind'][] = ['authorizationCode', 'clientCredentials', 'implicit', 'password'];

/**
 * An OAuth 2 scheme's flows, each in a disclosure with its URLs and scopes. Client credentials
 * and authorization code (with PKCE and `state`) are runnable: their token requests go through
 * the playground's proxy, which lets them reach only the token URLs the site's documents declare.
 * Implicit and password are shown but not run: the OAuth 2.0 Security Best Current Practice
 * (RFC 9700) says not to use them, and a docs page should not collect a reader's password.
 */
export function renderOAuthFlows(use: SchemeUse, flows: readonly OAuthFlow[], callbackPath: string): SafeHtml {
  const sorted = [...flows].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  if (sorted.length === 0) return html``;
  return html`<div class="pg-flows">${sorted.map((flow, index) => renderFlow(use, flow, callbackPath, index === 0))}</div>`;
}

function renderFlow(use: SchemeUse, flow: OAuthFlow, callbackPath: string, open: boolean): SafeHtml {
  const urls = html`<dl class="pg-urls">${flow.authorizationUrl === undefined ? '' : html`<dt>Authorization URL</dt><dd><code>${flow.authorizationUrl}</code></dd>`}${flow.tokenUrl === undefined ? '' : html`<dt>Token URL</dt><dd><code>${flow.tokenUrl}</code></dd>`}${flow.refreshUrl === undefined ? '' : html`<dt>Refresh URL</dt><dd><code>${flow.refreshUrl}</code></dd>`}</dl>`;
  const scopes = renderScopes(flow.scopes, use.scopes);
  let body: SafeHtml;
  if (flow.kind === 'clientCredentials' && flow.tokenUrl !== undefined) {
    body = html`${urls}${clientFields(true)}${scopes}<button type="button" class="pg-button" data-oauth-run>Get token</button>`;
  } else if (flow.kind === 'authorizationCode' && flow.tokenUrl !== undefined && flow.authorizationUrl !== undefined) {
    body = html`${urls}${redirectNote(callbackPath)}${clientFields(false)}${scopes}<button type="button" class="pg-button" data-oauth-run>Authorize</button>`;
  } else {
    const why =
      flow.kind === 'implicit'
        ? 'The implicit flow returns the token in the browser address, where it can leak; current OAuth advice (RFC 9700) is to use the authorization code flow with PKCE instead, so the playground does not run it.'
        : flow.kind === 'password'
          ? "This flow hands the user's password to the client; current OAuth advice (RFC 9700) is not to use it, and a documentation page should not ask for it, so the playground does not run it."
          : 'The document leaves out a URL this flow needs, so the playground cannot run it.';
    body = html`${urls}${scopes}<p class="pg-note">${why} Paste a token you obtained elsewhere in "Access token".</p>`;
  }
  return html`<details class="pg-flow" data-flow="${flow.kind}"${attr('data-token-url', flow.tokenUrl)}${attr('data-authorization-url', flow.authorizationUrl)}${open ? html` open` : ''}><summary>${FLOW_TITLES[flow.kind]}</summary>${body}<p class="pg-oauth-status" data-oauth-status role="status"></p></details>`;
}

/**
 * OpenID Connect: the discovery document is fetched through the proxy (its URL is on the
 * allow-list), then its token and authorization endpoints drive the same two flows; a token
 * endpoint on another origin than the discovery document is refused by the proxy, with its reason.
 */
export function renderOpenIdConnect(use: SchemeUse, discoveryUrl: string, callbackPath: string): SafeHtml {
  return html`<div class="pg-flows"><details class="pg-flow" data-flow="openIdConnect" open><summary>Sign in with OpenID Connect</summary><dl class="pg-urls"><dt>Discovery URL</dt><dd><code>${discoveryUrl}</code></dd></dl><button type="button" class="pg-button-quiet" data-oidc-discover>Read the discovery document</button><dl class="pg-urls" data-oidc-endpoints hidden></dl><div data-oidc-flows hidden>${redirectNote(callbackPath)}${clientFields(false)}${renderScopes(Object.fromEntries(['openid', ...use.scopes.filter((scope) => scope !== 'openid')].map((scope) => [scope, ''])), ['openid', ...use.scopes])}<button type="button" class="pg-button" data-oauth-run data-oidc-run="authorizationCode">Authorize</button> <button type="button" class="pg-button-quiet" data-oauth-run data-oidc-run="clientCredentials" hidden>Get token with client credentials</button></div><p class="pg-oauth-status" data-oauth-status role="status"></p></details></div>`;
}

function clientFields(secretRequired: boolean): SafeHtml {
  const secretLabel = secretRequired ? 'Client secret' : 'Client secret (optional)';
  return html`<label class="pg-field"><span>Client ID</span><input type="text" autocomplete="off" spellcheck="false" data-cred="clientId"></label><div class="pg-field pg-secret"><label><span>${secretLabel}</span><input type="password" autocomplete="off" spellcheck="false" data-cred="clientSecret" data-secret></label><button type="button" class="pg-reveal" data-reveal aria-pressed="false">Show</button></div>`;
}

function redirectNote(callbackPath: string): SafeHtml {
  return html`<p class="pg-note">Register this redirect URL with the authorization server: <code data-redirect-uri data-callback-path="${callbackPath}">${callbackPath}</code></p>`;
}

function renderScopes(declared: Record<string, string>, required: readonly string[]): SafeHtml {
  const names = [...new Set([...required, ...Object.keys(declared)])];
  if (names.length === 0) return html``;
  return html`<fieldset class="pg-scopes"><legend>Scopes</legend>${names.map(
    (name) =>
      html`<label class="pg-check"><input type="checkbox" data-scope value="${name}"${required.includes(name) ? html` checked` : ''}> <code>${name}</code>${declared[name] ? html` <span class="pg-note">${declared[name]}</span>` : ''}</label>`,
  )}</fieldset>`;
}

function attr(name: string, value: string | undefined): SafeHtml {
  return value === undefined ? html`` : html` ${name}="${value}"`;
}
