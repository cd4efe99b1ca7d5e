import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { sweepSiteBlobs } from '../lib/sweep-site-blobs.ts';

/**
 * Every `SITE_BLOB_SWEEP_INTERVAL_MS`, sweeps the objects of deleted sites that are due (a pass the
 * delete request could not finish, or the last pass after late uploads). Off without S3 settings
 * or with an interval of 0; stopped when the app closes. Sweeps never overlap in one process.
 */
export function startSiteBlobSweeper(app: FastifyInstance, ctx: AppContext): void {
  const storage = ctx.storage;
  const interval = ctx.config.siteBlobSweepIntervalMs;
  if (storage === null || interval === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSiteBlobs(ctx.db, storage, { log: app.log })
      .catch((err: unknown) => app.log.warn({ err }, 'sweeping the objects of deleted sites failed'))
      .finally(() => (running = false));
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
