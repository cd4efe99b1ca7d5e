import { publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { checkDomainTxt } from '../lib/check-domain-txt.ts';
import { findDomain } from '../lib/find-domain.ts';
import { type DomainRow, recordDomainCheck } from '../db/domains.ts';

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
  const row = await recordDomainCheck(ctx.db, domain.id, failure);
  if (!failure) await publishSiteEvent(ctx.redis, { type: 'domain-changed', siteId, hostname: domain.hostname });
  return row;
}
