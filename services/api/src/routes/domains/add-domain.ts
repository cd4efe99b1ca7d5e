import { randomBytes } from 'node:crypto';
import { publishSiteEvent } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findSite } from '../../lib/find-site.ts';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';
import { normalizeHostname } from '../../lib/normalize-hostname.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { domainSchema, presentDomain, type DomainRow } from '../../representations/domain.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/**
 * `POST /v1/sites/{siteId}/domains`: claims a hostname for the site, pending until its TXT record
 * is verified. A hostname belongs to at most one site across all tenants (409 DOMAIN_TAKEN).
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
          'Internationalised names are stored in punycode. The platform domain and names under it are refused. ' +
          'Publish the returned TXT record, then call the verify route.',
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
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      const hostname = normalizeHostname(request.body.hostname, ctx.config.platformDomain);
      try {
        const row = await ctx.db.query<DomainRow>(
          'INSERT INTO domains (site_id, hostname, verification_token) VALUES ($1, $2, $3) RETURNING *',
          [site.id, hostname, `folio-verify-${randomBytes(16).toString('hex')}`],
        );
        await publishSiteEvent(ctx.redis, { type: 'domain-changed', siteId: site.id, hostname });
        return reply.status(201).send(presentDomain(row.rows[0]!));
      } catch (error) {
        if (!isUniqueViolation(error, 'domains_hostname_key')) throw error;
        throw new AppError('DOMAIN_TAKEN', `hostname ${hostname} is already added to a site; remove it there first`);
      }
    },
  );
}
