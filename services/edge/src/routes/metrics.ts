import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { isBearerToken } from '../proxy/is-bearer-token.ts';
import { isOpsHost } from '../routing/is-ops-host.ts';
import { normalizeHost } from '../routing/normalize-host.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

/**
 * `GET /metrics` on an ops host, with `authorization: Bearer <METRICS_TOKEN>`: Prometheus text
 * format. The Host header is the client's to choose, so the ops host alone protects nothing: a
 * missing or wrong token gets 401, and without a configured token the path is not served at all.
 * On a site's host the path is the site's.
 */
export function metricsRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  const token = ctx.config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (token === null || !isOpsHost(normalizeHost(request.headers.host), ctx.config.opsHosts))
      return site(request, reply);
    if (!isBearerToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .headers({
          'www-authenticate': 'Bearer',
          'cache-control': 'no-store',
          'content-type': 'text/plain; charset=utf-8',
        })
        .send('Unauthorized\n');
    }
    const text = await ctx.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(ctx.metrics.registry.contentType).send(text);
  });
}
