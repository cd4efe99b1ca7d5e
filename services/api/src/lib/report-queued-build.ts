import { BUILD_CONTEXT, secretForms } from '@folio/platform';
import type { AppContext } from '../app-context.ts';

interface QueuedBuildRow {
  build_id: string;
  site_id: string;
  branch: string;
  commit_sha: string | null;
  repo_url: string;
  git_token_sealed: string | null;
}

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
  const { rows } = await ctx.db.query<QueuedBuildRow>(
    `SELECT b.id AS build_id, b.site_id, b.branch, b.commit_sha, s.repo_url, s.git_token_sealed
       FROM builds b JOIN sites s ON s.id = b.site_id
      WHERE b.id = $1 AND b.status = 'queued'`,
    [buildId],
  );
  const build = rows[0];
  if (build === undefined || build.commit_sha === null || build.git_token_sealed === null) return;
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
  const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM builds WHERE id = $1', [buildId]);
  return rows[0]?.status === 'queued';
}
