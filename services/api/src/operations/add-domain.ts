import { randomBytes } from 'node:crypto';
import { publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { findSite } from '../lib/find-site.ts';
import { isUniqueViolation } from '../lib/is-unique-violation.ts';
import { normalizeHostname } from '../lib/normalize-hostname.ts';
import { withTransaction } from '../lib/with-transaction.ts';
import { type DomainRow, deleteLapsedClaim, insertDomain } from '../db/domains.ts';

/**
 * Claims a hostname for a site, pending until its TXT record is verified. A hostname belongs to at
 * most one site across all tenants (409 DOMAIN_TAKEN); a claim never verified lapses after
 * `DOMAIN_CLAIM_TTL_HOURS`, and the next claim replaces it.
 */
export async function addDomain(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  hostnameInput: string,
): Promise<DomainRow> {
  const site = await findSite(ctx.db, tenantId, siteId);
  const hostname = normalizeHostname(hostnameInput, ctx.config);
  try {
    // One transaction: the lapsed claim goes only if this one takes its place.
    const row = await withTransaction(ctx.db, async (client) => {
      await deleteLapsedClaim(client, hostname, ctx.config.domainClaimTtlHours);
      return insertDomain(client, site.id, hostname, `folio-verify-${randomBytes(16).toString('hex')}`);
    });
    await publishSiteEvent(ctx.redis, { type: 'domain-changed', siteId: site.id, hostname });
    return row;
  } catch (error) {
    if (!isUniqueViolation(error, 'domains_hostname_key')) throw error;
    throw new AppError('DOMAIN_TAKEN', `hostname ${hostname} is already added to a site; remove it there first`);
  }
}
