import type { Queryable } from '@folio/platform';
import {
  readDayTotals,
  readFeedbackComments,
  readFeedbackTotals,
  readSearches,
  readTopKeys,
  type DayRange,
} from '../db/analytics.ts';

/** How many rows each list of {@link SiteAnalytics} holds at most. */
const ANALYTICS_LIST_LIMIT = 100;
/** How many feedback comments {@link SiteAnalytics} holds at most (the newest). */
const FEEDBACK_COMMENT_LIMIT = 200;

/**
 * A site's analytics over a range of UTC days, as `GET /v1/sites/{siteId}/analytics` answers
 * and the dashboard's Analytics tab shows. Lists are largest first.
 */
export interface SiteAnalytics {
  from: string;
  to: string;
  /** Page views by people (agents apart). */
  views: number;
  /** Unique visitors: each day's count, added up (a visitor on two days counts twice). */
  visitors: number;
  /** Requests of crawlers and agents: their pages, Markdown, llms files and MCP calls. */
  agentViews: number;
  days: { date: string; views: number; visitors: number; agentViews: number }[];
  pages: { path: string; views: number }[];
  referrers: { host: string; views: number }[];
  agents: { family: string; read: string; requests: number }[];
  searches: { query: string; count: number; results: number; clicks: number; clickThroughRate: number }[];
  zeroResultSearches: { query: string; count: number }[];
  feedback: {
    up: number;
    down: number;
    comments: { path: string; rating: 'up' | 'down'; comment: string; commit: string | null; at: string }[];
  };
  playground: { operation: string; calls: number; statuses: Record<string, number> }[];
  notFound: { path: string; count: number }[];
}

/** Reads {@link SiteAnalytics} of a site (the caller has checked the site is the tenant's). */
export async function readSiteAnalytics(db: Queryable, siteId: string, range: DayRange): Promise<SiteAnalytics> {
  const limit = ANALYTICS_LIST_LIMIT;
  const [days, pages, referrers, agents, searches, zero, feedback, comments, playground, notFound] = await Promise.all([
    readDayTotals(db, siteId, range),
    readTopKeys(db, siteId, 'view', range, limit),
    readTopKeys(db, siteId, 'referrer', range, limit),
    readTopKeys(db, siteId, 'agent', range, limit),
    readSearches(db, siteId, range, { zeroOnly: false, limit }),
    readSearches(db, siteId, range, { zeroOnly: true, limit }),
    readFeedbackTotals(db, siteId, range),
    readFeedbackComments(db, siteId, range, FEEDBACK_COMMENT_LIMIT),
    // Per operation and status class: a few classes per operation.
    readTopKeys(db, siteId, 'playground', range, limit * 5),
    readTopKeys(db, siteId, 'not_found', range, limit),
  ]);
  const byOperation = new Map<string, { operation: string; calls: number; statuses: Record<string, number> }>();
  for (const row of playground) {
    let entry = byOperation.get(row.key);
    if (entry === undefined) {
      entry = { operation: row.key, calls: 0, statuses: {} };
      byOperation.set(row.key, entry);
    }
    entry.calls += row.total;
    entry.statuses[row.detail] = (entry.statuses[row.detail] ?? 0) + row.total;
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    from: range.from,
    to: range.to,
    views: sum(days.map((day) => day.views)),
    visitors: sum(days.map((day) => day.visitors)),
    agentViews: sum(days.map((day) => day.agent_requests)),
    days: days.map((day) => ({
      date: day.day,
      views: day.views,
      visitors: day.visitors,
      agentViews: day.agent_requests,
    })),
    pages: pages.map((row) => ({ path: row.key, views: row.total })),
    referrers: referrers.map((row) => ({ host: row.key, views: row.total })),
    agents: agents.map((row) => ({ family: row.key, read: row.detail, requests: row.total })),
    searches: searches.map((row) => ({
      query: row.query,
      count: row.searches,
      results: row.searches === 0 ? 0 : Math.round(row.result_sum / row.searches),
      clicks: row.clicks,
      clickThroughRate: row.searches === 0 ? 0 : Math.min(1, Math.round((row.clicks / row.searches) * 1000) / 1000),
    })),
    zeroResultSearches: zero.map((row) => ({ query: row.query, count: row.zero_results })),
    feedback: {
      up: feedback.up,
      down: feedback.down,
      comments: comments.map((row) => ({
        path: row.path,
        rating: row.rating,
        comment: row.comment,
        commit: row.commit_sha,
        at: row.created_at.toISOString(),
      })),
    },
    playground: [...byOperation.values()]
      .sort((a, b) => b.calls - a.calls || (a.operation < b.operation ? -1 : 1))
      .slice(0, limit),
    notFound: notFound.map((row) => ({ path: row.key, count: row.total })),
  };
}
