import type pg from 'pg';
import { countPreviewBranches, lockPreviewBranches } from '../db/builds.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * Refuses a preview build of a branch the site has no preview of yet when it already has `limit`
 * preview branches: branches with a preview deployment not removed, or a preview build not
 * finished. Runs in the caller's transaction, under a per-site lock, so concurrent pushes of new
 * branches cannot both take the last place. A branch that already has a preview always builds.
 */
export async function checkPreviewBranches(
  client: pg.PoolClient,
  siteId: string,
  branch: string,
  limit: number,
): Promise<void> {
  await lockPreviewBranches(client, siteId);
  const { branches, known } = await countPreviewBranches(client, siteId, branch);
  if (known || branches < limit) return;
  throw new AppError(
    'PREVIEW_LIMIT_REACHED',
    `branch "${branch}" was not built: this site already has ${branches} preview branches, the most allowed (${limit}); ` +
      "delete merged branches on the git host (a deleted branch's preview is removed) and push again",
  );
}
