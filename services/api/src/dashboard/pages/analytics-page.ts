import { html, type SafeHtml } from '@folio/html';
import type { ApiConfig } from '../../config/load-config.ts';
import type { SiteRow } from '../../db/sites.ts';
import type { SiteAnalytics } from '../../operations/read-site-analytics.ts';
import type { AnalyticsTable } from '../analytics-csv.ts';
import { shortSha } from '../format.ts';
import { productionUrl } from '../site-urls.ts';
import { card, notice, pageHeader } from './components.ts';

const number = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${Math.round(value * 100)}%`;
const READS: Record<string, string> = { page: 'Pages', markdown: 'Markdown', llms: 'llms.txt', mcp: 'MCP' };

/** What the Analytics tab shows. */
export interface AnalyticsPageOptions {
  config: Readonly<ApiConfig>;
  site: SiteRow;
  analytics: SiteAnalytics;
  /** Why the asked-for range was not used, when it was refused. */
  rangeError?: string | undefined;
}

/**
 * The Analytics tab of a site: a date range, views, visitors and agent requests per day as a uPlot
 * chart (assets/analytics.js; the same figures as a table under it), and the tables, each with a
 * CSV download: top pages, referrers, people and agents, searches, zero-result searches, feedback,
 * playground calls and 404 paths.
 */
export function analyticsPage(options: AnalyticsPageOptions): SafeHtml {
  const { site, analytics: a, config } = options;
  const csv = (table: AnalyticsTable, what: string) =>
    html`<a class="button small" href="/sites/${site.id}/analytics/${table}.csv?from=${a.from}&amp;to=${a.to}" download>CSV<span class="visually-hidden"> of ${what}</span></a>`;
  const pageLink = (path: string) =>
    html`<a class="mono" href="${productionUrl(config, site.slug, path)}" target="_blank" rel="noopener">${path}</a>`;
  const table = (caption: string, head: string[], rows: SafeHtml[], empty: string, numeric: number[] = []) =>
    rows.length === 0
      ? html`<p class="muted">${empty}</p>`
      : html`<div class="table-wrap" tabindex="0" role="region" aria-label="${caption}"><table class="table analytics-table"><caption class="visually-hidden">${caption}</caption><thead><tr>${head.map((label, i) => html`<th scope="col"${numeric.includes(i) ? html` class="num"` : ''}>${label}</th>`)}</tr></thead><tbody>${rows}</tbody></table></div>`;
  const total = a.views + a.agentViews;
  const people = total === 0 ? 0 : a.views / total;
  const searches = a.searches.reduce((sum, s) => sum + s.count, 0);
  const votes = a.feedback.up + a.feedback.down;
  const chartData = JSON.stringify({
    days: a.days.map((d) => d.date),
    views: a.days.map((d) => d.views),
    visitors: a.days.map((d) => d.visitors),
    agents: a.days.map((d) => d.agentViews),
  });
  const stat = (label: string, value: string, note: string | SafeHtml = '') =>
    html`<div class="stat"><dt class="label">${label}</dt><dd><span class="stat-value">${value}</span>${note ? html`<span class="muted small">${note}</span>` : ''}</dd></div>`;

  return html`${pageHeader('Analytics', 'Counted where the site is served, without cookies: no address or user agent is kept. Days are UTC.')}
  ${notice(options.rangeError)}
  <form class="card analytics-range" method="get" action="/sites/${site.id}/analytics" aria-label="Date range">
    <div class="card-body analytics-range-row">
      <div class="field"><label for="analytics-from">From</label><input id="analytics-from" type="date" name="from" value="${a.from}" required></div>
      <div class="field"><label for="analytics-to">To</label><input id="analytics-to" type="date" name="to" value="${a.to}" required></div>
      <button class="button primary" type="submit">Show</button>
      <nav class="analytics-presets" aria-label="Quick ranges">${[7, 30, 90].map((days) => html`<a href="/sites/${site.id}/analytics?days=${days}">Last ${days} days</a>`)}</nav>
    </div>
  </form>
  <dl class="card analytics-stats">
    ${stat('Views', number(a.views), 'by people')}
    ${stat('Visitors', number(a.visitors), 'unique per day, added up')}
    ${stat('Agent requests', number(a.agentViews), total === 0 ? '' : `${percent(1 - people)} of all traffic`)}
    ${stat('Searches', number(searches), `${number(a.zeroResultSearches.reduce((sum, s) => sum + s.count, 0))} found nothing`)}
    ${stat('Helpful', votes === 0 ? '—' : percent(a.feedback.up / votes), `${number(a.feedback.up)} yes, ${number(a.feedback.down)} no`)}
  </dl>
  <section class="card" aria-labelledby="analytics-chart-title">
    <div class="card-head"><h2 id="analytics-chart-title">Views and visitors per day</h2>${csv('days', 'views and visitors per day')}</div>
    <div class="card-body">
      <figure class="analytics-chart">
        <div class="chart" data-analytics-chart="${chartData}" role="img" aria-label="Chart of views, visitors and agent requests per day from ${a.from} to ${a.to}: ${number(a.views)} views, ${number(a.visitors)} visitors, ${number(a.agentViews)} agent requests. The figures are in the table below."></div>
        <figcaption class="chart-legend"><span class="legend-item legend-views">Views</span><span class="legend-item legend-visitors">Visitors</span><span class="legend-item legend-agents">Agent requests</span></figcaption>
      </figure>
      <details class="analytics-days"><summary>Figures per day</summary>${table(
        'Views, visitors and agent requests per day',
        ['Day', 'Views', 'Visitors', 'Agent requests'],
        a.days.map(
          (d) =>
            html`<tr><td class="mono">${d.date}</td><td class="num">${number(d.views)}</td><td class="num">${number(d.visitors)}</td><td class="num">${number(d.agentViews)}</td></tr>`,
        ),
        'No days in this range.',
        [1, 2, 3],
      )}</details>
    </div>
  </section>
  <div class="analytics-grid">
    ${card(
      'Top pages',
      table(
        'Top pages',
        ['Page', 'Views'],
        a.pages.map((p) => html`<tr><td>${pageLink(p.path)}</td><td class="num">${number(p.views)}</td></tr>`),
        'No page views in this range.',
        [1],
      ),
      csv('pages', 'top pages'),
    )}
    ${card(
      'Referrers',
      table(
        'Referrers',
        ['Site', 'Views'],
        a.referrers.map((r) => html`<tr><td class="mono">${r.host}</td><td class="num">${number(r.views)}</td></tr>`),
        'No reader came from another site in this range.',
        [1],
      ),
      csv('referrers', 'referrers'),
    )}
    ${card(
      'People and agents',
      html`<div class="split" aria-hidden="true"><span class="split-people" style="width: ${percent(people)}"></span></div>
      <p class="small"><strong>${percent(people)}</strong> people (${number(a.views)} views) · <strong>${percent(total === 0 ? 0 : 1 - people)}</strong> agents (${number(a.agentViews)} requests)</p>
      ${table(
        'Agent requests by family',
        ['Agent', 'Read', 'Requests'],
        a.agents.map(
          (g) =>
            html`<tr><td class="mono">${g.family}</td><td>${READS[g.read] ?? g.read}</td><td class="num">${number(g.requests)}</td></tr>`,
        ),
        'No crawler or agent requests in this range.',
        [2],
      )}`,
      csv('agents', 'agent requests'),
    )}
    ${card(
      'Searches',
      table(
        'Searches',
        ['Query', 'Searches', 'Results', 'Clicks', 'Click-through'],
        a.searches.map(
          (s) =>
            html`<tr><td>${s.query}</td><td class="num">${number(s.count)}</td><td class="num">${number(s.results)}</td><td class="num">${number(s.clicks)}</td><td class="num">${percent(s.clickThroughRate)}</td></tr>`,
        ),
        'No searches in this range.',
        [1, 2, 3, 4],
      ),
      csv('searches', 'searches'),
    )}
    ${card(
      'Searches with no results',
      table(
        'Searches with no results',
        ['Query', 'Searches'],
        a.zeroResultSearches.map((s) => html`<tr><td>${s.query}</td><td class="num">${number(s.count)}</td></tr>`),
        'Every search found something.',
        [1],
      ),
      csv('zero-result-searches', 'searches with no results'),
    )}
    ${card(
      'Playground calls',
      table(
        'Playground calls',
        ['Operation', 'Calls', '2xx', '4xx', '5xx', 'Failed'],
        a.playground.map(
          (p) =>
            html`<tr><td class="mono">${p.operation}</td><td class="num">${number(p.calls)}</td>${['2xx', '4xx', '5xx', 'error'].map((status) => html`<td class="num">${number(p.statuses[status] ?? 0)}</td>`)}</tr>`,
        ),
        'No playground calls in this range.',
        [1, 2, 3, 4, 5],
      ),
      csv('playground', 'playground calls'),
    )}
    ${card(
      'Pages not found',
      table(
        'Pages not found',
        ['Path', 'Times'],
        a.notFound.map((n) => html`<tr><td class="mono">${n.path}</td><td class="num">${number(n.count)}</td></tr>`),
        'No reader met a missing page in this range.',
        [1],
      ),
      csv('not-found', 'pages not found'),
    )}
  </div>
  ${card(
    `Feedback (${number(a.feedback.up)} yes, ${number(a.feedback.down)} no)`,
    table(
      'Feedback comments',
      ['Comment', 'Helpful', 'Page', 'Commit', 'When'],
      a.feedback.comments.map(
        (c) =>
          html`<tr><td class="feedback-comment">${c.comment}</td><td>${c.rating === 'up' ? 'Yes' : 'No'}</td><td>${pageLink(c.path)}</td><td class="mono">${c.commit === null ? '—' : shortSha(c.commit)}</td><td class="mono small">${c.at.slice(0, 16).replace('T', ' ')}</td></tr>`,
      ),
      'No comments in this range.',
    ),
    csv('feedback', 'feedback comments'),
  )}`;
}
