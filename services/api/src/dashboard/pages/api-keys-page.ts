import { API_SCOPES, type ApiScope } from '../../lib/api-scopes.ts';
import type { ApiKeyRow } from '../../db/api-keys.ts';
import { timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { actionButton, card, copyField, notice, pageHeader } from './components.ts';

/** API keys for automation: create with scopes (shown once), list, revoke. */
export function apiKeysPage(options: {
  csrfToken: string;
  keys: ApiKeyRow[];
  grantable: readonly ApiScope[];
  canWrite: boolean;
  created?: { name: string; key: string } | undefined;
  message?: { kind: 'success' | 'error'; text: string } | undefined;
}): SafeHtml {
  const { csrfToken } = options;
  const created = options.created
    ? html`<section class="card created-key"><div class="card-body stack">${notice(`Key “${options.created.name}” created. Copy it now: it is not shown again.`, 'success')}${copyField('new-api-key', 'API key', options.created.key, true)}<p class="help">Use it as <code>Authorization: Bearer &lt;key&gt;</code>.</p></div></section>`
    : '';
  const form = options.canWrite
    ? card(
        'Create a key',
        html`<form method="post" action="/settings/api-keys" class="stack">
        <input type="hidden" name="_csrf" value="${csrfToken}">
        <div class="field"><label for="key-name">Name</label><input id="key-name" name="name" required maxlength="100" placeholder="CI deploys"></div>
        <fieldset class="scopes"><legend>Scopes</legend>
          <div class="scope-grid">${options.grantable.map((scope) => html`<div class="check"><input type="checkbox" id="scope-${scope.replace(':', '-')}" name="scopes" value="${scope}" ${scope.endsWith(':read') ? html`checked` : ''}><label for="scope-${scope.replace(':', '-')}" class="mono">${scope}</label></div>`)}</div>
        </fieldset>
        <div><button class="button primary" type="submit">Create key</button></div>
      </form>`,
      )
    : '';
  const list =
    options.keys.length === 0
      ? html`<p class="muted">No live keys.</p>`
      : html`<div class="table-wrap" tabindex="0"><table class="table">
      <thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
      <tbody>${options.keys.map(
        (k) => html`<tr>
        <td>${k.name}</td><td class="mono">${k.prefix}…</td>
        <td><span class="scope-tags">${options.grantable.length > 0 && API_SCOPES.every((s) => k.scopes.includes(s)) ? html`<span class="tag">all scopes</span>` : k.scopes.map((s) => html`<span class="tag mono">${s}</span>`)}</span></td>
        <td class="muted">${k.last_used_at ? timeAgo(k.last_used_at) : 'never'}</td>
        <td class="cell-actions">${options.canWrite ? actionButton({ action: `/settings/api-keys/${k.id}/revoke`, csrfToken, label: 'Revoke', kind: 'ghost', confirm: `Revoke “${k.name}”? Anything using it stops working at once.` }) : ''}</td>
      </tr>`,
      )}</tbody></table></div>`;
  return html`${pageHeader('API keys', 'For CI and scripts. Each key holds only the scopes you give it.')}
  ${options.message ? notice(options.message.text, options.message.kind) : ''}
  ${created}
  <div class="two-col wide-left">${card('Live keys', list)}${form}</div>`;
}
