import type { BuildRow, BuildTrigger, DeploymentKind } from '@folio/platform';
import type pg from 'pg';
import { insertQueuedBuild, lockBranch, supersedeQueuedBuilds } from '../db/builds.ts';

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
  const build = await insertQueuedBuild(client, request);
  const superseded = await supersedeQueuedBuilds(client, request.siteId, request.branch, build.id);
  return { build, superseded };
}
