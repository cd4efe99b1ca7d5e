import { activateDeployment, publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { siteDeploymentExists } from '../db/deployments.ts';
import { AppError } from '../errors/app-error.ts';
import { findSite } from '../lib/find-site.ts';

/**
 * Serves an earlier successful production deployment again (rollback, or promote): a pointer
 * change and an edge notification, no rebuild.
 */
export async function activateSiteDeployment(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  deploymentId: string,
): Promise<void> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const activated = await activateDeployment(ctx.db, { siteId: site.id, deploymentId, onlyIfNewer: false });
  if (!activated) {
    if (!(await siteDeploymentExists(ctx.db, site.id, deploymentId)))
      throw new AppError('DEPLOYMENT_NOT_FOUND', `deployment ${deploymentId} does not exist for site ${siteId}`);
    throw new AppError(
      'DEPLOYMENT_NOT_ACTIVATABLE',
      `deployment ${deploymentId} cannot serve production: only production deployments of succeeded builds that were not removed can`,
    );
  }
  await publishSiteEvent(ctx.redis, { type: 'deployment-activated', siteId: site.id, deploymentId });
}
