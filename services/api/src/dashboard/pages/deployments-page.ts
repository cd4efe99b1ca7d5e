import type { ApiConfig } from '../../config/load-config.ts';
import type { SiteRow } from '../../db/sites.ts';
import type { DeploymentRow } from '../../db/deployments.ts';
import { shortSha, timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { previewUrl, productionUrl } from '../site-urls.ts';
import { card, notice, pageHeader, statusBadge } from './components.ts';

/** Production deployments (live one first, rollback/promote on the others) and previews. */
export function deploymentsPage(options: {
  config: Readonly<ApiConfig>;
  site: SiteRow;
  deployments: DeploymentRow[];
  canWrite: boolean;
  message?: string | undefined;
}): SafeHtml {
  const { site, config } = options;
  const production = options.deployments.filter((d) => d.kind === 'production' && d.removed_at === null);
  const live = production.find((d) => d.id === site.active_deployment_id);
  const previews = options.deployments.filter((d) => d.kind === 'preview' && d.is_latest_preview);
  const row = (d: DeploymentRow) => {
    const isLive = d.id === site.active_deployment_id;
    const newer = live ? d.created_at > live.created_at : true;
    return html`<tr>
      <td>${isLive ? statusBadge('live') : html`<span class="muted">—</span>`}</td>
      <td><a class="mono" href="/sites/${site.id}/builds/${d.build_id}">${shortSha(d.commit_sha)}</a></td>
      <td class="mono">${d.branch}</td>
      <td class="muted">${timeAgo(d.created_at)}</td>
      <td class="cell-actions">${!isLive && options.canWrite ? html`<a class="button small" href="/sites/${site.id}/deployments/${d.id}/activate">${newer ? 'Promote' : 'Roll back'}</a>` : ''}</td>
    </tr>`;
  };
  return html`${pageHeader('Deployments', 'Every successful production build stays ready: going back is instant, with no rebuild.')}
  ${options.message ? notice(options.message, 'success') : ''}
  ${card(
    'Production',
    production.length === 0
      ? html`<p class="muted">No production deployment yet.</p>`
      : html`<div class="table-wrap" tabindex="0"><table class="table">
    <thead><tr><th scope="col">State</th><th scope="col">Commit</th><th scope="col">Branch</th><th scope="col">Deployed</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
    <tbody>${production.map(row)}</tbody></table></div>`,
    html`<a class="small" href="${productionUrl(config, site.slug)}" target="_blank" rel="noopener">${new URL(productionUrl(config, site.slug)).host}</a>`,
  )}
  ${card('Previews', previews.length === 0 ? html`<p class="muted">Push a branch other than ${site.branch} and its preview is served at its own address.</p>` : html`<ul class="list" role="list">${previews.map((p) => html`<li><div><span class="mono">${p.branch}</span> <a class="mono small" href="/sites/${site.id}/builds/${p.build_id}">${shortSha(p.commit_sha)}</a><br><a class="small" href="/sites/${site.id}/open-preview?branch=${encodeURIComponent(p.branch)}" target="_blank" rel="noopener">${new URL(previewUrl(config, site.slug, p.branch)).host}</a></div><span class="muted small">${timeAgo(p.created_at)}</span></li>`)}</ul>`)}`;
}

/** Asks before changing what production serves. */
export function activateConfirmPage(options: {
  csrfToken: string;
  site: SiteRow;
  deployment: DeploymentRow;
  live: DeploymentRow | null;
}): SafeHtml {
  const { site, deployment, live } = options;
  const verb = live && deployment.created_at < live.created_at ? 'Roll back' : 'Promote';
  return html`<section class="card confirm-card">
    <div class="card-body stack">
      <h1>${verb} production?</h1>
      <p>${site.name} will serve commit <strong class="mono">${shortSha(deployment.commit_sha)}</strong> (deployed ${timeAgo(deployment.created_at)}) instead of <strong class="mono">${live ? shortSha(live.commit_sha) : 'nothing'}</strong>. Visitors see it within seconds; nothing is rebuilt.</p>
      <form method="post" action="/sites/${site.id}/deployments/${deployment.id}/activate" class="form-actions">
        <input type="hidden" name="_csrf" value="${options.csrfToken}">
        <a class="button ghost" href="/sites/${site.id}/deployments">Cancel</a>
        <button class="button primary" type="submit">${verb} to ${shortSha(deployment.commit_sha)}</button>
      </form>
    </div>
  </section>`;
}
