import type { Queryable } from '@folio/platform';
import type { SiteLiveState } from '../pages/site-status.ts';

/**
 * Each site's newest build and live production deployment, as the overview's Status and
 * Production cards show them: one query for any number of sites (the live streams of a process
 * share it). Throws when Postgres does not answer.
 */
export async function readSiteStates(db: Queryable, siteIds: readonly string[]): Promise<Map<string, SiteLiveState>> {
  if (siteIds.length === 0) return new Map();
  const result = await db.query<{
    id: string;
    latest: { id: string; status: string } | null;
    live: { id: string; build_id: string; commit_sha: string | null; branch: string; created_at: string } | null;
  }>(
    `SELECT s.id,
            (SELECT json_build_object('id', b.id, 'status', b.status) FROM builds b WHERE b.site_id = s.id ORDER BY b.queued_at DESC, b.id DESC LIMIT 1) AS latest,
            (SELECT json_build_object('id', d.id, 'build_id', d.build_id, 'commit_sha', d.commit_sha, 'branch', d.branch, 'created_at', d.created_at)
               FROM deployments d WHERE d.id = s.active_deployment_id AND d.kind = 'production') AS live
       FROM sites s WHERE s.id = ANY($1::uuid[])`,
    [siteIds],
  );
  return new Map(
    result.rows.map((row) => [
      row.id,
      { latest: row.latest, live: row.live && { ...row.live, created_at: new Date(row.live.created_at) } },
    ]),
  );
}
