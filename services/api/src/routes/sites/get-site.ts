import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';
import { presentSite, siteSchema } from '../../representations/site.ts';

/** `GET /v1/sites/{siteId}`. */
export function getSiteRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string } }>(
    '/v1/sites/:siteId',
    {
      config: { scope: 'sites:read' },
      schema: {
        tags: ['sites'],
        summary: 'Get a site',
        security: apiKeySecurity,
        params: siteParams,
        response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      presentSite(await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId), ctx.config),
  );
}
