import type { BuildRow } from './build-row.ts';
import type { Queryable } from './queryable.ts';

/**
 * Atomically moves a build from `queued` to `running` and returns it, or returns `null` when the
 * build is anything else (superseded by a newer push, canceled, deleted with its site, or already
 * claimed by another worker). The worker calls this first and skips the job on `null`: that is how
 * coalescing and cancelation reach jobs already sitting in the queue.
 */
export async function claimBuild(db: Queryable, buildId: string): Promise<BuildRow | null> {
  const result = await db.query<BuildRow>(
    `UPDATE builds SET status = 'running', started_at = now()
      WHERE id = $1 AND status = 'queued'
      RETURNING *`,
    [buildId],
  );
  return result.rows[0] ?? null;
}
