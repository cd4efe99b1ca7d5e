import { activateDeployment, publishSiteEvent } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findSite } from '../../lib/find-site.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, deploymentParams } from '../../representations/params.ts';

/**
 * `POST /v1/sites/{siteId}/deployments/{deploymentId}/activate`: serves an earlier successful
 * production deployment again (rollback). Instant: a pointer change and an edge notification, no
 * rebuild.
 */
export function activateDeploymentRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string; deploymentId: string } }>(
    '/v1/sites/:siteId/deployments/:deploymentId/activate',
    {
      config: { scope: 'deployments:write' },
      schema: {
        tags: ['deployments'],
        summary: 'Activate (roll back to) a production deployment',
        security: apiKeySecurity,
        params: deploymentParams,
        response: {
          200: { type: 'object', properties: { siteId: { type: 'string' }, activeDeploymentId: { type: 'string' } } },
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { siteId, deploymentId } = request.params;
      const site = await findSite(ctx.db, callerOf(request).tenantId, siteId);
      const activated = await activateDeployment(ctx.db, { siteId: site.id, deploymentId, onlyIfNewer: false });
      if (!activated) {
        const exists = await ctx.db.query('SELECT 1 FROM deployments WHERE id = $1 AND site_id = $2', [deploymentId, site.id]);
        if (exists.rowCount === 0) throw new AppError('DEPLOYMENT_NOT_FOUND', `deployment ${deploymentId} does not exist for site ${siteId}`);
        throw new AppError(
          'DEPLOYMENT_NOT_ACTIVATABLE',
          `deployment ${deploymentId} cannot serve production: only production deployments of succeeded builds that were not removed can`,
        );
      }
      await publishSiteEvent(ctx.redis, { type: 'deployment-activated', siteId: site.id, deploymentId });
      request.log.info({ siteId, deploymentId }, 'deployment activated');
      return { siteId: site.id, activeDeploymentId: deploymentId };
    },
  );
}
