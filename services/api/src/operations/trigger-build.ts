import type { BuildRow } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { checkBuildRate } from '../lib/check-build-rate.ts';
import { checkPreviewBranches } from '../lib/check-preview-branches.ts';
import { findSite } from '../lib/find-site.ts';
import { queueBuild } from '../lib/queue-build.ts';
import { reportQueuedBuild } from '../lib/report-queued-build.ts';
import { requestDispatch } from '../lib/request-dispatch.ts';
import { checkBranch } from '../lib/site-input.ts';
import { withTransaction } from '../lib/with-transaction.ts';

/**
 * A manual build of a branch (default: the production branch), at a commit or at the branch head.
 * Like a push, it supersedes builds still queued for the branch. Refused past the site's manual
 * build rate (`BUILD_RATE_LIMITED`) and, for a new preview branch, past its preview branches
 * (`PREVIEW_LIMIT_REACHED`).
 */
export async function triggerBuild(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  options: { branch?: string; commitSha?: string } = {},
): Promise<BuildRow> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const branch = checkBranch('branch', options.branch ?? site.branch);
  const kind = branch === site.branch ? 'production' : 'preview';
  await checkBuildRate(ctx, site.id, 'manual');
  const { build } = await withTransaction(ctx.db, async (client) => {
    if (kind === 'preview')
      await checkPreviewBranches(client, site.id, branch, ctx.config.buildLimits.previewBranchesPerSite);
    return queueBuild(client, {
      siteId: site.id,
      kind,
      branch,
      commitSha: options.commitSha ?? null,
      trigger: 'manual',
    });
  });
  await requestDispatch(ctx);
  ctx.metrics.buildsQueued.inc({ trigger: 'manual', kind });
  reportQueuedBuild(ctx, build.id);
  return build;
}
