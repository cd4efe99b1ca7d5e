import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { siteExists } from '../db/sites.ts';
import { AppError } from '../errors/app-error.ts';
import { countInWindow, type WindowCount } from '../lib/count-in-window.ts';
import { withTimeout } from '../lib/with-timeout.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A rate limit that cannot be counted lets the delivery through: a slow or absent Redis must not
// turn every git host's webhook into an error (the build queue has its own recovery).
const COUNT_TIMEOUT_MS = 500;

/**
 * Decides on a webhook delivery before its body (up to `WEBHOOK_BODY_LIMIT_BYTES`) is read: a
 * client address over `WEBHOOK_RATE_LIMIT_PER_IP`, a malformed or unknown site id, or a site over
 * `WEBHOOK_RATE_LIMIT_PER_SITE` is answered at once and the connection closed, so nobody can make
 * the API receive 25 MB, or ask Postgres, as often as they like. The per-address count comes first
 * because it also covers made-up site ids.
 */
export function guardWebhooks(scope: FastifyInstance, ctx: AppContext): void {
  const { perSite, perIp, windowMs } = ctx.config.webhookRateLimit;

  async function limit(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    max: number,
    what: string,
  ): Promise<void> {
    let counted: WindowCount;
    try {
      counted = await withTimeout(countInWindow(ctx.redis, `folio:webhook-rate:${key}`, windowMs), COUNT_TIMEOUT_MS);
    } catch (err) {
      request.log.warn({ err }, 'webhook rate limit not counted; delivery let through');
      return;
    }
    if (counted.count <= max) return;
    const seconds = Math.max(1, Math.ceil(counted.resetMs / 1000));
    void reply.header('retry-after', String(seconds));
    throw new AppError(
      'RATE_LIMITED',
      `${what} sent more than ${max} webhook deliveries in ${windowMs / 1000} s; retry after ${seconds} s`,
    );
  }

  scope.addHook('onRequest', async (request, reply) => {
    // Whatever is refused here is refused before the body is read: close rather than drain it.
    void reply.header('connection', 'close');
    await limit(request, reply, `ip:${request.ip}`, perIp, 'this client address');
    const { siteId } = request.params as { siteId?: string };
    if (siteId === undefined || !UUID.test(siteId)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'params/siteId must match format "uuid"; copy the webhook URL from the site settings',
      );
    }
    if (!(await siteExists(ctx.db, siteId.toLowerCase())))
      throw new AppError(
        'SITE_NOT_FOUND',
        `site ${siteId} does not exist; copy the webhook URL from the site settings`,
      );
    await limit(request, reply, `site:${siteId.toLowerCase()}`, perSite, `site ${siteId}`);
    reply.removeHeader('connection');
  });
}
