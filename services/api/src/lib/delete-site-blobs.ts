import { deleteSiteObjects, type Queryable } from '@folio/platform';
import type { SiteStorage } from '../app-context.ts';
import { finishBlobDeletion, recordBlobDeletionFailure, scheduleLastBlobPass } from '../db/site-blob-deletions.ts';

/**
 * One pass over a deleted site's objects (its `site_blob_deletions` row): deletes everything under
 * `sites/{siteId}/`, then either drops the row (the grace for late uploads, an hour, is over) or schedules
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
    await recordBlobDeletionFailure(db, siteId, (error as Error).message.slice(0, 1_000));
    throw error;
  }
  if (await finishBlobDeletion(db, siteId)) return 'finished';
  await scheduleLastBlobPass(db, siteId);
  return 'again-later';
}
