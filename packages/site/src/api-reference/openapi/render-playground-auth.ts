import { html, type SafeHtml } from '@folio/html';
import { renderOAuthFlows, renderOpenIdConnect } from './render-oauth-flows.ts';
import type { SchemeUse, SecurityRequirement } from './read-security.ts';

/** What the auth part of the playground needs besides the operation's requirements. */
export interface PlaygroundAuthOptions {
  /** Where the authorization server sends the reader back (the site's OAuth callback page). */
  callbackPath: string;
}

/**
 * The "Authorization" fieldset of the playground: a chooser between the operation's alternative
 * security requirements (OR; "No authentication" for an empty one), and for the chosen one an
 * input block per scheme it combines (AND). Each input is marked with its scheme (`data-scheme`)
 * and the credential it holds (`data-cred`), which the playground script remembers for the session
 * under the scheme's name, so the same key fills every page that uses the scheme. `x-default`
 * values start in the inputs. Nothing is rendered when the operation needs no credentials.
 */
export function renderPlaygroundAuth(
  requirements: readonly SecurityRequirement[],
  options: PlaygroundAuthOptions,
): SafeHtml {
  if (requirements.length === 0 || requirements.every((requirement) => requirement.length === 0)) return html``;
  const labelOf = (requirement: SecurityRequirement) =>
    requirement.length === 0 ? 'No authentication' : requirement.map((use) => use.id).join(' + ');
  const keyOf = (requirement: SecurityRequirement) =>
    requirement.length === 0 ? 'none' : requirement.map((use) => use.id).join('+');
  const chooser =
    requirements.length > 1 &&
    html`<label class="pg-field"><span>Authenticate with</span><select data-auth-choice>${requirements.map(
      (requirement, index) =>
        html`<option value="${String(index)}" data-auth-key="${keyOf(requirement)}">${labelOf(requirement)}</option>`,
    )}</select></label>`;
  const blocks = requirements.map(
    (requirement, index) =>
      html`<div class="pg-auth-option" data-auth-option="${String(index)}" data-auth-key="${keyOf(requirement)}"${index === 0 ? '' : html` hidden`}>${
        requirement.length === 0
          ? html`<p class="pg-note">Sent without credentials.</p>`
          : requirement.map((use) => renderScheme(use, options))
      }</div>`,
  );
  return html`<fieldset class="pg-group pg-auth" data-auth><legend>Authorization</legend>${chooser}${blocks}<div class="pg-auth-actions"><label class="pg-check"><input type="checkbox" data-show-secrets> Show credentials in the samples</label><button type="button" class="pg-button-quiet" data-auth-forget>Forget credentials</button></div><p class="pg-note">Credentials stay in this browser tab (session storage) until you forget them or close it.</p></fieldset>`;
}

function renderScheme(use: SchemeUse, options: PlaygroundAuthOptions): SafeHtml {
  const scheme = use.scheme;
  const head = (kind: string) =>
    html`<p class="pg-scheme-title"><code>${use.id}</code> <span class="pg-scheme-kind">${kind}</span></p>${
      use.description === undefined ? '' : html`<p class="pg-note">${use.description}</p>`
    }`;
  const attrs = (type: string) => html`data-scheme="${use.id}" data-scheme-type="${type}"`;
  switch (scheme.type) {
    case 'apiKey':
      return html`<div class="pg-scheme" ${attrs('apiKey')} data-in="${scheme.in}" data-name="${scheme.name}">${head(`API key in ${scheme.in}`)}${secretInput(scheme.name, 'value', use.defaultValue)}</div>`;
    case 'http':
      if (scheme.scheme === 'basic')
        return html`<div class="pg-scheme" ${attrs('basic')}>${head('HTTP Basic')}<label class="pg-field"><span>Username</span><input type="text" autocomplete="off" spellcheck="false" data-cred="username"></label>${secretInput('Password', 'password', use.defaultValue)}</div>`;
      if (scheme.scheme === 'bearer')
        return html`<div class="pg-scheme" ${attrs('bearer')}>${head(`HTTP Bearer${scheme.bearerFormat === undefined ? '' : ` (${scheme.bearerFormat})`}`)}${secretInput('Bearer token', 'token', use.defaultValue)}</div>`;
      return html`<div class="pg-scheme" ${attrs('http')}>${head(`HTTP ${scheme.name}`)}${secretInput(`Authorization (${scheme.name})`, 'value', use.defaultValue)}</div>`;
    case 'oauth2':
      return html`<div class="pg-scheme" ${attrs('oauth2')}>${head('OAuth 2.0')}${secretInput('Access token', 'token', use.defaultValue)}${renderOAuthFlows(use, scheme.flows, options.callbackPath)}</div>`;
    case 'openIdConnect':
      return html`<div class="pg-scheme" ${attrs('openIdConnect')} data-discovery-url="${scheme.url}">${head('OpenID Connect')}${secretInput('Access token', 'token', use.defaultValue)}${renderOpenIdConnect(use, scheme.url, options.callbackPath)}</div>`;
    case 'mutualTLS':
      return html`<div class="pg-scheme" ${attrs('mutualTLS')}>${head('Mutual TLS')}<p class="pg-note">This API identifies callers by a client TLS certificate. A web page cannot present your certificate, and the playground's proxy never holds one, so it cannot send this request for you: call the API from your machine, for example <code>curl --cert client.pem --key client.key …</code>.</p></div>`;
  }
}

/** A secret's input with a show/hide button; `password` type keeps it off the screen and out of autofill. */
function secretInput(label: string, cred: string, value: string | undefined): SafeHtml {
  return html`<div class="pg-field pg-secret"><label><span>${label}</span><input type="password" autocomplete="off" spellcheck="false" data-cred="${cred}" data-secret${value === undefined ? '' : html` value="${value}" data-default="${value}"`}></label><button type="button" class="pg-reveal" data-reveal aria-pressed="false">Show</button></div>`;
}
