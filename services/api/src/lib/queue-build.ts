import type { BuildRow, BuildTrigger, DeploymentKind } from '@folio/platform';
import type pg from 'pg';
import { lockBranch } from './lock-branch.ts';

/** What to build. `commitSha: null` builds the branch head as the worker finds it. */
export interface BuildRequest {
  siteId: string;
  kind: DeploymentKind;
  branch: string;
  commitSha: string | null;
  trigger: BuildTrigger;
}

/** The new build, and how many still-queued builds it replaced. */
export interface QueuedBuild {
  build: BuildRow;
  superseded: number;
}

/**
 * Records a queued build and supersedes the builds still queued for the same site and branch, inside
 * the caller's transaction. A per-(site, branch) transaction lock orders concurrent pushes: the
 * build recorded last always supersedes the ones before it, so the latest push is the one built.
 * The caller enqueues the job after committing.
 */
export async function queueBuild(client: pg.PoolClient, request: BuildRequest): Promise<QueuedBuild> {
  await lockBranch(client, request.siteId, request.branch);
  const inserted = await client.query<BuildRow>(
    // clock_timestamp(), not the column's now(): now() is when the transaction began, before it
    // waited for the branch lock, so a push that waited longest would look queued first.
    `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, queued_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp()) RETURNING *`,
    [request.siteId, request.kind, request.branch, request.commitSha, request.trigger],
  );
  const build = inserted.rows[0]!;
  const superseded = await client.query(
    `UPDATE builds SET status = 'superseded', superseded_by = $3, finished_at = now()
      WHERE site_id = $1 AND branch = $2 AND status = 'queued' AND id <> $3`,
    [request.siteId, request.branch, build.id],
  );
  return { build, superseded: superseded.rowCount ?? 0 };
}
