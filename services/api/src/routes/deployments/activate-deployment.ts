import { activateSiteDeployment } from '../../operations/activate-site-deployment.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
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
      await activateSiteDeployment(ctx, callerOf(request).tenantId, siteId, deploymentId);
      request.log.info({ siteId, deploymentId }, 'deployment activated');
      return { siteId, activeDeploymentId: deploymentId };
    },
  );
}
