import { publishSiteEvent } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { checkDomainTxt } from '../../lib/check-domain-txt.ts';
import { findDomain } from '../../lib/find-domain.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { domainSchema, presentDomain, type DomainRow } from '../../representations/domain.ts';
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
        summary: 'Check the domain\'s TXT record now',
        security: apiKeySecurity,
        params: domainParams,
        response: { 200: domainSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { siteId, domainId } = request.params;
      const domain = await findDomain(ctx.db, callerOf(request).tenantId, siteId, domainId);
      if (domain.status === 'verified') return presentDomain(domain);
      const failure = await checkDomainTxt(ctx.resolveTxt, domain.hostname, domain.verification_token);
      const row = await ctx.db.query<DomainRow>(
        `UPDATE domains SET last_checked_at = now(), last_check_error = $2,
                status = CASE WHEN $2::text IS NULL THEN 'verified' ELSE status END,
                verified_at = CASE WHEN $2::text IS NULL THEN now() ELSE verified_at END
          WHERE id = $1 RETURNING *`,
        [domain.id, failure],
      );
      if (!failure) {
        await publishSiteEvent(ctx.redis, { type: 'domain-changed', siteId, hostname: domain.hostname });
        request.log.info({ siteId, hostname: domain.hostname }, 'domain verified');
      }
      return presentDomain(row.rows[0]!);
    },
  );
}
