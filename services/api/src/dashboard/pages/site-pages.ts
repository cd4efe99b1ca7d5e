import type { BuildRow } from '@folio/platform';
import type { ApiConfig } from '../../config/load-config.ts';
import type { SiteRow } from '../../db/sites.ts';
import type { DeploymentRow } from '../../db/deployments.ts';
import type { DomainRow } from '../../db/domains.ts';
import { formatDuration, shortSha, timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { previewUrl, productionUrl } from '../site-urls.ts';
import { actionButton, card, notice, pageHeader, statusBadge } from './components.ts';
import { siteProductionCell, siteStateKey, siteStatusCell, type SiteLiveState } from './site-status.ts';

/** One row of the sites list. */
export interface SiteSummary {
  site: SiteRow;
  latestBuild: BuildRow | null;
  liveSince: Date | null;
}

/** The tenant's sites, as cards. */
export function sitesListPage(config: Readonly<ApiConfig>, sites: SiteSummary[], canWrite: boolean): SafeHtml {
  const connect = canWrite ? html`<a class="button primary" href="/sites/new">Connect a repository</a>` : '';
  if (sites.length === 0) {
    return html`${pageHeader('Sites', null)}<section class="empty-state card">
      <h2>Connect your first docs repository</h2>
      <p class="muted">Folio builds your MDX pages and docs.json on every push and serves them on your own domain.</p>
      ${connect}
    </section>`;
  }
  return html`${pageHeader('Sites', `${sites.length} site${sites.length === 1 ? '' : 's'}`, connect)}
  <ul class="site-grid" role="list">
    ${sites.map(
      ({ site, latestBuild, liveSince }) => html`<li class="site-card card">
      <div class="site-card-head">
        <span class="site-avatar" aria-hidden="true">${site.name.slice(0, 1).toUpperCase()}</span>
        <div class="site-card-title"><h2><a class="stretched" href="/sites/${site.id}">${site.name}</a></h2>
        <p class="muted mono small">${new URL(productionUrl(config, site.slug)).host}</p></div>
      </div>
      <dl class="facts">
        <div><dt>Latest build</dt><dd>${latestBuild ? html`${statusBadge(latestBuild.status)} <span class="muted">${timeAgo(latestBuild.queued_at)}</span>` : html`<span class="muted">No builds yet</span>`}</dd></div>
        <div><dt>Live</dt><dd>${liveSince ? timeAgo(liveSince) : html`<span class="muted">Not deployed</span>`}</dd></div>
        <div><dt>Repository</dt><dd class="mono small truncate">${site.repo_url.replace(/^https?:\/\//, '')} <span class="muted">· ${site.branch}</span></dd></div>
      </dl>
    </li>`,
    )}
  </ul>`;
}

/** The form that connects a repository. */
export function newSitePage(options: {
  csrfToken: string;
  values?: Record<string, string | undefined>;
  error?: string;
}): SafeHtml {
  const v = options.values ?? {};
  return html`${pageHeader('Connect a repository', 'Folio builds the docs folder of one branch on every push, and previews every other branch.')}
  <div class="two-col">
  <form method="post" action="/sites/new" class="card stack form-card">
    ${notice(options.error)}
    <input type="hidden" name="_csrf" value="${options.csrfToken}">
    <div class="field"><label for="name">Site name</label><input id="name" name="name" required maxlength="200" value="${v.name ?? ''}" placeholder="Acme Docs"></div>
    <div class="field"><label for="repoUrl">Repository URL</label><input id="repoUrl" name="repoUrl" type="url" required value="${v.repoUrl ?? ''}" placeholder="https://github.com/acme/docs.git" aria-describedby="repo-help" class="mono"><p class="help" id="repo-help">The HTTPS clone URL, without credentials.</p></div>
    <div class="field-row">
      <div class="field"><label for="branch">Production branch</label><input id="branch" name="branch" value="${v.branch ?? 'main'}" required class="mono"></div>
      <div class="field"><label for="docsRoot">Docs folder</label><input id="docsRoot" name="docsRoot" value="${v.docsRoot ?? ''}" placeholder="(repository root)" aria-describedby="root-help" class="mono"><p class="help" id="root-help">The folder holding docs.json.</p></div>
    </div>
    <div class="field"><label for="gitToken">Access token <span class="optional">optional</span></label><input id="gitToken" name="gitToken" type="password" autocomplete="off" aria-describedby="token-help"><p class="help" id="token-help">For a private repository: a read-only token (GitHub fine-grained “Contents: read”, GitLab “read_repository”). Stored encrypted, never shown again.</p></div>
    <div class="form-actions"><a class="button ghost" href="/">Cancel</a><button class="button primary" type="submit">Connect repository</button></div>
  </form>
  <aside class="card aside-card"><h2>What happens next</h2><ol class="steps">
    <li><strong>Add the webhook.</strong> You get a webhook URL and secret for GitHub, GitLab or any other git host.</li>
    <li><strong>Push.</strong> Every push to the production branch builds and goes live; other branches get a preview URL.</li>
    <li><strong>Add your domain.</strong> Publish one TXT record and one CNAME.</li>
  </ol></aside>
  </div>`;
}

/** The site's home: where it is live, what is deployed, previews, recent builds. */
export function siteOverviewPage(options: {
  config: Readonly<ApiConfig>;
  csrfToken: string;
  site: SiteRow;
  live: (DeploymentRow & { build_finished_at: Date | null }) | null;
  previews: DeploymentRow[];
  builds: BuildRow[];
  domains: DomainRow[];
  canBuild: boolean;
  /** Why the last "Build now" was refused (too many builds), shown above the page. */
  error?: string;
}): SafeHtml {
  const { config, site, live } = options;
  const url = productionUrl(config, site.slug);
  const latest = options.builds[0] ?? null;
  // The Status and Production cards follow the site over the recent builds' stream (`site=1`).
  const state: SiteLiveState = { latest, live };
  const verified = options.domains.filter((d) => d.status === 'verified');
  const buildNow = options.canBuild
    ? actionButton({
        action: `/sites/${site.id}/builds`,
        csrfToken: options.csrfToken,
        label: 'Build now',
        kind: 'primary',
      })
    : '';
  return html`${pageHeader(site.name, html`<a href="${url}" class="mono" target="_blank" rel="noopener">${new URL(url).host}</a>`, html`<a class="button" href="${url}" target="_blank" rel="noopener">Visit</a>${buildNow}`)}
  ${notice(options.error)}
  <section class="card hero-card" data-site-state="${siteStateKey(state)}">
    <p class="visually-hidden" role="status" aria-live="polite" data-site-announcer></p>
    <div class="hero-grid">
      <div><p class="label">Status</p><p class="big" data-site-status>${siteStatusCell(state)}</p></div>
      <div><p class="label">Production</p><p data-site-production>${siteProductionCell(site.id, state)}</p></div>
      <div><p class="label">Domains</p><p>${[html`<a class="mono" href="${url}" target="_blank" rel="noopener">${new URL(url).host}</a>`, ...verified.map((d) => html`<br><span class="mono">${d.hostname}</span>`)]}</p></div>
      <div><p class="label">Repository</p><p class="mono small truncate">${site.repo_url.replace(/^https?:\/\//, '')}</p><p class="muted small">branch ${site.branch}${site.docs_root ? ` · folder ${site.docs_root}` : ''}</p></div>
    </div>
  </section>
  ${!latest ? card('Finish connecting', html`<p>Add the webhook to your git host so pushes build the site. <a href="/sites/${site.id}/connect">Open the instructions</a>, or build the branch head now.</p>`) : ''}
  <div class="two-col">
    ${card('Recent builds', buildTable(site.id, options.builds.slice(0, 6), { announce: true, maxRows: 6, site: true }), html`<a class="small" href="/sites/${site.id}/builds">All builds</a>`)}
    ${card(
      'Preview deployments',
      options.previews.length === 0
        ? html`<p class="muted">Push another branch and its preview appears here.</p>`
        : html`<ul class="list" role="list">${options.previews.map((p) => html`<li><div><span class="mono">${p.branch}</span><br><a class="small" href="/sites/${site.id}/open-preview?branch=${encodeURIComponent(p.branch)}" target="_blank" rel="noopener">${new URL(previewUrl(config, site.slug, p.branch)).host}</a></div><span class="muted small">${timeAgo(p.created_at)}</span></li>`)}</ul>`,
    )}
  </div>`;
}

const RUNNING = new Set(['queued', 'running']);

/** How a builds table follows its builds: `follow` keeps its rows live; `announce` also adds builds queued later. */
export interface BuildTableLiveness {
  /** Add a row for each build of the site queued after the newest one shown (first page only). */
  announce?: boolean;
  /**
   * Most rows the table keeps as new ones arrive; the oldest finished rows leave first (unlimited
   * otherwise). With `moved`, a hint says how many went to the next page, and links there.
   */
  maxRows?: number;
  /** Show the "moved to the next page" hint when rows leave (the paged builds list). */
  moved?: boolean;
  /** The stream also sends the site's live state (`event: site`) for the overview's cards. */
  site?: boolean;
}

/**
 * A table of builds with status, branch, commit, duration and age. With `live`, every unfinished
 * build's row follows it: one event stream for the table (`build-list-events.ts`; browsers allow
 * few connections per host), which updates each row's status and duration (dashboard.js). With
 * `live.announce` the stream stays open and also sends a row for every build queued later (the
 * table is rendered even when empty, hidden, so the first build has somewhere to go).
 */
export function buildTable(siteId: string, builds: BuildRow[], live: boolean | BuildTableLiveness = false): SafeHtml {
  const liveness = live === true ? {} : live === false ? null : live;
  const announce = liveness?.announce === true;
  if (builds.length === 0 && !announce) return html`<p class="muted">No builds yet.</p>`;
  const followed = liveness ? builds.filter((b) => RUNNING.has(b.status)).map((b) => b.id) : [];
  const query = [
    followed.length > 0 ? `ids=${followed.join(',')}` : '',
    announce ? `after=${builds[0]?.id ?? 'none'}` : '',
    liveness?.site ? 'site=1' : '',
  ]
    .filter(Boolean)
    .join('&');
  const stream = query ? html` data-builds-events="/sites/${siteId}/builds/events?${query}"` : '';
  const extra = html`${announce ? html` data-builds-announce` : ''}${liveness?.maxRows ? html` data-builds-max="${liveness.maxRows}"` : ''}${liveness?.site ? html` data-builds-site` : ''}`;
  const moved = liveness?.moved
    ? html`<p class="builds-moved" data-builds-moved hidden><span data-builds-moved-text></span> <a href="/sites/${siteId}/builds" data-builds-moved-link>Show older builds</a></p>`
    : '';
  return html`${builds.length === 0 ? html`<p class="muted" data-builds-empty>No builds yet.</p>` : ''}<div class="table-wrap" tabindex="0"${stream}${extra}${builds.length === 0 ? html` hidden` : ''}>${announce ? html`<p class="visually-hidden" role="status" aria-live="polite" data-builds-announcer></p>` : ''}<table class="table">
    <thead><tr><th scope="col">Status</th><th scope="col">Branch</th><th scope="col">Commit</th><th scope="col">Duration</th><th scope="col">Queued</th></tr></thead>
    <tbody>${builds.map((b) => buildTableRow(siteId, b, followed.includes(b.id)))}</tbody></table></div>${moved}`;
}

/** The fields of a build one row of {@link buildTable} shows. */
export type BuildTableRowData = Pick<
  BuildRow,
  'id' | 'kind' | 'branch' | 'commit_sha' | 'status' | 'queued_at' | 'started_at' | 'finished_at'
>;

/**
 * One row of {@link buildTable}; also sent, rendered here and so escaped, in the builds stream's
 * `new-build` events. A `followed` row's badge is a polite live region.
 */
export function buildTableRow(siteId: string, b: BuildTableRowData, followed: boolean): SafeHtml {
  // The queued time (as the builds list's `before=` takes it) lets the page link the next page
  // from its last row once newer rows push older ones off.
  return html`<tr data-build-id="${b.id}" data-queued-at="${b.queued_at.toISOString()}">
      <td>${statusBadge(b.status, followed ? html`aria-live="polite"` : '')}</td>
      <td><span class="mono">${b.branch}</span> ${b.kind === 'preview' ? html`<span class="tag">preview</span>` : ''}</td>
      <td><a class="mono" href="/sites/${siteId}/builds/${b.id}">${shortSha(b.commit_sha)}</a></td>
      <td data-duration>${formatDuration(b.started_at && b.finished_at ? b.finished_at.getTime() - b.queued_at.getTime() : null)}</td>
      <td class="muted">${timeAgo(b.queued_at)}</td>
    </tr>`;
}
