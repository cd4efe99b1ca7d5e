import type { Job } from 'bullmq';
import type { BuildEnvironment } from '../build-environment.ts';
import { claimBuildAttempt, type ClaimedBuild } from '../db/claim-build-attempt.ts';
import type { BuildAttempt } from './build-attempt.ts';

/**
 * Phase 1, claim: takes the job's build from `queued` to `running` for this attempt (one SQL
 * update), or `null` when it is no longer queued (superseded, canceled, finished). A stalled job
 * was running on a worker that died or hung, and an earlier attempt of this job may have ended
 * without handing the build back (Postgres failed under it): either way the build is still
 * `running`, no other attempt of the job can be running now, and this one takes it over.
 */
export async function claimJobBuild(
  attempt: BuildAttempt,
  job: Job,
  env: BuildEnvironment,
): Promise<ClaimedBuild | null> {
  let build: ClaimedBuild | null;
  try {
    build = await claimBuildAttempt(env.db, attempt.report.buildId, job.stalledCounter > 0 || job.attemptsMade > 0);
  } catch (error) {
    return attempt.claimFailed(error);
  }
  if (build !== null) attempt.claim(build);
  return build;
}
