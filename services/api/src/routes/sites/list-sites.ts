import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SiteRow } from '../../lib/find-site.ts';
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
      const rows = await ctx.db.query<SiteRow>('SELECT * FROM sites WHERE tenant_id = $1 ORDER BY created_at', [
        callerOf(request).tenantId,
      ]);
      return { sites: rows.rows.map((row) => presentSite(row, ctx.config)) };
    },
  );
}
