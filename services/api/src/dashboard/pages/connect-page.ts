import type { SiteRow } from '../../db/sites.ts';
import type { DeliveryRow } from '../../db/webhook-deliveries.ts';
import { timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { actionButton, card, copyField, notice, pageHeader } from './components.ts';

/** Webhook URLs, the secret (only right after it was made), per-host steps, deliveries, test push. */
export function connectPage(options: {
  csrfToken: string;
  site: SiteRow;
  webhookUrls: { github: string; gitlab: string; generic: string };
  secret: string | null;
  deliveries: DeliveryRow[];
  canWrite: boolean;
  message?: { kind: 'success' | 'error' | 'info'; text: string } | undefined;
  justCreated?: boolean;
}): SafeHtml {
  const { site, webhookUrls, secret, csrfToken } = options;
  const secretField = secret
    ? html`${notice('Copy the secret now: it is shown only once. Rotating it later gives a new one.', 'info')}${copyField('webhook-secret', 'Webhook secret', secret, true)}`
    : html`<div class="field"><p class="label">Webhook secret</p><p class="muted">Hidden: it was shown once when it was made. ${options.canWrite ? 'Rotate it to see a new one (the old one stops working).' : ''}</p>
        ${options.canWrite ? actionButton({ action: `/sites/${site.id}/webhook-secret`, csrfToken, label: 'Rotate secret', confirm: 'The current secret stops working at once. Rotate it?' }) : ''}</div>`;
  const secretRef = secret ? 'the secret above' : 'your webhook secret';
  const steps = html`<div class="host-tabs" data-tabs>
    <div class="tab-list" role="tablist" aria-label="Git host">
      <button type="button" role="tab" id="tab-github" aria-controls="panel-github" aria-selected="true">GitHub</button>
      <button type="button" role="tab" id="tab-gitlab" aria-controls="panel-gitlab" aria-selected="false">GitLab</button>
      <button type="button" role="tab" id="tab-generic" aria-controls="panel-generic" aria-selected="false">Other / CI</button>
    </div>
    <section class="tab-panel" role="tabpanel" id="panel-github" aria-labelledby="tab-github">
      <h3>GitHub</h3>
      <ol class="steps">
        <li>Open the repository on GitHub, then <strong>Settings → Webhooks → Add webhook</strong>.</li>
        <li><strong>Payload URL</strong>: ${copyField('url-github', 'GitHub payload URL', webhookUrls.github)}</li>
        <li><strong>Content type</strong>: <code>application/json</code>.</li>
        <li><strong>Secret</strong>: paste ${secretRef}.</li>
        <li>Choose <strong>Just the push event</strong>, keep <strong>Active</strong> ticked, then <strong>Add webhook</strong>. GitHub sends a ping at once: it appears under “Deliveries”.</li>
      </ol>
    </section>
    <section class="tab-panel" role="tabpanel" id="panel-gitlab" aria-labelledby="tab-gitlab">
      <h3>GitLab</h3>
      <ol class="steps">
        <li>Open the project on GitLab, then <strong>Settings → Webhooks → Add new webhook</strong>.</li>
        <li><strong>URL</strong>: ${copyField('url-gitlab', 'GitLab webhook URL', webhookUrls.gitlab)}</li>
        <li><strong>Secret token</strong>: paste ${secretRef}.</li>
        <li>Under <strong>Trigger</strong> tick <strong>Push events</strong> (all branches), keep SSL verification on, then <strong>Add webhook</strong>.</li>
        <li>Use <strong>Test → Push events</strong> to send a real push: it builds the branch head.</li>
      </ol>
    </section>
    <section class="tab-panel" role="tabpanel" id="panel-generic" aria-labelledby="tab-generic">
      <h3>Any other sender</h3>
      <ol class="steps">
        <li>POST JSON <code>{"ref":"refs/heads/${site.branch}","commitSha":"&lt;40 hex&gt;"}</code> to ${copyField('url-generic', 'Generic webhook URL', webhookUrls.generic)}</li>
        <li>Send <code>X-Folio-Timestamp</code>: the Unix time in seconds.</li>
        <li>Send <code>X-Folio-Signature: v1=&lt;hex HMAC-SHA256 of "timestamp.body" keyed with ${secretRef}&gt;</code>.</li>
      </ol>
      <pre class="code"><code>body='{"ref":"refs/heads/${site.branch}"}'; ts=$(date +%s)
sig=$(printf '%s.%s' "$ts" "$body" | openssl dgst -sha256 -hmac "$FOLIO_WEBHOOK_SECRET" -r | cut -d' ' -f1)
curl -X POST ${webhookUrls.generic} \\
  -H "content-type: application/json" -H "x-folio-timestamp: $ts" \\
  -H "x-folio-signature: v1=$sig" -d "$body"</code></pre>
    </section>
  </div>`;
  const deliveries =
    options.deliveries.length === 0
      ? html`<p class="muted" data-empty-deliveries>No delivery yet. Add the webhook, or send a test push.</p>`
      : html`<ul class="list" role="list">${options.deliveries.map((d) => html`<li><div><span class="status status-${d.outcome === 'queued' || d.outcome === 'pong' ? 'succeeded' : 'queued'}"><span class="dot" aria-hidden="true"></span><span class="status-label">${d.provider} ${d.event}</span></span> <span class="muted small">→ ${d.outcome}</span>${d.build_id ? html` · <a class="small" href="/sites/${site.id}/builds/${d.build_id}">build</a>` : ''}</div><span class="muted small">${timeAgo(d.received_at)}</span></li>`)}</ul>`;
  return html`${pageHeader(
    options.justCreated ? 'Repository connected' : 'Git connection',
    options.justCreated
      ? 'One more step: tell your git host to notify Folio of pushes.'
      : `Pushes to ${site.branch} go live; other branches build previews.`,
    options.canWrite
      ? actionButton({ action: `/sites/${site.id}/builds`, csrfToken, label: 'Build now', kind: 'primary' })
      : '',
  )}
  ${options.message ? notice(options.message.text, options.message.kind) : ''}
  <div class="two-col wide-left">
    ${card('Webhook', html`<div class="stack">${secretField}${steps}</div>`)}
    <div class="stack">
      ${card('Deliveries', html`${deliveries}${options.canWrite ? html`<div class="card-actions">${actionButton({ action: `/sites/${site.id}/test-push`, csrfToken, label: 'Send a test push' })}<a class="button ghost" href="/sites/${site.id}/connect">Refresh</a></div><p class="help">The test push is a signed ping sent to the webhook URL over the network, as your git host would: it proves the URL reaches Folio and the secret checks. It builds nothing.</p>` : ''}`)}
      ${card('Repository', html`<dl class="facts"><div><dt>URL</dt><dd class="mono small truncate">${site.repo_url}</dd></div><div><dt>Branch</dt><dd class="mono">${site.branch}</dd></div><div><dt>Docs folder</dt><dd class="mono">${site.docs_root || '/'}</dd></div><div><dt>Access token</dt><dd>${site.git_token_sealed ? 'stored (encrypted)' : 'none (public repository)'}</dd></div></dl><p><a class="small" href="/sites/${site.id}/settings">Change in settings</a></p>`)}
    </div>
  </div>`;
}
