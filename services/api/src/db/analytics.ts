import type { Queryable } from '@folio/platform';

/** A UTC date range, both days included (`YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

/** One day of a site's traffic. */
export interface DayTotalsRow {
  day: string;
  views: number;
  visitors: number;
  agent_requests: number;
}

/** A key of a metric and its total over the range. */
export interface KeyTotalRow {
  key: string;
  detail: string;
  total: number;
}

/** One normalised search query over the range. */
export interface SearchRow {
  query: string;
  searches: number;
  result_sum: number;
  zero_results: number;
  clicks: number;
}

/** One feedback vote with a comment. */
export interface FeedbackCommentRow {
  id: string;
  path: string;
  rating: 'up' | 'down';
  comment: string;
  commit_sha: string | null;
  created_at: Date;
}

// Rollup hours of the range: from the first day's 00:00 UTC to the day after the last.
const IN_RANGE = `site_id = $1 AND hour >= $2::date::timestamp AT TIME ZONE 'UTC'
  AND hour < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** Views, visitors and agent requests of every day of the range, days without any included. */
export async function readDayTotals(db: Queryable, siteId: string, range: DayRange): Promise<DayTotalsRow[]> {
  const result = await db.query<DayTotalsRow>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d),
          counted AS (
            SELECT (hour AT TIME ZONE 'UTC')::date AS day,
                   sum(count) FILTER (WHERE metric = 'view') AS views,
                   sum(count) FILTER (WHERE metric = 'agent') AS agent_requests
              FROM analytics_counts
             WHERE ${IN_RANGE} AND metric IN ('view', 'agent')
             GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            COALESCE(counted.views, 0)::float8 AS views,
            COALESCE(v.visitors, 0)::float8 AS visitors,
            COALESCE(counted.agent_requests, 0)::float8 AS agent_requests
       FROM days
       LEFT JOIN counted ON counted.day = days.day
       LEFT JOIN analytics_visitor_days v ON v.site_id = $1 AND v.day = days.day
      ORDER BY days.day`,
    [siteId, range.from, range.to],
  );
  return result.rows;
}

/** The `limit` keys (with their detail) of `metric` with the largest totals over the range. */
export async function readTopKeys(
  db: Queryable,
  siteId: string,
  metric: 'view' | 'referrer' | 'agent' | 'not_found' | 'playground',
  range: DayRange,
  limit: number,
): Promise<KeyTotalRow[]> {
  const result = await db.query<KeyTotalRow>(
    `SELECT key, detail, sum(count)::float8 AS total
       FROM analytics_counts
      WHERE ${IN_RANGE} AND metric = $4
      GROUP BY key, detail
      ORDER BY total DESC, key, detail
      LIMIT $5`,
    [siteId, range.from, range.to, metric, limit],
  );
  return result.rows;
}

/** Search queries over the range with their counts, result counts, zero-result counts and clicks. */
export async function readSearches(
  db: Queryable,
  siteId: string,
  range: DayRange,
  options: { zeroOnly: boolean; limit: number },
): Promise<SearchRow[]> {
  const result = await db.query<SearchRow>(
    `SELECT key AS query,
            COALESCE(sum(count) FILTER (WHERE metric = 'search'), 0)::float8 AS searches,
            COALESCE(sum(count) FILTER (WHERE metric = 'search_results'), 0)::float8 AS result_sum,
            COALESCE(sum(count) FILTER (WHERE metric = 'search_zero'), 0)::float8 AS zero_results,
            COALESCE(sum(count) FILTER (WHERE metric = 'search_click'), 0)::float8 AS clicks
       FROM analytics_counts
      WHERE ${IN_RANGE} AND metric IN ('search', 'search_results', 'search_zero', 'search_click')
      GROUP BY key
     HAVING ($4::boolean IS FALSE OR sum(count) FILTER (WHERE metric = 'search_zero') > 0)
      ORDER BY CASE WHEN $4 THEN sum(count) FILTER (WHERE metric = 'search_zero') ELSE sum(count) FILTER (WHERE metric = 'search') END DESC NULLS LAST, key
      LIMIT $5`,
    [siteId, range.from, range.to, options.zeroOnly, options.limit],
  );
  return result.rows;
}

/** Up and down votes of the range. */
export async function readFeedbackTotals(
  db: Queryable,
  siteId: string,
  range: DayRange,
): Promise<{ up: number; down: number }> {
  const result = await db.query<{ up: number; down: number }>(
    `SELECT count(*) FILTER (WHERE rating = 'up')::int AS up, count(*) FILTER (WHERE rating = 'down')::int AS down
       FROM page_feedback
      WHERE site_id = $1 AND created_at >= $2::date::timestamp AT TIME ZONE 'UTC'
        AND created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    [siteId, range.from, range.to],
  );
  return result.rows[0] ?? { up: 0, down: 0 };
}

/** The newest `limit` votes of the range that carry a comment. */
export async function readFeedbackComments(
  db: Queryable,
  siteId: string,
  range: DayRange,
  limit: number,
): Promise<FeedbackCommentRow[]> {
  const result = await db.query<FeedbackCommentRow>(
    `SELECT id, path, rating, comment, commit_sha, created_at
       FROM page_feedback
      WHERE site_id = $1 AND comment IS NOT NULL
        AND created_at >= $2::date::timestamp AT TIME ZONE 'UTC'
        AND created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
      ORDER BY created_at DESC, id
      LIMIT $4`,
    [siteId, range.from, range.to, limit],
  );
  return result.rows;
}
