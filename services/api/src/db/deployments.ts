import type { Queryable } from '@folio/platform';

/** A `deployments` row joined with its site's slug and active pointer. */
export interface DeploymentRow {
  id: string;
  site_id: string;
  build_id: string;
  kind: 'production' | 'preview';
  branch: string;
  commit_sha: string | null;
  created_at: Date;
  removed_at: Date | null;
  slug: string;
  active_deployment_id: string | null;
  /** For previews: whether this is the newest live preview of its branch. */
  is_latest_preview: boolean;
}

/** A site's deployments, newest first, with whether each is live (`is_latest_preview` for previews). */
export async function listDeployments(
  db: Queryable,
  siteId: string,
  options: { kind?: 'production' | 'preview' | null; limit: number },
): Promise<DeploymentRow[]> {
  const rows = await db.query<DeploymentRow>(
    `SELECT d.*, s.slug, s.active_deployment_id,
            d.kind = 'preview' AND d.removed_at IS NULL AND d.id = (
              SELECT p.id FROM deployments p
               WHERE p.site_id = d.site_id AND p.kind = 'preview' AND p.branch = d.branch AND p.removed_at IS NULL
               ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS is_latest_preview
       FROM deployments d JOIN sites s ON s.id = d.site_id
      WHERE d.site_id = $1 AND ($2::text IS NULL OR d.kind = $2)
      ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
    [siteId, options.kind ?? null, options.limit],
  );
  return rows.rows;
}

/** Whether deployment `deploymentId` belongs to site `siteId`. */
export async function siteDeploymentExists(db: Queryable, siteId: string, deploymentId: string): Promise<boolean> {
  const exists = await db.query('SELECT 1 FROM deployments WHERE id = $1 AND site_id = $2', [deploymentId, siteId]);
  return exists.rowCount !== 0;
}

/** Marks the branch's live preview deployments removed (the edge stops serving them); returns how many. */
export async function markPreviewsRemoved(db: Queryable, siteId: string, branch: string): Promise<number> {
  const deployments = await db.query(
    `UPDATE deployments SET removed_at = now()
      WHERE site_id = $1 AND branch = $2 AND kind = 'preview' AND removed_at IS NULL`,
    [siteId, branch],
  );
  return deployments.rowCount ?? 0;
}

/** The site's live production deployment: where its manifest is stored, and when it went out. */
export interface LiveDeploymentRow {
  id: string;
  manifest_key: string;
  commit_sha: string | null;
  created_at: Date;
}

/** The deployment the site serves (`sites.active_deployment_id`), or `null` before its first one. */
export async function findLiveDeployment(db: Queryable, siteId: string): Promise<LiveDeploymentRow | null> {
  const rows = await db.query<LiveDeploymentRow>(
    `SELECT d.id, d.manifest_key, d.commit_sha, d.created_at
       FROM sites s JOIN deployments d ON d.id = s.active_deployment_id
      WHERE s.id = $1`,
    [siteId],
  );
  return rows.rows[0] ?? null;
}
