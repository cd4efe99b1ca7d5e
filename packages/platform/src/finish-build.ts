import type { Queryable } from './queryable.ts';

/** The outcome a worker records for a build it ran. */
export interface BuildOutcome {
  status: 'succeeded' | 'failed';
  diagnostics: readonly unknown[];
  log: string;
  errorMessage?: string;
}

/**
 * Records a build's outcome, only if the build is still `running`. A build canceled while it ran
 * is left `canceled`, and the function returns `false`: the worker must then not create or activate
 * a deployment for it.
 */
export async function finishBuild(db: Queryable, buildId: string, outcome: BuildOutcome): Promise<boolean> {
  const result = await db.query(
    `UPDATE builds
        SET status = $2, diagnostics = $3::jsonb, log = $4, error_message = $5, finished_at = now()
      WHERE id = $1 AND status = 'running'`,
    [buildId, outcome.status, JSON.stringify(outcome.diagnostics), outcome.log, outcome.errorMessage ?? null],
  );
  return result.rowCount === 1;
}
