import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findDomain } from '../../lib/find-domain.ts';
import { removeDomain } from '../../operations/remove-domain.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, domainParams } from '../../representations/params.ts';

/** `DELETE /v1/sites/{siteId}/domains/{domainId}`: the hostname stops being served and is free to claim. */
export function removeDomainRoute(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Params: { siteId: string; domainId: string } }>(
    '/v1/sites/:siteId/domains/:domainId',
    {
      config: { scope: 'domains:write' },
      schema: {
        tags: ['domains'],
        summary: 'Remove a custom domain',
        security: apiKeySecurity,
        params: domainParams,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { siteId, domainId } = request.params;
      const domain = await findDomain(ctx.db, callerOf(request).tenantId, siteId, domainId);
      await removeDomain(ctx, domain);
      return reply.status(204).send();
    },
  );
}
