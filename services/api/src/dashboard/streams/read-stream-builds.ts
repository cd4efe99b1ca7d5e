import type { Queryable } from '@folio/platform';
import type { BuildTableRowData } from '../pages/site-pages.ts';

/**
 * Where a stream's announcing starts: builds ordered after this `(queued_at, id)` are new.
 * `queuedAt` is Postgres's own text for the time: a JS Date keeps only milliseconds, and a cursor
 * rounded down would announce the newest shown build itself.
 */
export interface StreamCursor {
  queuedAt: string;
  id: string;
}

/** Before every build: a page that shows none announces the site's first builds. */
export const START_CURSOR: StreamCursor = { queuedAt: '-infinity', id: '00000000-0000-0000-0000-000000000000' };

/** A site and a cursor on it: what one or more streams announce after. */
export interface CursorOnSite {
  siteId: string;
  cursor: StreamCursor;
}

/**
 * A build row as the streams read it: what the table shows, its site, the cursor text of its
 * queued time, and which cursor of the query it came after (`null`: it was asked for by id).
 */
export type StreamedBuild = BuildTableRowData & { site_id: string; queued_key: string; after: number | null };

/**
 * One query for every open stream of a process: the builds asked for by id (the unfinished rows
 * streams follow) and, for each distinct site and cursor, the first `perCursor` builds queued after
 * it. Ordered by queue time, so each stream can take its part in order.
 */
export async function readStreamBuilds(
  db: Queryable,
  ids: readonly string[],
  cursors: readonly CursorOnSite[],
  perCursor: number,
): Promise<StreamedBuild[]> {
  if (ids.length === 0 && cursors.length === 0) return [];
  const columns =
    'b.id, b.site_id, b.kind, b.branch, b.commit_sha, b.status, b.queued_at, b.queued_at::text AS queued_key, b.started_at, b.finished_at';
  const result = await db.query<StreamedBuild>(
    `SELECT ${columns}, NULL::int AS after FROM builds b WHERE b.id = ANY($1::uuid[])
     UNION ALL
     SELECT ${columns}, c.ord::int - 1 AS after
       FROM unnest($2::uuid[], $3::text[], $4::uuid[]) WITH ORDINALITY AS c(site_id, queued_at, id, ord)
       CROSS JOIN LATERAL (
         SELECT * FROM builds x WHERE x.site_id = c.site_id AND (x.queued_at, x.id) > (c.queued_at::timestamptz, c.id)
         ORDER BY x.queued_at, x.id LIMIT $5
       ) b
     ORDER BY queued_at, id`,
    [
      ids,
      cursors.map((c) => c.siteId),
      cursors.map((c) => c.cursor.queuedAt),
      cursors.map((c) => c.cursor.id),
      perCursor,
    ],
  );
  return result.rows;
}
