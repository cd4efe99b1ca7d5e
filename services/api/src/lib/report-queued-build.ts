import { BUILD_CONTEXT, secretForms } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { findBuildStatus, findQueuedBuildTarget } from '../db/builds.ts';

/**
 * Sets the `queued` commit status of a build just queued, so the commit on the git host shows
 * Folio's check from the moment of the push, not only once a worker takes the build. Returns at
 * once: the request goes out in the background through the app's commit status sender (bounded
 * retries, redirects never followed, the token masked out of every log line) and is dropped before
 * any attempt once the build left the queue, so it never overwrites the worker's later status.
 * Nothing is sent for a build of a branch head (its commit is not known yet), a site without an
 * access token, or a repository on a host the operator did not name.
 */
export function reportQueuedBuild(ctx: AppContext, buildId: string): void {
  void sendQueuedStatus(ctx, buildId).catch((err: unknown) =>
    ctx.log.warn({ buildId, reason: String((err as Error)?.message ?? err) }, 'queued commit status not sent'),
  );
}

async function sendQueuedStatus(ctx: AppContext, buildId: string): Promise<void> {
  if (!ctx.config.commitStatus.enabled) return;
  const build = await findQueuedBuildTarget(ctx.db, buildId);
  if (build === null || build.commit_sha === null || build.git_token_sealed === null) return;
  const token = ctx.secrets.open(build.git_token_sealed, { siteId: build.site_id, column: 'git_token_sealed' });
  const reporter = ctx.commitStatuses.reporterFor({
    repoUrl: build.repo_url,
    token,
    secrets: secretForms(token),
    buildId,
    siteId: build.site_id,
  });
  if (reporter === null) return;
  reporter.post(
    {
      sha: build.commit_sha,
      context: BUILD_CONTEXT,
      state: 'queued',
      description: 'Queued: waiting for a worker to build the docs',
      targetUrl: `${ctx.config.dashboard.origin}/sites/${encodeURIComponent(build.site_id)}/builds/${encodeURIComponent(buildId)}`,
      ref: build.branch,
    },
    { isStillWanted: () => isStillQueued(ctx, buildId) },
  );
}

async function isStillQueued(ctx: AppContext, buildId: string): Promise<boolean> {
  return (await findBuildStatus(ctx.db, buildId)) === 'queued';
}
