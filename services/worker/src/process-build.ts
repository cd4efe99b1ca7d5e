import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseBuildJob } from '@folio/platform';
import { UnrecoverableError, type Job } from 'bullmq';
import type { BuildEnvironment } from './build-environment.ts';
import type { BuildReport } from './build-report.ts';
import { BuildAttempt } from './build-phases/build-attempt.ts';
import { claimJobBuild } from './build-phases/claim-job-build.ts';
import { loadBuildSource } from './build-phases/load-build-source.ts';
import { publishBuild } from './build-phases/publish-build.ts';
import { runBuild } from './build-phases/run-build.ts';

/**
 * Runs one build job end to end, in four phases (`build-phases/`): claim the build in Postgres,
 * load its site, clone and build it in an isolated thread, then publish: upload new blobs and the
 * manifest, record the deployment and go live in one transaction and tell the edges. How the
 * attempt ends is {@link BuildAttempt}'s: content failures end the build `failed` and the job with
 * an `UnrecoverableError`; transient ones hand the build back to `queued` and rethrow so BullMQ
 * retries with backoff (the last attempt records `failed`). The temporary folder is always removed.
 */
export async function processBuild(job: Job, token: string | undefined, env: BuildEnvironment): Promise<BuildReport> {
  const payload = parseBuildJob(job.data);
  if (payload === null) throw new UnrecoverableError(`job ${job.id} is not a build job`);
  const attempt = new BuildAttempt(job, token, payload.buildId, env);
  const claimed = await claimJobBuild(attempt, job, env);
  if (claimed === null) return attempt.done('skipped', 'the build is no longer queued');

  let workDir: string | null = null;
  try {
    const source = await loadBuildSource(attempt, job, env);
    if (source === null) return attempt.done('skipped', 'the site was deleted');
    attempt.at('preparing the build folder');
    workDir = await mkdtemp(join(env.tempRoot, 'folio-build-'));
    const built = await runBuild(attempt, source, workDir, env);
    return await publishBuild(attempt, source, built, env);
  } catch (error) {
    return await attempt.unexpected(error);
  } finally {
    if (workDir !== null) await rm(workDir, { recursive: true, force: true });
  }
}
