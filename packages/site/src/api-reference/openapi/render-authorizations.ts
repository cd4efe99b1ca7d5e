import { html, type SafeHtml } from '@folio/html';
import { renderDescription } from '../render-description.ts';
import type { OAuthFlow, SchemeUse, SecurityRequirement } from './read-security.ts';

const FLOW_NAMES: Record<OAuthFlow['kind'], string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  implicit: 'implicit',
  password: 'password',
};

/**
 * The "Authorizations" section of an operation's reference: each alternative requirement (OR) as
 * an option, the schemes it combines (AND), how each is sent, OAuth 2 flows with their URLs and
 * the scopes the operation needs, OpenID Connect's discovery URL, and what mutual TLS means.
 */
export function renderAuthorizations(requirements: readonly SecurityRequirement[]): SafeHtml {
  const blocks = requirements.map(
    (requirement, index) =>
      html`${requirements.length > 1 && html`<p class="variants-title">Option ${String(index + 1)}${requirement.length > 1 ? ' (all of these)' : ''}</p>`}${
        requirement.length === 0
          ? html`<p class="field-description">No credentials needed.</p>`
          : requirement.map(describe)
      }`,
  );
  return html`<section class="api-block" data-security-requirements><h2 id="authorizations">Authorizations</h2><div class="fields">${blocks}</div></section>`;
}

function describe(use: SchemeUse): SafeHtml {
  const scheme = use.scheme;
  let kind: string;
  let how: SafeHtml;
  let extra: SafeHtml | false = false;
  switch (scheme.type) {
    case 'apiKey':
      kind = 'apiKey';
      how = html`Send the key in the <code>${scheme.name}</code> ${scheme.in === 'header' ? 'header' : scheme.in === 'query' ? 'query parameter' : 'cookie'}.`;
      break;
    case 'http':
      kind = scheme.scheme === 'other' ? `http ${scheme.name}` : scheme.scheme;
      how =
        scheme.scheme === 'basic'
          ? html`Send <code>Authorization: Basic &lt;credentials&gt;</code>, the credentials being <code>username:password</code> in Base64.`
          : scheme.scheme === 'bearer'
            ? html`Send <code>Authorization: Bearer &lt;token&gt;</code>${scheme.bearerFormat === undefined ? '' : html` (a ${scheme.bearerFormat} token)`}.`
            : html`Send an <code>Authorization</code> header of the <code>${scheme.name}</code> scheme.`;
      break;
    case 'oauth2':
      kind = 'oauth2';
      how = html`Send <code>Authorization: Bearer &lt;token&gt;</code> with an OAuth 2.0 access token.`;
      extra =
        scheme.flows.length > 0 &&
        html`<ul class="field-flows">${scheme.flows.map(
          (flow) =>
            html`<li><span class="field-flow-name">${FLOW_NAMES[flow.kind]}</span>${flow.authorizationUrl === undefined ? '' : html` · authorize at <code>${flow.authorizationUrl}</code>`}${flow.tokenUrl === undefined ? '' : html` · token from <code>${flow.tokenUrl}</code>`}</li>`,
        )}</ul>`;
      break;
    case 'openIdConnect':
      kind = 'openIdConnect';
      how = html`Send <code>Authorization: Bearer &lt;token&gt;</code> with a token from the OpenID Connect provider described at <code>${scheme.url}</code>.`;
      break;
    case 'mutualTLS':
      kind = 'mutualTLS';
      how = html`Connect with a client TLS certificate the API trusts.`;
      break;
  }
  const scopes =
    use.scopes.length > 0 &&
    html`<p class="field-description">Scopes: ${use.scopes.map((scope, i) => html`${i === 0 ? '' : ', '}<code>${scope}</code>`)}</p>`;
  return html`<div class="field" data-security="${use.id}"><div class="field-head"><code class="field-name">${use.id}</code><span class="field-type">${kind}</span><span class="field-required">required</span></div><p class="field-description">${how}</p>${extra}${scopes}${renderDescription(use.description, 'field-description')}</div>`;
}
