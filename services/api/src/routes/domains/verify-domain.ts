import { verifyDomain } from '../../operations/verify-domain.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { domainSchema, presentDomain } from '../../representations/domain.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, domainParams } from '../../representations/params.ts';

/**
 * `POST /v1/sites/{siteId}/domains/{domainId}/verify`: looks up `_folio-challenge.<hostname>` now.
 * Answers 200 with the domain either way: `status` says whether it is verified, `lastCheckError`
 * what is missing. A verified domain stays verified.
 */
export function verifyDomainRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string; domainId: string } }>(
    '/v1/sites/:siteId/domains/:domainId/verify',
    {
      config: { scope: 'domains:write' },
      schema: {
        tags: ['domains'],
        summary: "Check the domain's TXT record now",
        security: apiKeySecurity,
        params: domainParams,
        response: { 200: domainSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { siteId, domainId } = request.params;
      const row = await verifyDomain(ctx, callerOf(request).tenantId, siteId, domainId);
      request.log.info({ siteId, hostname: row.hostname, status: row.status }, 'domain checked');
      return presentDomain(row, ctx.config);
    },
  );
}
