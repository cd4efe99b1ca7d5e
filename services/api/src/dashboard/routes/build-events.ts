import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { AppError } from '../../errors/app-error.ts';
import { findBuild } from '../../lib/find-build.ts';
import { requireScope, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { isFinished } from '../pages/build-page.ts';
import { buildStreamHub } from '../streams/build-stream-hub.ts';
import { openEventStream } from './open-event-stream.ts';
import { loadSite } from './site-routes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /sites/:siteId/builds/:buildId/events`: server-sent `event: status` with `{"status"}` at
 * once and whenever it changes; the stream ends once the build is finished (the page reloads to
 * show diagnostics and log). Fed by the process's shared poll like the builds list's stream, under
 * the same caps, and ended within a poll when the session signs out or loses the tenant.
 */
export function buildEventsRoute(app: FastifyInstance, ctx: DashboardContext): void {
  const hub = buildStreamHub(app, ctx);
  app.get<{ Params: { siteId: string; buildId: string } }>(
    '/sites/:siteId/builds/:buildId/events',
    async (request, reply) => {
      const session = sessionOf(request);
      requireScope(scopesOfRole(session.role!), 'builds:read');
      const owner = { tokenHash: session.tokenHash, tenantId: session.tenantId };
      const lease = hub.admit(owner);
      try {
        const site = await loadSite(ctx, session.tenantId, request.params.siteId);
        if (!UUID.test(request.params.buildId))
          throw new AppError('BUILD_NOT_FOUND', `build ${request.params.buildId} does not exist`);
        const build = await findBuild(ctx.db, session.tenantId, site.id, request.params.buildId);
        const stream = openEventStream(request, reply);
        const send = (status: string) => stream.raw.write(`event: status\ndata: ${JSON.stringify({ status })}\n\n`);
        let last: string = build.status;
        send(last);
        if (isFinished(last)) {
          stream.raw.end();
          return;
        }
        const following = new Set([build.id]);
        await hub.hold(
          stream,
          { owner, siteId: site.id, followSite: false, following: () => following, cursor: () => null },
          (update) => {
            const status = update.builds.find((b) => b.id === build.id)?.status;
            // Gone (the site was deleted): nothing more to follow.
            if (!status) return false;
            if (status !== last) {
              last = status;
              send(status);
            } else stream.raw.write(': keep-alive\n\n');
            return !isFinished(status);
          },
        );
      } finally {
        lease.release();
      }
    },
  );
}
