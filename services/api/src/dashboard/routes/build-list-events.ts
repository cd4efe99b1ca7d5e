import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { requireScope, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { formatDuration } from '../format.ts';
import { isFinished } from '../pages/build-page.ts';
import { EVENT_POLL_MS, EVENT_STREAM_LIMIT_MS, openEventStream } from './open-event-stream.ts';
import { loadSite } from './site-routes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most builds one stream follows: a page of the builds list. */
export const MAX_FOLLOWED_BUILDS = 25;

interface FollowedBuild {
  id: string;
  status: string;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/**
 * `GET /sites/:siteId/builds/events?ids=<id>,<id>…`: one server-sent event stream for every
 * unfinished build of a list, so each row follows its build live over a single connection (a
 * stream per row would exhaust the six connections a browser opens to one host over HTTP/1.1).
 * Sends `event: build` with `{"id","status","duration"}` for each build at once and whenever its
 * status changes, and ends when all are finished. Only the site's own builds are followed; other
 * ids are ignored. Postgres is the record, so any API process can serve it.
 */
export function buildListEventsRoute(app: FastifyInstance, ctx: DashboardContext): void {
  app.get<{ Params: { siteId: string }; Querystring: { ids?: string } }>('/sites/:siteId/builds/events', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'builds:read');
    const site = await loadSite(ctx, session.tenantId, request.params.siteId);
    const ids = [...new Set((request.query.ids ?? '').split(','))].filter((id) => UUID.test(id)).slice(0, MAX_FOLLOWED_BUILDS);
    const read = async (): Promise<FollowedBuild[] | null> =>
      ids.length === 0
        ? []
        : ctx.db
            .query<FollowedBuild>('SELECT id, status, queued_at, started_at, finished_at FROM builds WHERE site_id = $1 AND id = ANY($2::uuid[]) ORDER BY queued_at', [site.id, ids])
            .then((result) => result.rows)
            .catch(() => null);
    const first = await read();
    const { raw, closed } = openEventStream(request, reply);
    const last = new Map<string, string>();
    const publish = (builds: FollowedBuild[]): boolean => {
      let changed = false;
      for (const build of builds) {
        if (last.get(build.id) === build.status) continue;
        last.set(build.id, build.status);
        changed = true;
        const duration = build.started_at && build.finished_at ? formatDuration(build.finished_at.getTime() - build.queued_at.getTime()) : formatDuration(null);
        raw.write(`event: build\ndata: ${JSON.stringify({ id: build.id, status: build.status, duration })}\n\n`);
      }
      return changed;
    };
    publish(first ?? []);
    const deadline = Date.now() + EVENT_STREAM_LIMIT_MS;
    const running = () => [...last.values()].some((status) => !isFinished(status));
    while (!closed() && first !== null && running() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, EVENT_POLL_MS));
      const builds = await read();
      if (builds === null) break;
      if (!publish(builds)) raw.write(': keep-alive\n\n');
    }
    raw.end();
  });
}
