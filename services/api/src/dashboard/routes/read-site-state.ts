import type { DashboardContext } from '../dashboard-request.ts';
import type { SiteLiveState } from '../pages/site-status.ts';

/**
 * The site's newest build and live production deployment, as the overview's Status and
 * Production cards show them (one query; `null` if Postgres could not answer).
 */
export async function readSiteState(ctx: DashboardContext, siteId: string): Promise<SiteLiveState | null> {
  const result = await ctx.db
    .query<{ latest: { id: string; status: string } | null; live: { id: string; build_id: string; commit_sha: string | null; branch: string; created_at: string } | null }>(
      `SELECT (SELECT json_build_object('id', b.id, 'status', b.status) FROM builds b WHERE b.site_id = s.id ORDER BY b.queued_at DESC, b.id DESC LIMIT 1) AS latest,
              (SELECT json_build_object('id', d.id, 'build_id', d.build_id, 'commit_sha', d.commit_sha, 'branch', d.branch, 'created_at', d.created_at)
                 FROM deployments d WHERE d.id = s.active_deployment_id AND d.kind = 'production') AS live
         FROM sites s WHERE s.id = $1`,
      [siteId],
    )
    .catch(() => null);
  const row = result?.rows[0];
  if (!row) return null;
  return { latest: row.latest, live: row.live && { ...row.live, created_at: new Date(row.live.created_at) } };
}
