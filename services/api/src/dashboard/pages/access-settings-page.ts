import { html, type SafeHtml } from '@folio/html';
import type { SiteAccessRow } from '../../db/site-access.ts';
import type { SiteRow } from '../../db/sites.ts';
import { card, notice, pageHeader } from './components.ts';

const MODES = [
  { value: 'public', label: 'Public', help: 'Anyone can read the site.' },
  {
    value: 'password',
    label: 'Password',
    help: 'One shared password, asked on a sign-in page in the site\u2019s look.',
  },
  {
    value: 'oidc',
    label: 'Single sign-on (OpenID Connect)',
    help: 'Readers sign in with your identity provider: Okta, Entra ID, Google, Auth0\u2026',
  },
  { value: 'jwt', label: 'Your own login (JWT)', help: 'Your login page sends readers back with a token it signed.' },
] as const;

/**
 * The site's reader access (docs/guides/private-docs.mdx): the mode, and the settings of each
 * mode in its own card, then the groups preview. Secrets are write-only: the page says whether one is stored, never shows it.
 * `callbackUrl` is what the customer registers at their identity provider.
 */
export function accessSettingsPage(options: {
  csrfToken: string;
  site: SiteRow;
  access: SiteAccessRow | null;
  callbackUrl: string;
  canWrite: boolean;
  message?: { kind: 'success' | 'error'; text: string } | undefined;
  /** The groups preview card (`groupsPreviewCard`), after the form. */
  groupsPreview?: SafeHtml;
}): SafeHtml {
  const { site, access } = options;
  const mode = access?.mode ?? 'public';
  const disabled = options.canWrite ? '' : html`disabled`;
  const text = (id: string, label: string, value: string | null | undefined, help: string, extra: SafeHtml | '' = '') =>
    html`<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${id}" class="mono" value="${value ?? ''}" aria-describedby="${id}-help" ${extra} ${disabled}><p class="help" id="${id}-help">${help}</p></div>`;
  const secret = (id: string, label: string, stored: boolean, help: string) =>
    html`<div class="field"><label for="${id}">${label} <span class="optional">${stored ? 'set' : 'not set'}</span></label><input id="${id}" name="${id}" type="password" autocomplete="new-password" aria-describedby="${id}-help" ${disabled}><p class="help" id="${id}-help">${stored ? 'One is set; leave empty to keep it. ' : ''}${help}</p></div>`;
  return html`${pageHeader('Reader access', 'Who may read this site. Enforced on every page, file, search, MCP and API request of the site and its previews.')}
  ${options.message ? notice(options.message.text, options.message.kind) : ''}
  <form method="post" action="/sites/${site.id}/settings/access" class="stack">
    <input type="hidden" name="_csrf" value="${options.csrfToken}">
    ${card(
      'Mode',
      html`<fieldset class="stack"><legend>Who can read the site</legend>
      ${MODES.map(
        (option) =>
          html`<div class="check"><input type="radio" id="mode-${option.value}" name="mode" value="${option.value}" ${mode === option.value ? html`checked` : ''} aria-describedby="mode-${option.value}-help" ${disabled}><label for="mode-${option.value}">${option.label}</label></div><p class="help" id="mode-${option.value}-help">${option.help}</p>`,
      )}
      </fieldset>`,
    )}
    ${card(
      'Password',
      secret(
        'password',
        'New password',
        access?.password_hash != null,
        'At least 8 characters, stored as a slow hash (never readable). Readers who have it can read every page.',
      ),
    )}
    ${card(
      'Single sign-on',
      html`<div class="stack">
      ${text('oidcIssuer', 'Issuer URL', access?.oidc_issuer, 'Your provider\u2019s issuer, such as https://acme.okta.com. Its discovery document and keys are read from there.', html`placeholder="https://login.acme.com"`)}
      ${text('oidcClientId', 'Client ID', access?.oidc_client_id, 'The application you registered for these docs.')}
      ${secret('oidcClientSecret', 'Client secret', access?.oidc_client_secret_sealed != null, 'Stored encrypted, never shown. Leave unset for a public client (PKCE only).')}
      <div class="field"><label for="callback-url">Redirect URI to register</label><input id="callback-url" class="mono" value="${options.callbackUrl}" readonly aria-describedby="callback-help"><p class="help" id="callback-help">Add this to the application at your provider (and the same path on each custom domain).</p></div>
      </div>`,
    )}
    ${card(
      'Your own login (JWT)',
      html`<div class="stack">
      ${text('jwtLoginUrl', 'Login URL', access?.jwt_login_url, 'Readers are sent here with ?return_to=<callback>; send them back to it with &token=<JWT> added.')}
      <div class="field"><label for="jwtPublicKey">Public key (PEM)</label><textarea id="jwtPublicKey" name="jwtPublicKey" rows="5" class="mono" aria-describedby="jwtPublicKey-help" ${disabled}>${access?.jwt_public_key ?? ''}</textarea><p class="help" id="jwtPublicKey-help">The key your login signs tokens with (RS256, ES256, EdDSA\u2026). Or give a JWKS URL.</p></div>
      ${text('jwtJwksUrl', 'JWKS URL', access?.jwt_jwks_url, 'Keys are fetched from here, again when a token names a key not seen yet.')}
      <div class="field-row">
        ${text('jwtIssuer', 'Expected issuer (iss)', access?.jwt_issuer, 'Tokens from another issuer are refused.')}
        ${text('jwtAudience', 'Expected audience (aud)', access?.jwt_audience, 'Tokens for another audience are refused.')}
      </div>
      </div>`,
    )}
    ${card(
      'Claims and groups',
      html`<div class="stack">
      <div class="field"><label for="claims">Claims kept for personalization</label><textarea id="claims" name="claims" rows="3" class="mono" aria-describedby="claims-help" ${disabled}>${(access?.claims ?? []).join('\n')}</textarea><p class="help" id="claims-help">One claim name per line, such as given_name. Only these reach pages ({user.given_name}); nothing else of a token is kept.</p></div>
      ${text('groupsClaim', 'Groups claim', access?.groups_claim, 'The claim listing the reader\u2019s groups (default groups).', html`placeholder="groups"`)}
      </div>`,
    )}
    ${card(
      'Previews',
      html`<fieldset class="stack"><legend>Who can open branch previews</legend>
      <div class="check"><input type="radio" id="previews-public" name="previews" value="public" ${(access?.previews ?? 'public') === 'public' ? html`checked` : ''} ${disabled}><label for="previews-public">Whoever may read the site</label></div>
      <div class="check"><input type="radio" id="previews-members" name="previews" value="members" ${access?.previews === 'members' ? html`checked` : ''} ${disabled}><label for="previews-members">Only members of this team, signed in to the dashboard</label></div>
      </fieldset>`,
    )}
    ${options.canWrite ? html`<div class="form-actions"><button class="button primary" type="submit">Save access</button></div>` : ''}
  </form>
  ${options.groupsPreview ?? ''}`;
}
