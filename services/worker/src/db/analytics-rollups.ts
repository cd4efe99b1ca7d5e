import type { AnalyticsMetric, FeedbackVote, Queryable } from '@folio/platform';

/** One merged increment of `analytics_counts`. */
export interface CountRow {
  siteId: string;
  /** Whole hours since the Unix epoch (UTC). */
  hour: number;
  metric: AnalyticsMetric;
  key: string;
  detail: string;
  n: number;
}

/** A site's unique visitors on a UTC day, as its HyperLogLog counts them now. */
export interface VisitorDayRow {
  siteId: string;
  day: string;
  visitors: number;
}

/**
 * Records batch ids as folded in and returns those that were not already: the caller folds only
 * those, in the same transaction, so a batch delivered again adds nothing. A concurrent consumer
 * holding the same id waits here until the other transaction ends, then sees it taken.
 */
export async function claimAnalyticsBatches(db: Queryable, batchIds: readonly string[]): Promise<Set<string>> {
  const result = await db.query<{ batch_id: string }>(
    `INSERT INTO analytics_batches (batch_id)
     SELECT DISTINCT id FROM unnest($1::uuid[]) AS u (id) ORDER BY id
     ON CONFLICT (batch_id) DO NOTHING RETURNING batch_id`,
    [batchIds],
  );
  return new Set(result.rows.map((row) => row.batch_id));
}

/**
 * Adds increments to the hourly rollups (rows of deleted sites are skipped). Rows must be merged
 * (one per key) and sorted by key, so that concurrent consumers lock rows in the same order.
 */
export async function addAnalyticsCounts(db: Queryable, rows: readonly CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO analytics_counts (site_id, metric, hour, key, detail, count)
     SELECT u.site_id, u.metric, to_timestamp(u.hour * 3600), u.key, u.detail, u.n
       FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::bigint[])
            WITH ORDINALITY AS u (site_id, metric, hour, key, detail, n, position)
       JOIN sites s ON s.id = u.site_id
      ORDER BY u.position
     ON CONFLICT (site_id, metric, hour, key, detail) DO UPDATE SET count = analytics_counts.count + EXCLUDED.count`,
    [
      rows.map((row) => row.siteId),
      rows.map((row) => row.metric),
      rows.map((row) => row.hour),
      rows.map((row) => row.key),
      rows.map((row) => row.detail),
      rows.map((row) => row.n),
    ],
  );
}

/** Raises each site's visitors of a day to its HyperLogLog's count (never lowers it: idempotent). */
export async function raiseVisitorDays(db: Queryable, rows: readonly VisitorDayRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO analytics_visitor_days (site_id, day, visitors)
     SELECT u.site_id, u.day, u.visitors
       FROM unnest($1::uuid[], $2::date[], $3::bigint[]) WITH ORDINALITY AS u (site_id, day, visitors, position)
       JOIN sites s ON s.id = u.site_id
      ORDER BY u.position
     ON CONFLICT (site_id, day) DO UPDATE
        SET visitors = GREATEST(analytics_visitor_days.visitors, EXCLUDED.visitors)`,
    [rows.map((row) => row.siteId), rows.map((row) => row.day), rows.map((row) => row.visitors)],
  );
}

/**
 * Stores feedback votes with their deployment's commit (one row per id: a vote delivered twice
 * is stored once; a later copy carrying a comment adds it to a vote that has none, on the same
 * site only). Votes of deleted sites are skipped; a removed deployment leaves no commit.
 */
export async function storeFeedbackVotes(db: Queryable, votes: readonly FeedbackVote[]): Promise<void> {
  if (votes.length === 0) return;
  await db.query(
    `INSERT INTO page_feedback (id, site_id, deployment_id, commit_sha, path, rating, comment, created_at)
     SELECT v.id, v.site_id, d.id, d.commit_sha, v.path, v.rating, v.comment, v.created_at
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
            WITH ORDINALITY AS v (id, site_id, deployment_id, path, rating, comment, created_at, position)
       JOIN sites s ON s.id = v.site_id
       LEFT JOIN deployments d ON d.id = v.deployment_id AND d.site_id = v.site_id
      ORDER BY v.position
     ON CONFLICT (id) DO UPDATE SET comment = EXCLUDED.comment
      WHERE page_feedback.comment IS NULL AND EXCLUDED.comment IS NOT NULL
        AND page_feedback.site_id = EXCLUDED.site_id`,
    [
      votes.map((vote) => vote.id),
      votes.map((vote) => vote.siteId),
      votes.map((vote) => vote.deploymentId),
      votes.map((vote) => vote.path),
      votes.map((vote) => vote.rating),
      votes.map((vote) => vote.comment),
      votes.map((vote) => vote.at),
    ],
  );
}

/** How many rows one retention pass deleted, by table. */
export interface RetentionReport {
  counts: number;
  visitorDays: number;
  feedback: number;
  batches: number;
}

/**
 * Deletes rollups, visitor days and feedback older than `retentionDays`, and batch ids older than
 * `batchIdDays` (by then no copy of the batch can still arrive), at most `limit` rows per table
 * and call, so a large backlog is deleted in short transactions.
 */
export async function deleteExpiredAnalytics(
  db: Queryable,
  retentionDays: number,
  batchIdDays: number,
  limit: number,
): Promise<RetentionReport> {
  const cut = async (table: string, column: string, days: number) =>
    (
      await db.query(
        `DELETE FROM ${table} WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM ${table} WHERE ${column} < now() - make_interval(days => $1) LIMIT $2))`,
        [days, limit],
      )
    ).rowCount ?? 0;
  return {
    counts: await cut('analytics_counts', 'hour', retentionDays),
    visitorDays: await cut('analytics_visitor_days', 'day', retentionDays),
    feedback: await cut('page_feedback', 'created_at', retentionDays),
    batches: await cut('analytics_batches', 'processed_at', batchIdDays),
  };
}
