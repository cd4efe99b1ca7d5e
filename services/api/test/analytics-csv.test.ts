// The Analytics tab's CSV downloads: RFC 4180 quoting, and readers' text that a spreadsheet would
// run as a formula made inert.
import { describe, expect, it } from 'vitest';
import { analyticsCsv } from '../src/dashboard/analytics-csv.ts';
import type { SiteAnalytics } from '../src/operations/read-site-analytics.ts';

const empty: SiteAnalytics = {
  from: '2025-03-01',
  to: '2025-03-01',
  views: 0,
  visitors: 0,
  agentViews: 0,
  days: [],
  pages: [],
  referrers: [],
  agents: [],
  searches: [],
  zeroResultSearches: [],
  feedback: { up: 0, down: 0, comments: [] },
  playground: [],
  notFound: [],
};

describe('analytics CSV', () => {
  it('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    const csv = analyticsCsv(
      {
        ...empty,
        searches: [
          { query: '=HYPERLINK("https://evil.example")', count: 2, results: 0, clicks: 0, clickThroughRate: 0 },
          { query: 'setup, install', count: 1, results: 3, clicks: 1, clickThroughRate: 1 },
          { query: '-1+1', count: 1, results: 0, clicks: 0, clickThroughRate: 0 },
        ],
      },
      'searches',
    );
    expect(csv).toBe(
      [
        'query,searches,average_results,clicks,click_through_rate',
        `"'=HYPERLINK(""https://evil.example"")",2,0,0,0`,
        '"setup, install",1,3,1,1',
        "'-1+1,1,0,0,0",
        '',
      ].join('\r\n'),
    );
  });

  it('writes feedback with its commit, and playground calls with every status class', () => {
    const feedback = analyticsCsv(
      {
        ...empty,
        feedback: {
          up: 0,
          down: 1,
          comments: [
            { path: '/a', rating: 'down', comment: 'Line one\nline two', commit: null, at: '2025-03-01T10:00:00.000Z' },
          ],
        },
      },
      'feedback',
    );
    expect(feedback).toBe(
      'at,path,rating,comment,commit\r\n2025-03-01T10:00:00.000Z,/a,down,"Line one\nline two",\r\n',
    );
    const playground = analyticsCsv(
      { ...empty, playground: [{ operation: 'GET /pets', calls: 3, statuses: { '2xx': 2, error: 1 } }] },
      'playground',
    );
    expect(playground).toBe('operation,calls,2xx,3xx,4xx,5xx,error\r\nGET /pets,3,2,0,0,0,1\r\n');
  });
});
