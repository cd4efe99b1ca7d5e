import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';
import { findSiteAccess } from '../../db/site-access.ts';
import { presentSite, siteWithAccessSchema } from '../../representations/site.ts';
import { presentSiteAccess } from '../../representations/site-access.ts';

/** `GET /v1/sites/{siteId}`: the site with its reader access (secrets only as `has…`). */
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
        response: { 200: siteWithAccessSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      return { ...presentSite(site, ctx.config), access: presentSiteAccess(await findSiteAccess(ctx.db, site.id)) };
    },
  );
}
