import type { Queryable } from '@folio/platform';
import { findTenantSite, type SiteRow } from '../db/sites.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * Loads a tenant's site or fails with 404 SITE_NOT_FOUND. Another tenant's site is "not found"
 * too: a tenant cannot even learn that an id exists.
 */
export async function findSite(db: Queryable, tenantId: string, siteId: string): Promise<SiteRow> {
  const site = await findTenantSite(db, tenantId, siteId);
  if (!site) throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist`);
  return site;
}
