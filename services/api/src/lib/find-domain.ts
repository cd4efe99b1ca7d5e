import type { Queryable } from '@folio/platform';
import { AppError } from '../errors/app-error.ts';
import type { DomainRow } from '../representations/domain.ts';

/** Loads a domain of a tenant's site, or fails with 404 DOMAIN_NOT_FOUND. */
export async function findDomain(
  db: Queryable,
  tenantId: string,
  siteId: string,
  domainId: string,
): Promise<DomainRow> {
  const result = await db.query<DomainRow>(
    `SELECT d.* FROM domains d JOIN sites s ON s.id = d.site_id
      WHERE d.id = $1 AND d.site_id = $2 AND s.tenant_id = $3`,
    [domainId, siteId, tenantId],
  );
  const domain = result.rows[0];
  if (!domain) throw new AppError('DOMAIN_NOT_FOUND', `domain ${domainId} does not exist for site ${siteId}`);
  return domain;
}
