import type pg from 'pg';
import { markPreviewsRemoved } from '../db/deployments.ts';
import { cancelPreviewBuilds, lockBranch } from '../db/builds.ts';

/** What deleting a branch's preview touched. */
export interface RemovedPreview {
  deployments: number;
  canceledBuilds: number;
}

/**
 * Takes a deleted branch's previews offline (deployments marked removed, so the edge stops serving
 * them) and cancels its unfinished builds, in the caller's transaction. Never touches production.
 */
export async function removePreview(client: pg.PoolClient, siteId: string, branch: string): Promise<RemovedPreview> {
  await lockBranch(client, siteId, branch);
  const deployments = await markPreviewsRemoved(client, siteId, branch);
  const canceledBuilds = await cancelPreviewBuilds(client, siteId, branch);
  return { deployments, canceledBuilds };
}
