import type { Queryable } from '@folio/platform';
import { AppError } from '../errors/app-error.ts';
import { type DomainRow, findSiteDomain } from '../db/domains.ts';

/** Loads a domain of a tenant's site, or fails with 404 DOMAIN_NOT_FOUND. */
export async function findDomain(
  db: Queryable,
  tenantId: string,
  siteId: string,
  domainId: string,
): Promise<DomainRow> {
  const domain = await findSiteDomain(db, tenantId, siteId, domainId);
  if (!domain) throw new AppError('DOMAIN_NOT_FOUND', `domain ${domainId} does not exist for site ${siteId}`);
  return domain;
}
