import type { BuildRow } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { cancelUnfinishedBuild } from '../db/builds.ts';
import { AppError } from '../errors/app-error.ts';
import { findBuild } from '../lib/find-build.ts';

/**
 * Cancels a queued or running build: a queued build is never started; a running one is marked
 * canceled and the worker discards its result (its attempt records only a build still running under
 * its claim: services/worker/src/db/).
 */
export async function cancelBuild(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  buildId: string,
): Promise<BuildRow> {
  const build = await findBuild(ctx.db, tenantId, siteId, buildId);
  const canceled = await cancelUnfinishedBuild(ctx.db, build.id);
  if (!canceled) throw new AppError('BUILD_NOT_CANCELABLE', `build ${buildId} already ended as ${build.status}`);
  // Best effort: the worker would skip the job anyway, this only keeps the queue short.
  await ctx.queue.remove(build.id).catch(() => 0);
  return canceled;
}
