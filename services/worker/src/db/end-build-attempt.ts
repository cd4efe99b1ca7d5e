import type { Queryable } from '@folio/platform';
import type { BuildTimings } from '../build-report.ts';

/** How an attempt that produced no deployment ends. */
export interface AttemptEnd {
  buildId: string;
  claimToken: string;
  /** `failed` records the outcome; `queued` hands the build back for a retry. */
  status: 'failed' | 'queued';
  /** Lines to append to the build log. */
  log: string;
  diagnostics?: readonly unknown[];
  errorMessage?: string;
  /** The commit that was fetched, recorded when the build asked for the branch head. */
  commitSha?: string | null;
  /** What this attempt measured (`builds.timings`). */
  timings: BuildTimings;
}

/**
 * Ends this worker's attempt at a build without a deployment: failed with its reason, or handed
 * back to `queued` (a transient failure about to be retried, or a shutdown). Does nothing, and
 * returns `false`, when the attempt no longer owns the build (canceled, or taken over).
 */
export async function endBuildAttempt(db: Queryable, end: AttemptEnd): Promise<boolean> {
  const failed = end.status === 'failed';
  const result = await db.query(
    `UPDATE builds
        SET status = $3,
            log = log || $4,
            diagnostics = CASE WHEN $5::jsonb IS NULL THEN diagnostics ELSE $5::jsonb END,
            error_message = $6,
            commit_sha = CASE WHEN $3 = 'failed' THEN COALESCE(commit_sha, $7) ELSE commit_sha END,
            started_at = CASE WHEN $3 = 'queued' THEN NULL ELSE started_at END,
            finished_at = CASE WHEN $3 = 'failed' THEN now() ELSE NULL END,
            timings = $8::jsonb
      WHERE id = $1 AND status = 'running' AND started_at::text = $2`,
    [
      end.buildId,
      end.claimToken,
      end.status,
      end.log,
      end.diagnostics === undefined ? null : JSON.stringify(end.diagnostics),
      failed ? (end.errorMessage ?? null) : null,
      end.commitSha ?? null,
      JSON.stringify(end.timings),
    ],
  );
  return result.rowCount === 1;
}
