import { publishSiteEvent } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { type DomainRow, deleteDomain } from '../db/domains.ts';

/** Removes a site's domain and tells the edges, which stop serving the site on that hostname. */
export async function removeDomain(ctx: AppContext, domain: DomainRow): Promise<void> {
  await deleteDomain(ctx.db, domain.id);
  await publishSiteEvent(ctx.redis, { type: 'domain-changed', siteId: domain.site_id, hostname: domain.hostname });
}
