import { publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { checkDomainTxt } from '../lib/check-domain-txt.ts';
import { findDomain } from '../lib/find-domain.ts';
import type { DomainRow } from '../representations/domain.ts';

/**
 * Looks up `_folio-challenge.<hostname>` now and records the outcome: `status` says whether the
 * domain is verified, `last_check_error` what is missing. A verified domain stays verified.
 */
export async function verifyDomain(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  domainId: string,
): Promise<DomainRow> {
  const domain = await findDomain(ctx.db, tenantId, siteId, domainId);
  if (domain.status === 'verified') return domain;
  const failure = await checkDomainTxt(ctx.resolveTxt, domain.hostname, domain.verification_token);
  const row = await ctx.db.query<DomainRow>(
    `UPDATE domains SET last_checked_at = now(), last_check_error = $2,
            status = CASE WHEN $2::text IS NULL THEN 'verified' ELSE status END,
            verified_at = CASE WHEN $2::text IS NULL THEN now() ELSE verified_at END
      WHERE id = $1 RETURNING *`,
    [domain.id, failure],
  );
  if (!failure) await publishSiteEvent(ctx.redis, { type: 'domain-changed', siteId, hostname: domain.hostname });
  return row.rows[0]!;
}
