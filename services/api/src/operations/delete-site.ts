import { publishSiteEvent } from '@folio/platform';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { requestSiteBlobDeletion } from '../db/site-blob-deletions.ts';
import { deleteTenantSite } from '../db/sites.ts';
import { AppError } from '../errors/app-error.ts';
import { deleteSiteBlobs } from '../lib/delete-site-blobs.ts';
import { withTimeout } from '../lib/with-timeout.ts';
import { withTransaction } from '../lib/with-transaction.ts';

// How long the request itself spends deleting the site's objects; the sweeper finishes the rest.
const BLOB_DELETION_BUDGET_MS = 10_000;

/**
 * Removes a site with its builds, deployments, domains and webhook records; edges are told at once,
 * so none of its deployments is served any more. Its stored objects are recorded for deletion in
 * the same transaction, then deleted within a bounded time; what is left (S3 down, a huge site,
 * late uploads) goes in later sweeps (`site_blob_deletions`).
 */
export async function deleteSite(
  ctx: AppContext,
  tenantId: string,
  siteId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await withTransaction(ctx.db, async (client) => {
    if (!(await deleteTenantSite(client, tenantId, siteId)))
      throw new AppError('SITE_NOT_FOUND', `site ${siteId} does not exist`);
    // Leased for the pass below; a sweeper takes it up if this process never gets to it.
    await requestSiteBlobDeletion(client, siteId);
  });
  await publishSiteEvent(ctx.redis, { type: 'site-removed', siteId });
  log.info({ siteId }, 'site deleted');
  if (ctx.storage) {
    await withTimeout(deleteSiteBlobs(ctx.db, ctx.storage, siteId), BLOB_DELETION_BUDGET_MS).catch((err: unknown) =>
      log.warn({ err, siteId }, 'deleting the site objects did not finish; the sweeper carries on'),
    );
  }
}
