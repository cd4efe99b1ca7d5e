import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { sweepEndedSignIns } from '../accounts/sweep-ended-sign-ins.ts';

/**
 * Every `SIGN_IN_SWEEP_INTERVAL_MS`, deletes expired sessions and used or expired one-time links
 * (see `sweepEndedSignIns`). Off with an interval of 0; stopped when the app closes. Sweeps never
 * overlap in one process; several API processes sweeping at once only delete the same rows.
 */
export function startSignInSweeper(app: FastifyInstance, ctx: AppContext): void {
  const interval = ctx.config.signInSweepIntervalMs;
  if (interval === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepEndedSignIns(ctx.db)
      .then((swept) => {
        if (swept.sessions + swept.oneTimeLinks > 0) app.log.info(swept, 'ended sessions and one-time links swept');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'sweeping ended sessions and one-time links failed'))
      .finally(() => (running = false));
  }, interval);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
