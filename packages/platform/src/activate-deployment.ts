import type { Queryable } from './queryable.ts';

/** Which deployment to make live, and whether an older build may replace a newer one. */
export interface DeploymentActivation {
  siteId: string;
  deploymentId: string;
  /**
   * `true` for the worker finishing a build: do nothing when the live deployment comes from a build
   * queued later (two builds ran concurrently and the newer one finished first). `false` for a
   * rollback, which deliberately goes back in time.
   */
  onlyIfNewer: boolean;
}

/**
 * Makes a production deployment the one a site serves, in one SQL statement (going live and rolling
 * back are a pointer change). Refuses deployments that are not the site's, not production, removed,
 * or whose build did not succeed. Returns whether the pointer now names the deployment.
 */
export async function activateDeployment(db: Queryable, activation: DeploymentActivation): Promise<boolean> {
  const result = await db.query(
    `UPDATE sites s SET active_deployment_id = d.id, updated_at = now()
       FROM deployments d
       JOIN builds b ON b.id = d.build_id
      WHERE s.id = $1 AND d.id = $2 AND d.site_id = s.id
        AND d.kind = 'production' AND d.removed_at IS NULL AND b.status = 'succeeded'
        AND (NOT $3::boolean OR b.queued_at >= COALESCE((
              SELECT cb.queued_at FROM deployments cd JOIN builds cb ON cb.id = cd.build_id
               WHERE cd.id = s.active_deployment_id), '-infinity'::timestamptz))`,
    [activation.siteId, activation.deploymentId, activation.onlyIfNewer],
  );
  return result.rowCount === 1;
}
