import { requestBuildDispatch } from '@folio/platform';
import type { AppContext } from '../app-context.ts';
import { withTimeout } from './with-timeout.ts';

// Redis that does not answer must not hold the request: the build is recorded, and workers also
// look for queued builds every few seconds (BUILD_DISPATCH_INTERVAL_MS).
const PUBLISH_TIMEOUT_MS = 500;

/**
 * Asks the workers to dispatch the builds just recorded as queued (after the transaction that
 * recorded them committed). Builds wait in Postgres until a worker slot takes them, fairly across
 * tenants; this only saves them waiting for the workers' next periodic look. Never throws.
 */
export async function requestDispatch(ctx: AppContext): Promise<void> {
  try {
    await withTimeout(requestBuildDispatch(ctx.redis, ctx.config.queue), PUBLISH_TIMEOUT_MS);
  } catch (err) {
    ctx.log.warn(
      { reason: String((err as Error)?.message ?? err) },
      'build dispatch request not sent; a worker finds the build at its next look',
    );
  }
}
