import type { Queryable } from '@folio/platform';
import type { SiteStorage } from '../app-context.ts';
import { claimDueBlobDeletions } from '../db/site-blob-deletions.ts';
import { deleteSiteBlobs } from './delete-site-blobs.ts';

/** What one sweep did. */
export interface SiteBlobSweep {
  /** Deleted sites whose objects were swept. */
  swept: number;
  /** Of those, sites now forgotten (their last pass is done). */
  finished: number;
  failed: number;
}

/**
 * Sweeps the objects of deleted sites whose pass is due (see {@link deleteSiteBlobs}), up to
 * `batch` sites. Each row is claimed by moving its next attempt past a lease (SKIP LOCKED), so two
 * API processes never sweep the same site at once and a crashed sweep is taken up again later.
 */
export async function sweepSiteBlobs(
  db: Queryable,
  storage: SiteStorage,
  options: { batch?: number; log?: { warn(details: object, message: string): void } } = {},
): Promise<SiteBlobSweep> {
  const claimed = await claimDueBlobDeletions(db, options.batch ?? 20);
  const sweep: SiteBlobSweep = { swept: 0, finished: 0, failed: 0 };
  for (const siteId of claimed) {
    try {
      const outcome = await deleteSiteBlobs(db, storage, siteId);
      sweep.swept += 1;
      if (outcome === 'finished') sweep.finished += 1;
    } catch (err) {
      sweep.failed += 1;
      options.log?.warn({ err, siteId }, 'deleting the objects of a deleted site failed; will retry');
    }
  }
  return sweep;
}
