import { addDomain } from '../../operations/add-domain.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { domainSchema, presentDomain } from '../../representations/domain.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/**
 * `POST /v1/sites/{siteId}/domains`: claims a hostname for the site, pending until its TXT record
 * is verified. A hostname belongs to at most one site across all tenants (409 DOMAIN_TAKEN); a
 * claim never verified lapses after `DOMAIN_CLAIM_TTL_HOURS`, so nobody can hold a hostname they
 * cannot prove is theirs, and the next claim replaces it.
 */
export function addDomainRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string }; Body: { hostname: string } }>(
    '/v1/sites/:siteId/domains',
    {
      config: { scope: 'domains:write' },
      schema: {
        tags: ['domains'],
        summary: 'Add a custom domain',
        description:
          'Internationalised names are stored in punycode. The sites domain, the platform domain and names under them are refused. ' +
          'Publish the returned TXT record, then call the verify route before claimExpiresAt: an unverified claim then lapses and another site may add the hostname.',
        security: apiKeySecurity,
        params: siteParams,
        body: {
          type: 'object',
          properties: { hostname: { type: 'string', minLength: 1, maxLength: 300 } },
          required: ['hostname'],
          additionalProperties: false,
        },
        response: { 201: domainSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await addDomain(ctx, callerOf(request).tenantId, request.params.siteId, request.body.hostname);
      return reply.status(201).send(presentDomain(row, ctx.config));
    },
  );
}
