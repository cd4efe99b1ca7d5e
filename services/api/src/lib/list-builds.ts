import type { BuildRow, BuildStatus, Queryable } from '@folio/platform';

/** Filters of {@link listBuilds}. */
export interface BuildFilter {
  status?: BuildStatus | null;
  branch?: string | null;
  /** Only builds queued before this instant (paging). */
  before?: string | null;
  limit: number;
}

/** A site's builds, newest first. */
export async function listBuilds(db: Queryable, siteId: string, filter: BuildFilter): Promise<BuildRow[]> {
  const rows = await db.query<BuildRow>(
    `SELECT * FROM builds
      WHERE site_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR branch = $3)
        AND ($4::timestamptz IS NULL OR queued_at < $4)
      ORDER BY queued_at DESC, id DESC LIMIT $5`,
    [siteId, filter.status ?? null, filter.branch ?? null, filter.before ?? null, filter.limit],
  );
  return rows.rows;
}
