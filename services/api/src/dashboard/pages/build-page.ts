import type { BuildRow } from '@folio/platform';
import type { ApiConfig } from '../../config/load-config.ts';
import type { SiteRow } from '../../db/sites.ts';
import type { BuildRowWithTimings } from '../../representations/build.ts';
import { formatDuration, shortSha, timeAgo } from '../format.ts';
import { html, type SafeHtml } from '@folio/html';
import { pagePathOf, previewUrl, productionUrl } from '../site-urls.ts';
import { actionButton, card, pageHeader, statusBadge } from './components.ts';
import { buildTable } from './site-pages.ts';
import { brokenLinksCard } from './broken-links.ts';

/** A diagnostic as the worker stores it (all fields optional: it is jsonb). */
interface StoredDiagnostic {
  code?: string;
  severity?: string;
  message?: string;
  file?: string | null;
  path?: string | null;
  line?: number | null;
  column?: number | null;
  hint?: string | null;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled', 'superseded']);

/** Whether a build status is final. */
export function isFinished(status: string): boolean {
  return FINISHED.has(status);
}

function phases(build: BuildRowWithTimings): SafeHtml {
  const queued = build.started_at ? build.started_at.getTime() - build.queued_at.getTime() : null;
  const p = build.timings ?? null;
  const parts: Array<[string, number | null, string]> = [
    ['Queued', queued, 'queued'],
    ['Clone', p?.cloneMs ?? null, 'clone'],
    ['Build', p?.buildMs ?? null, 'build'],
    ['Upload', p?.uploadMs ?? null, 'upload'],
  ];
  const total = parts.reduce((sum, [, ms]) => sum + (ms ?? 0), 0);
  if (total === 0) return html`<p class="muted">Timings appear when the worker finishes.</p>`;
  return html`<div class="phase-bar" aria-hidden="true">${parts.filter(([, ms]) => ms).map(([, ms, key]) => html`<span class="phase phase-${key}" style="flex-grow: ${Math.max(ms! / total, 0.02).toFixed(4)}"></span>`)}</div>
    <dl class="phase-list">${parts.map(([label, ms, key]) => html`<div><dt><span class="swatch phase-${key}" aria-hidden="true"></span>${label}</dt><dd>${formatDuration(ms)}</dd></div>`)}
    <div class="phase-total"><dt>Total</dt><dd>${formatDuration(p?.totalMs != null && queued != null ? p.totalMs + queued : build.finished_at ? build.finished_at.getTime() - build.queued_at.getTime() : null)}</dd></div></dl>`;
}

function diagnosticsByFile(build: BuildRow, site: SiteRow, config: Readonly<ApiConfig>): SafeHtml {
  const diagnostics = (build.diagnostics as StoredDiagnostic[]).filter((d) => d && typeof d === 'object');
  if (diagnostics.length === 0) return html`<p class="muted">No problems found.</p>`;
  const groups = new Map<string, StoredDiagnostic[]>();
  for (const d of diagnostics) {
    const file = typeof d.file === 'string' && d.file ? d.file : '(site)';
    groups.set(file, [...(groups.get(file) ?? []), d]);
  }
  const sorted = [...groups].sort(([a, x], [b, y]) => errorsIn(y) - errorsIn(x) || a.localeCompare(b));
  return html`<div class="diag-groups">${sorted.map(([file, items]) => {
    const pagePath = pagePathOf(file, site.docs_root);
    const pageUrl = pagePath
      ? build.kind === 'preview'
        ? previewUrl(config, site.slug, build.branch, pagePath)
        : productionUrl(config, site.slug, pagePath)
      : null;
    const errors = errorsIn(items);
    return html`<section class="diag-file" aria-label="${file}">
      <div class="diag-file-head"><h3 class="mono">${file}</h3>
        <span class="counts">${errors ? html`<span class="count count-error">${errors} error${errors === 1 ? '' : 's'}</span>` : ''}${items.length - errors ? html`<span class="count count-warning">${items.length - errors} warning${items.length - errors === 1 ? '' : 's'}</span>` : ''}</span>
        ${pageUrl ? html`<a class="button small" href="${pageUrl}" target="_blank" rel="noopener">Open page${build.kind === 'preview' ? ' on the preview' : ''}</a>` : ''}
      </div>
      <ul class="diag-list" role="list">${items
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
        .map(
          (d) => html`<li class="diag diag-${d.severity === 'error' ? 'error' : 'warning'}">
          <span class="sev">${d.severity === 'error' ? 'Error' : 'Warning'}</span>
          <div class="diag-main">
            <p><span class="mono loc">${d.line != null ? `${d.line}:${d.column ?? 1}` : (d.path ?? '')}</span> ${d.message ?? ''} <code class="code-id">${d.code ?? ''}</code></p>
            ${d.line != null && d.path ? html`<p class="mono small muted">${d.path}</p>` : ''}
            ${d.hint ? html`<p class="hint"><strong>Fix:</strong> ${d.hint}</p>` : ''}
          </div>
        </li>`,
        )}</ul>
    </section>`;
  })}</div>`;
}

function errorsIn(items: StoredDiagnostic[]): number {
  return items.filter((d) => d.severity === 'error').length;
}

/** One build: live status, durations by phase, broken links and diagnostics grouped by file, the log. */
export function buildPage(options: {
  config: Readonly<ApiConfig>;
  csrfToken: string;
  site: SiteRow;
  build: BuildRowWithTimings;
  canWrite: boolean;
}): SafeHtml {
  const { build, site, csrfToken } = options;
  const running = !isFinished(build.status);
  const actions = options.canWrite
    ? running
      ? actionButton({
          action: `/sites/${site.id}/builds/${build.id}/cancel`,
          csrfToken,
          label: 'Cancel build',
          kind: 'ghost',
        })
      : actionButton({
          action: `/sites/${site.id}/builds`,
          csrfToken,
          label: 'Rebuild',
          fields: { branch: build.branch },
        })
    : '';
  const live = running
    ? html`data-build-events="/sites/${site.id}/builds/${build.id}/events" aria-live="polite"`
    : html`aria-live="polite"`;
  return html`${pageHeader(`Build ${shortSha(build.commit_sha)}`, html`${build.kind === 'preview' ? 'Preview' : 'Production'} build of <span class="mono">${build.branch}</span> · ${build.trigger === 'push' ? 'pushed' : 'started by hand'} ${timeAgo(build.queued_at)}`, actions)}
  <section class="card hero-card">
    <div class="hero-grid">
      <div><p class="label">Status</p><p class="big">${statusBadge(build.status, live)}</p></div>
      <div><p class="label">Commit</p><p class="mono">${build.commit_sha ?? 'branch head'}</p></div>
      <div><p class="label">Problems</p><p>${build.diagnostics.length === 0 ? 'None' : `${build.diagnostics.length} found`}</p></div>
    </div>
    ${build.error_message ? html`<div class="alert alert-error" role="alert">${build.error_message}</div>` : ''}
    ${running ? html`<noscript><p class="muted">This page does not update by itself without JavaScript: reload it to follow the build.</p></noscript>` : ''}
  </section>
  ${card('Duration by phase', phases(build))}
  ${brokenLinksCard(build.diagnostics)}
  ${card('Diagnostics', diagnosticsByFile(build, site, options.config))}
  <section class="card"><details ${build.status === 'failed' || running ? html`open` : ''}><summary><h2>Build log</h2></summary><pre class="log" tabindex="0" aria-label="Build log">${build.log || 'No output yet.'}</pre></details></section>`;
}

/** Builds one page of the builds list shows; live rows beyond it move to the next page. */
export const BUILDS_PAGE_SIZE = 25;

/** All builds of a site. */
export function buildsPage(site: SiteRow, builds: BuildRow[], nextBefore: string | null, firstPage = true): SafeHtml {
  return html`${pageHeader('Builds', 'Every push and manual build, newest first.')}
  ${card(null, html`${buildTable(site.id, builds, firstPage ? { announce: true, maxRows: BUILDS_PAGE_SIZE, moved: true } : false)}${nextBefore ? html`<p><a class="button" href="/sites/${site.id}/builds?before=${encodeURIComponent(nextBefore)}" data-builds-older>Older builds</a></p>` : ''}`)}`;
}
