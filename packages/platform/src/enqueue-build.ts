import type { Queue } from 'bullmq';
import { BUILD_JOB_NAME, type BuildJob } from './build-job.ts';

/**
 * Adds a build job. The job id is the build id (a UUID: BullMQ ids must not contain `:`), so
 * enqueueing the same build twice — a retried request, a re-delivered webhook — is a no-op while
 * the first job is still known to the queue.
 */
export async function enqueueBuild(queue: Queue, job: BuildJob): Promise<void> {
  await queue.add(BUILD_JOB_NAME, { buildId: job.buildId } satisfies BuildJob, {
    jobId: job.buildId,
    // Retries are for transient failures (S3, git network, Postgres): the worker hands the build
    // back to `queued` first (services/worker/src/db/end-build-attempt.ts).
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    // Postgres is the record of every build; the queue only needs recent jobs.
    removeOnComplete: { age: 3_600, count: 1_000 },
    removeOnFail: { age: 86_400 },
  });
}
