import type { Queryable } from './queryable.ts';

/**
 * Puts a running build back to `queued` after a transient failure, before the worker throws so
 * BullMQ retries the job; the retry then claims it again with `claimBuild`. If a newer push arrived
 * meanwhile, the build is superseded while queued and the retry skips it. Returns whether it moved.
 */
export async function releaseBuild(db: Queryable, buildId: string): Promise<boolean> {
  const result = await db.query(
    `UPDATE builds SET status = 'queued', started_at = NULL WHERE id = $1 AND status = 'running'`,
    [buildId],
  );
  return result.rowCount === 1;
}
