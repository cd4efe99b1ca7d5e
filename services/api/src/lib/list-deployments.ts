import type { Queryable } from '@folio/platform';
import type { DeploymentRow } from '../representations/deployment.ts';

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
