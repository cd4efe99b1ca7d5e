import { deleteSiteObjects, type Queryable } from '@folio/platform';
import type { SiteStorage } from '../app-context.ts';

/**
 * How long after a site's deletion its objects are swept once more. A build that was running when
 * the site went uploads its blobs before it finds the site gone; this outlasts any build.
 */
const LATE_UPLOAD_GRACE = '1 hour';

/**
 * One pass over a deleted site's objects (its `site_blob_deletions` row): deletes everything under
 * `sites/{siteId}/`, then either drops the row (the grace for late uploads is over) or schedules
 * the last pass at its end. A failure is recorded on the row with a growing delay and rethrown.
 */
export async function deleteSiteBlobs(
  db: Queryable,
  storage: SiteStorage,
  siteId: string,
): Promise<'finished' | 'again-later'> {
  try {
    await deleteSiteObjects(storage.s3, { bucket: storage.bucket, siteId });
  } catch (error) {
    await db.query(
      `UPDATE site_blob_deletions SET attempts = attempts + 1, last_error = $2,
              next_attempt_at = now() + least(interval '1 hour', interval '1 minute' * power(2, least(attempts, 10)))
        WHERE site_id = $1`,
      [siteId, (error as Error).message.slice(0, 1_000)],
    );
    throw error;
  }
  const finished = await db.query(
    `DELETE FROM site_blob_deletions WHERE site_id = $1 AND requested_at <= now() - interval '${LATE_UPLOAD_GRACE}'`,
    [siteId],
  );
  if ((finished.rowCount ?? 0) > 0) return 'finished';
  await db.query(
    `UPDATE site_blob_deletions SET attempts = attempts + 1, last_error = NULL, next_attempt_at = requested_at + interval '${LATE_UPLOAD_GRACE}'
      WHERE site_id = $1`,
    [siteId],
  );
  return 'again-later';
}
