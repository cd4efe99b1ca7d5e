import type { Queryable } from '@folio/platform';

/**
 * Marks a build still `running` as `failed` with `message`, appending it to the build's log; true
 * when it was still running (a build that finished meanwhile is left as it is).
 */
export async function failAbandonedBuild(db: Queryable, buildId: string, message: string): Promise<boolean> {
  const failed = await db.query(
    `UPDATE builds SET status = 'failed', finished_at = now(), error_message = $2,
            log = log || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ' failed: ' || $2 || E'\n'
      WHERE id = $1 AND status = 'running'`,
    [buildId, message],
  );
  return failed.rowCount === 1;
}
