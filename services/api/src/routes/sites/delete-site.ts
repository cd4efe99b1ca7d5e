import { publishSiteEvent } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/**
 * `DELETE /v1/sites/{siteId}`: removes the site with its builds, deployments, domains and webhook
 * records; edges are told at once, so none of its deployments is served any more.
 */
export function deleteSiteRoute(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Params: { siteId: string } }>(
    '/v1/sites/:siteId',
    {
      config: { scope: 'sites:write' },
      schema: {
        tags: ['sites'],
        summary: 'Delete a site (its deployments stop being served)',
        security: apiKeySecurity,
        params: siteParams,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      const result = await ctx.db.query('DELETE FROM sites WHERE id = $1 AND tenant_id = $2', [siteId, callerOf(request).tenantId]);
      if (result.rowCount !== 1) throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist`);
      await publishSiteEvent(ctx.redis, { type: 'site-removed', siteId });
      request.log.info({ siteId }, 'site deleted');
      return reply.status(204).send();
    },
  );
}
