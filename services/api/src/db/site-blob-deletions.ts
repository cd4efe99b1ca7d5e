import type { Queryable } from '@folio/platform';

/**
 * How long after a site's deletion its objects are swept once more. A build that was running when
 * the site went uploads its blobs before it finds the site gone; this outlasts any build.
 */
const LATE_UPLOAD_GRACE = '1 hour';

// A claimed row is not due again for this long, so API processes sweeping at once share the work.
const LEASE = '10 minutes';

/**
 * Records that site `siteId`'s objects must be deleted, leased for ten minutes to the pass the
 * deleting request runs itself; a sweeper takes it up if that pass never happens.
 */
export async function requestSiteBlobDeletion(db: Queryable, siteId: string): Promise<void> {
  await db.query(
    `INSERT INTO site_blob_deletions (site_id, next_attempt_at) VALUES ($1, now() + interval '10 minutes') ON CONFLICT (site_id) DO NOTHING`,
    [siteId],
  );
}

/** Records a failed pass: one more attempt, its error, and a delay doubling up to an hour. */
export async function recordBlobDeletionFailure(db: Queryable, siteId: string, message: string): Promise<void> {
  await db.query(
    `UPDATE site_blob_deletions SET attempts = attempts + 1, last_error = $2,
              next_attempt_at = now() + least(interval '1 hour', interval '1 minute' * power(2, least(attempts, 10)))
        WHERE site_id = $1`,
    [siteId, message],
  );
}

/** Drops the site's row when the grace for late uploads is over; `false` when it is not. */
export async function finishBlobDeletion(db: Queryable, siteId: string): Promise<boolean> {
  const finished = await db.query(
    `DELETE FROM site_blob_deletions WHERE site_id = $1 AND requested_at <= now() - interval '${LATE_UPLOAD_GRACE}'`,
    [siteId],
  );
  return (finished.rowCount ?? 0) > 0;
}

/** Schedules the site's last pass at the end of the grace for late uploads. */
export async function scheduleLastBlobPass(db: Queryable, siteId: string): Promise<void> {
  await db.query(
    `UPDATE site_blob_deletions SET attempts = attempts + 1, last_error = NULL, next_attempt_at = requested_at + interval '${LATE_UPLOAD_GRACE}'
      WHERE site_id = $1`,
    [siteId],
  );
}

/**
 * Claims up to `batch` due rows by moving their next attempt past a lease (SKIP LOCKED), so two
 * API processes never sweep the same site at once and a crashed sweep is taken up again later.
 * Returns the claimed sites' ids.
 */
export async function claimDueBlobDeletions(db: Queryable, batch: number): Promise<string[]> {
  const claimed = await db.query<{ site_id: string }>(
    `UPDATE site_blob_deletions SET next_attempt_at = now() + interval '${LEASE}'
      WHERE site_id IN (SELECT site_id FROM site_blob_deletions WHERE next_attempt_at <= now()
                         ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING site_id`,
    [batch],
  );
  return claimed.rows.map((row) => row.site_id);
}
