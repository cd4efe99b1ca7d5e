import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { isOpsHost } from '../routing/is-ops-host.ts';
import { normalizeHost } from '../routing/normalize-host.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

/** `GET /healthz` on an ops host: the process is up (no dependency checked). Elsewhere: the site's page. */
export function healthzRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  app.get('/healthz', async (request, reply) => {
    if (!isOpsHost(normalizeHost(request.headers.host), ctx.config.opsHosts)) return site(request, reply);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}
