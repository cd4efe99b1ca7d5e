import { enqueueBuild, type Queryable } from '@folio/platform';
import type { Queue } from 'bullmq';
import { failAbandonedBuild } from './db/fail-abandoned-build.ts';
import { listBuildsToReconcile } from './db/list-builds-to-reconcile.ts';

/** What {@link reconcileBuilds} changed. */
export interface ReconcileReport {
  /** Builds Postgres shows `queued` whose job Redis had lost: queued again. */
  requeued: string[];
  /** Builds left `running` by a worker that is gone for good: now `failed` with the reason. */
  failed: string[];
}

/**
 * Makes Redis agree with Postgres, the record of every build. Run when a worker starts and then
 * periodically: a Redis restart without persistence loses jobs, and a job that stalled more often
 * than allowed is failed by BullMQ without any worker hearing of it. Builds whose job is waiting,
 * delayed or active are left alone (an active job that stalled is moved back by BullMQ itself), and
 * so are queued builds not dispatched yet: they have no job until the dispatcher gives them their
 * turn. A dispatched build keeps its turn: its job is added again directly.
 */
export async function reconcileBuilds(db: Queryable, queue: Queue, limit = 1_000): Promise<ReconcileReport> {
  const report: ReconcileReport = { requeued: [], failed: [] };
  const builds = await listBuildsToReconcile(db, limit);
  for (const build of builds) {
    const job = await queue.getJob(build.id);
    const state = job === undefined ? 'missing' : await job.getState();
    if (state !== 'missing' && state !== 'completed' && state !== 'failed' && state !== 'unknown') continue;
    if (build.status === 'queued') {
      await job?.remove().catch(() => {});
      await enqueueBuild(queue, { buildId: build.id });
      report.requeued.push(build.id);
      continue;
    }
    const reason = failureReason(job?.failedReason);
    if (await failAbandonedBuild(db, build.id, `${reason}; push again or trigger a build`))
      report.failed.push(build.id);
  }
  return report;
}

/**
 * Why a build left `running` ended. A job failed by the worker itself carries the real cause (the
 * last attempt could not record it: Postgres was down); one BullMQ failed because it stalled too
 * often, or one that is gone, means the worker stopped.
 */
function failureReason(failedReason: string | undefined): string {
  if (failedReason === undefined || failedReason === '')
    return 'the worker running this build stopped and its job was lost';
  if (STALLED.test(failedReason)) return `the worker running this build stopped (${failedReason})`;
  return failedReason;
}

/** BullMQ's reason for a job that stalled more often than `maxStalledCount`. */
const STALLED = /stalled more than allowable limit/i;
