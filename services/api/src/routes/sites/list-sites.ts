import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { listSites } from '../../db/sites.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity } from '../../representations/params.ts';
import { presentSite, siteSchema } from '../../representations/site.ts';

/** `GET /v1/sites`: the tenant's sites. */
export function listSitesRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/v1/sites',
    {
      config: { scope: 'sites:read' },
      schema: {
        tags: ['sites'],
        summary: 'List sites',
        security: apiKeySecurity,
        response: {
          200: { type: 'object', properties: { sites: { type: 'array', items: siteSchema } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const rows = await listSites(ctx.db, callerOf(request).tenantId);
      return { sites: rows.map((row) => presentSite(row, ctx.config)) };
    },
  );
}
