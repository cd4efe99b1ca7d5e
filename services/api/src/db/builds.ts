import type { BuildRow, BuildStatus, BuildTrigger, DeploymentKind, Queryable } from '@folio/platform';
import type pg from 'pg';

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

/**
 * Takes the transaction lock of one site's branch. Everything that changes a branch's builds
 * (queueing, superseding, removing its preview) takes it first, so those changes apply in one order.
 */
export async function lockBranch(client: pg.PoolClient, siteId: string, branch: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2, 0))`, [siteId, branch]);
}

/** A build of the tenant's site `siteId`, or `null`. */
export async function findSiteBuild(
  db: Queryable,
  tenantId: string,
  siteId: string,
  buildId: string,
): Promise<BuildRow | null> {
  const result = await db.query<BuildRow>(
    `SELECT b.* FROM builds b JOIN sites s ON s.id = b.site_id
      WHERE b.id = $1 AND b.site_id = $2 AND s.tenant_id = $3`,
    [buildId, siteId, tenantId],
  );
  return result.rows[0] ?? null;
}

/** What a new queued build records. `commitSha: null` builds the branch head as the worker finds it. */
export interface NewBuild {
  siteId: string;
  kind: DeploymentKind;
  branch: string;
  commitSha: string | null;
  trigger: BuildTrigger;
}

/** Records a queued build and returns it; call it holding the branch lock ({@link lockBranch}). */
export async function insertQueuedBuild(db: Queryable, build: NewBuild): Promise<BuildRow> {
  const inserted = await db.query<BuildRow>(
    // clock_timestamp(), not the column's now(): now() is when the transaction began, before it
    // waited for the branch lock, so a push that waited longest would look queued first.
    `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, queued_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp()) RETURNING *`,
    [build.siteId, build.kind, build.branch, build.commitSha, build.trigger],
  );
  return inserted.rows[0]!;
}

/** Marks the branch's other queued builds superseded by `buildId`; returns how many. */
export async function supersedeQueuedBuilds(
  db: Queryable,
  siteId: string,
  branch: string,
  buildId: string,
): Promise<number> {
  const superseded = await db.query(
    `UPDATE builds SET status = 'superseded', superseded_by = $3, finished_at = now()
      WHERE site_id = $1 AND branch = $2 AND status = 'queued' AND id <> $3`,
    [siteId, branch, buildId],
  );
  return superseded.rowCount ?? 0;
}

/** Cancels build `buildId` if it is queued or running and returns it; `null` when it had ended. */
export async function cancelUnfinishedBuild(db: Queryable, buildId: string): Promise<BuildRow | null> {
  const updated = await db.query<BuildRow>(
    `UPDATE builds SET status = 'canceled', finished_at = now() WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
    [buildId],
  );
  return updated.rows[0] ?? null;
}

/** Cancels the branch's unfinished preview builds; returns how many. */
export async function cancelPreviewBuilds(db: Queryable, siteId: string, branch: string): Promise<number> {
  const builds = await db.query(
    `UPDATE builds SET status = 'canceled', finished_at = now()
      WHERE site_id = $1 AND branch = $2 AND kind = 'preview' AND status IN ('queued', 'running')`,
    [siteId, branch],
  );
  return builds.rowCount ?? 0;
}

/** A queued build with what its commit status needs of its site. */
export interface QueuedBuildTarget {
  build_id: string;
  site_id: string;
  branch: string;
  commit_sha: string | null;
  repo_url: string;
  git_token_sealed: string | null;
}

/** Build `buildId` with its site's repository and sealed token, if it is still queued; else `null`. */
export async function findQueuedBuildTarget(db: Queryable, buildId: string): Promise<QueuedBuildTarget | null> {
  const { rows } = await db.query<QueuedBuildTarget>(
    `SELECT b.id AS build_id, b.site_id, b.branch, b.commit_sha, s.repo_url, s.git_token_sealed
       FROM builds b JOIN sites s ON s.id = b.site_id
      WHERE b.id = $1 AND b.status = 'queued'`,
    [buildId],
  );
  return rows[0] ?? null;
}

/** Build `buildId`'s status, or `null` when there is no such build. */
export async function findBuildStatus(db: Queryable, buildId: string): Promise<string | null> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM builds WHERE id = $1', [buildId]);
  return rows[0]?.status ?? null;
}

/** Takes the transaction lock of one site's preview branches (see `checkPreviewBranches`). */
export async function lockPreviewBranches(db: Queryable, siteId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('folio:preview-branches/' || $1::text, 0))`, [siteId]);
}

/**
 * How many branches of the site have a preview (a preview deployment not removed, or a preview
 * build not finished), and whether `branch` is one of them.
 */
export async function countPreviewBranches(
  db: Queryable,
  siteId: string,
  branch: string,
): Promise<{ branches: number; known: boolean }> {
  const { rows } = await db.query<{ branches: number; known: boolean }>(
    `WITH previews AS (
       SELECT branch FROM deployments WHERE site_id = $1 AND kind = 'preview' AND removed_at IS NULL
       UNION
       SELECT branch FROM builds WHERE site_id = $1 AND kind = 'preview' AND status IN ('queued', 'running')
     )
     SELECT count(*)::int AS branches, bool_or(branch = $2) IS TRUE AS known FROM previews`,
    [siteId, branch],
  );
  return rows[0]!;
}

/**
 * A place in a site's queue order: builds ordered after `(queued_at, id)` are later. `queuedAt` is
 * Postgres's own text for the time: a JS Date keeps only milliseconds, and a cursor rounded down
 * would count the build at the cursor as later than itself.
 */
export interface StreamCursor {
  queuedAt: string;
  id: string;
}

/** Before every build: a page that shows none announces the site's first builds. */
export const START_CURSOR: StreamCursor = { queuedAt: '-infinity', id: '00000000-0000-0000-0000-000000000000' };

/**
 * The cursor at the site's build `buildId`. An id that is not one of the site's builds (deleted
 * since) gives the cursor of now, so builds queued before it are never counted as later.
 */
export async function findBuildCursor(db: Queryable, siteId: string, buildId: string): Promise<StreamCursor> {
  const result = await db.query<{ queued_at: string; id: string }>(
    `SELECT coalesce(b.queued_at, now())::text AS queued_at, coalesce(b.id, $3::uuid) AS id
     FROM (SELECT 1) AS one LEFT JOIN builds b ON b.site_id = $1 AND b.id = $2`,
    [siteId, buildId, START_CURSOR.id],
  );
  const row = result.rows[0]!;
  return { queuedAt: row.queued_at, id: row.id };
}

/** A site and a cursor on it: what one or more streams announce after. */
export interface CursorOnSite {
  siteId: string;
  cursor: StreamCursor;
}

/**
 * A build row as the dashboard's live streams read it: what the builds table shows, its site, the
 * cursor text of its queued time, and which cursor of the query it came after (`null`: it was
 * asked for by id).
 */
export type StreamedBuild = Pick<
  BuildRow,
  'id' | 'site_id' | 'kind' | 'branch' | 'commit_sha' | 'status' | 'queued_at' | 'started_at' | 'finished_at'
> & { queued_key: string; after: number | null };

/**
 * One statement for every open stream of a process: the builds asked for by id (the unfinished
 * rows streams follow) and, for each distinct site and cursor, the first `perCursor` builds queued
 * after it. Ordered by queue time, so each stream can take its part in order.
 */
export async function listStreamedBuilds(
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
