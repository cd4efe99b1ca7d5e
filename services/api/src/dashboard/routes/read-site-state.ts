import type { Queryable } from '@folio/platform';
import { findSiteLiveStates } from '../../db/sites.ts';
import type { SiteLiveState } from '../pages/site-status.ts';

/**
 * Each site's newest build and live production deployment, as the overview's Status and
 * Production cards show them: one query for any number of sites (the live streams of a process
 * share it). Throws when Postgres does not answer.
 */
export async function readSiteStates(db: Queryable, siteIds: readonly string[]): Promise<Map<string, SiteLiveState>> {
  if (siteIds.length === 0) return new Map();
  const rows = await findSiteLiveStates(db, siteIds);
  return new Map(
    rows.map((row) => [
      row.id,
      { latest: row.latest, live: row.live && { ...row.live, created_at: new Date(row.live.created_at) } },
    ]),
  );
}
