import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { listDomains } from '../../db/domains.ts';
import { domainSchema, presentDomain } from '../../representations/domain.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/** `GET /v1/sites/{siteId}/domains`. */
export function listDomainsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string } }>(
    '/v1/sites/:siteId/domains',
    {
      config: { scope: 'domains:read' },
      schema: {
        tags: ['domains'],
        summary: 'List custom domains',
        security: apiKeySecurity,
        params: siteParams,
        response: {
          200: { type: 'object', properties: { domains: { type: 'array', items: domainSchema } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      const rows = await listDomains(ctx.db, site.id);
      return { domains: rows.map((row) => presentDomain(row, ctx.config)) };
    },
  );
}
