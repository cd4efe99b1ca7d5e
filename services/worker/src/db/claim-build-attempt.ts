import type { BuildRow, Queryable } from '@folio/platform';

/** A build this worker now owns, with the token that proves it. */
export interface ClaimedBuild extends BuildRow {
  /**
   * `started_at` as text, unique to this attempt. Every later write of the attempt requires it, so
   * a worker that lost its job (it stalled and another took over) can no longer record anything.
   */
  claim_token: string;
}

/**
 * Moves a queued build to `running` for this attempt. With `takeOver` (the BullMQ job stalled:
 * the worker that ran it died or hung) a build left `running` is claimed too. Returns `null` when the
 * build is anything else: superseded, canceled, finished or deleted.
 */
export async function claimBuildAttempt(db: Queryable, buildId: string, takeOver: boolean): Promise<ClaimedBuild | null> {
  const result = await db.query<ClaimedBuild>(
    `UPDATE builds SET status = 'running', started_at = clock_timestamp()
      WHERE id = $1 AND (status = 'queued' OR (status = 'running' AND $2::boolean))
      RETURNING *, started_at::text AS claim_token`,
    [buildId, takeOver],
  );
  return result.rows[0] ?? null;
}
