import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findDomain } from '../../lib/find-domain.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { domainSchema, presentDomain } from '../../representations/domain.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, domainParams } from '../../representations/params.ts';

/** `GET /v1/sites/{siteId}/domains/{domainId}`: the domain's verification status. */
export function getDomainRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string; domainId: string } }>(
    '/v1/sites/:siteId/domains/:domainId',
    {
      config: { scope: 'domains:read' },
      schema: {
        tags: ['domains'],
        summary: 'Get a custom domain and its verification status',
        security: apiKeySecurity,
        params: domainParams,
        response: { 200: domainSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { siteId, domainId } = request.params;
      return presentDomain(await findDomain(ctx.db, callerOf(request).tenantId, siteId, domainId), ctx.config);
    },
  );
}
