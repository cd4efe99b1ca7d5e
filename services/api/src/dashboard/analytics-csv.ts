import type { SiteAnalytics } from '../operations/read-site-analytics.ts';

/** The tables of the Analytics tab that export as CSV, by the name in their URL. */
export const ANALYTICS_TABLES = [
  'days',
  'pages',
  'referrers',
  'agents',
  'searches',
  'zero-result-searches',
  'feedback',
  'playground',
  'not-found',
] as const;

/** One of {@link ANALYTICS_TABLES}. */
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

type Cell = string | number | null;

/** The header and rows of a table, as the tab shows them. */
function tableOf(analytics: SiteAnalytics, table: AnalyticsTable): Cell[][] {
  switch (table) {
    case 'days':
      return [
        ['date', 'views', 'visitors', 'agent_requests'],
        ...analytics.days.map((d) => [d.date, d.views, d.visitors, d.agentViews]),
      ];
    case 'pages':
      return [['path', 'views'], ...analytics.pages.map((p) => [p.path, p.views])];
    case 'referrers':
      return [['host', 'views'], ...analytics.referrers.map((r) => [r.host, r.views])];
    case 'agents':
      return [['family', 'read', 'requests'], ...analytics.agents.map((a) => [a.family, a.read, a.requests])];
    case 'searches':
      return [
        ['query', 'searches', 'average_results', 'clicks', 'click_through_rate'],
        ...analytics.searches.map((s) => [s.query, s.count, s.results, s.clicks, s.clickThroughRate]),
      ];
    case 'zero-result-searches':
      return [['query', 'searches'], ...analytics.zeroResultSearches.map((s) => [s.query, s.count])];
    case 'feedback':
      return [
        ['at', 'path', 'rating', 'comment', 'commit'],
        ...analytics.feedback.comments.map((c) => [c.at, c.path, c.rating, c.comment, c.commit]),
      ];
    case 'playground':
      return [
        ['operation', 'calls', '2xx', '3xx', '4xx', '5xx', 'error'],
        ...analytics.playground.map((p) => [
          p.operation,
          p.calls,
          ...['2xx', '3xx', '4xx', '5xx', 'error'].map((status) => p.statuses[status] ?? 0),
        ]),
      ];
    case 'not-found':
      return [['path', 'count'], ...analytics.notFound.map((n) => [n.path, n.count])];
  }
}

/**
 * One table as CSV (RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted).
 * Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return: search queries and comments are the readers' to choose) gets a leading `'`.
 */
export function analyticsCsv(analytics: SiteAnalytics, table: AnalyticsTable): string {
  const field = (cell: Cell): string => {
    if (cell === null) return '';
    if (typeof cell === 'number') return String(cell);
    const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${tableOf(analytics, table)
    .map((row) => row.map(field).join(','))
    .join('\r\n')}\r\n`;
}
