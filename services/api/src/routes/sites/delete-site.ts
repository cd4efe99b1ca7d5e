import { deleteSite } from '../../operations/delete-site.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/**
 * `DELETE /v1/sites/{siteId}`: removes the site with its builds, deployments, domains and webhook
 * records; edges are told at once, so none of its deployments is served any more. Its stored
 * objects are recorded for deletion in the same transaction, then deleted within a bounded time;
 * what is left (S3 down, a huge site, late uploads) goes in later sweeps (`site_blob_deletions`).
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
      await deleteSite(ctx, callerOf(request).tenantId, request.params.siteId, request.log);
      return reply.status(204).send();
    },
  );
}
