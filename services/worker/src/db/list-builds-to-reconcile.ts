import type { Queryable } from '@folio/platform';

/** A build reconciliation looks at: one that should have a BullMQ job. */
export interface BuildToReconcile {
  id: string;
  status: 'queued' | 'running';
}

/**
 * The oldest `limit` builds that should have a job in Redis: running ones, and queued ones the
 * dispatcher has given their turn (`dispatched_at`). Queued builds not dispatched yet have none.
 */
export async function listBuildsToReconcile(db: Queryable, limit: number): Promise<BuildToReconcile[]> {
  const result = await db.query<BuildToReconcile>(
    `SELECT id, status FROM builds
      WHERE status IN ('queued', 'running') AND (status = 'running' OR dispatched_at IS NOT NULL)
      ORDER BY queued_at LIMIT $1`,
    [limit],
  );
  return result.rows;
}
