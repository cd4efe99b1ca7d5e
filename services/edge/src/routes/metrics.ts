import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { isOpsHost } from '../routing/is-ops-host.ts';
import { normalizeHost } from '../routing/normalize-host.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

/**
 * `GET /metrics` on an ops host: Prometheus text format (expose the ops hosts to the scraper only).
 * On a site's host the path is the site's.
 */
export function metricsRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  app.get('/metrics', async (request, reply) => {
    if (!isOpsHost(normalizeHost(request.headers.host), ctx.config.opsHosts)) return site(request, reply);
    const text = await ctx.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(ctx.metrics.registry.contentType).send(text);
  });
}
