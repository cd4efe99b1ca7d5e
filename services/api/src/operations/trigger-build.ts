import { enqueueBuild, type BuildRow } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { findSite } from '../lib/find-site.ts';
import { queueBuild } from '../lib/queue-build.ts';
import { reportQueuedBuild } from '../lib/report-queued-build.ts';
import { checkBranch } from '../lib/site-input.ts';
import { withTransaction } from '../lib/with-transaction.ts';

/**
 * A manual build of a branch (default: the production branch), at a commit or at the branch head.
 * Like a push, it supersedes builds still queued for the branch.
 */
export async function triggerBuild(ctx: AppContext, tenantId: string, siteId: string, options: { branch?: string; commitSha?: string } = {}): Promise<BuildRow> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const branch = checkBranch('branch', options.branch ?? site.branch);
  const kind = branch === site.branch ? 'production' : 'preview';
  const { build } = await withTransaction(ctx.db, (client) =>
    queueBuild(client, { siteId: site.id, kind, branch, commitSha: options.commitSha ?? null, trigger: 'manual' }),
  );
  await enqueueBuild(ctx.queue, { buildId: build.id });
  ctx.metrics.buildsQueued.inc({ trigger: 'manual', kind });
  reportQueuedBuild(ctx, build.id);
  return build;
}
