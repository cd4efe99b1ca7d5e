import type { BuildRow, Queryable } from '@folio/platform';

/** A build this worker now owns, with the token that proves it. */
export interface ClaimedBuild extends BuildRow {
  /**
   * `started_at` as text, unique to this attempt. Every later write of the attempt requires it, so
   * a worker that lost its job (it stalled and another took over) can no longer record anything.
   */
  claim_token: string;
  /** The build was `running` when claimed: an earlier attempt was taken over. */
  taken_over: boolean;
}

/**
 * Moves a queued build to `running` for this attempt. With `takeOver` a build left `running` is
 * claimed too: the BullMQ job stalled (the worker that ran it died or hung), or an earlier attempt
 * of the same job ended without handing the build back (Postgres failed under it, or failed again
 * while it handed the build back). BullMQ runs one attempt of a job at a time, so that attempt is
 * over. Returns `null` when the build is anything else: superseded, canceled, finished or deleted.
 */
export async function claimBuildAttempt(
  db: Queryable,
  buildId: string,
  takeOver: boolean,
): Promise<ClaimedBuild | null> {
  const result = await db.query<ClaimedBuild>(
    `WITH before AS (SELECT id, status FROM builds WHERE id = $1 FOR UPDATE)
     UPDATE builds b SET status = 'running', started_at = clock_timestamp()
       FROM before
      WHERE b.id = before.id AND (before.status = 'queued' OR (before.status = 'running' AND $2::boolean))
      RETURNING b.*, b.started_at::text AS claim_token, before.status = 'running' AS taken_over`,
    [buildId, takeOver],
  );
  return result.rows[0] ?? null;
}
