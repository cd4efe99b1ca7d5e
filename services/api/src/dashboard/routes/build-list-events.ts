import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import {
  findBuildCursor,
  listStreamedBuilds,
  START_CURSOR,
  type StreamCursor,
  type StreamedBuild,
} from '../../db/builds.ts';
import { requireScope, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { formatDuration } from '../format.ts';
import { isFinished } from '../pages/build-page.ts';
import { buildTableRow } from '../pages/site-pages.ts';
import {
  siteProductionCell,
  siteStateKey,
  siteStateSummary,
  siteStatusCell,
  type SiteLiveState,
} from '../pages/site-status.ts';
import { buildStreamHub, MAX_NEW_BUILDS_PER_POLL } from '../streams/build-stream-hub.ts';
import { EVENT_STREAM_LIMIT_MS, openEventStream } from './open-event-stream.ts';
import { readSiteStates } from './read-site-state.ts';
import { loadSite } from './site-routes.ts';

export { MAX_NEW_BUILDS_PER_POLL };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most builds one stream follows: a page of the builds list. */
const MAX_FOLLOWED_BUILDS = 25;
/**
 * Most new builds one stream announces; then it ends and the browser reconnects with its newest
 * build as `after`, so one connection's memory and query stay bounded on a busy site.
 */
const MAX_ANNOUNCED_BUILDS = 25;

/**
 * `GET /sites/:siteId/builds/events?ids=<id>,<id>…[&after=<id>]`: one server-sent event stream
 * for every unfinished build of a list, so each row follows its build live over a single
 * connection (a stream per row would exhaust the six connections a browser opens to one host over
 * HTTP/1.1). Sends `event: build` with `{"id","status","duration"}` for each build at once and
 * whenever its status changes. Only the site's own builds are followed; other ids are ignored.
 *
 * Without `after` the stream ends when all are finished. With `after` (the newest build the page
 * shows, or `none`) it stays open until {@link EVENT_STREAM_LIMIT_MS} and also sends
 * `event: new-build` with `{"id","status","branch","row"}` for each build of the site queued
 * later — `row` is the table row rendered (and escaped) by the dashboard — then follows it like
 * the others. Postgres is the record, so any API process can serve it.
 *
 * With `site=1` (the overview) it also sends `event: site` with `{"key","status","production",
 * "summary"}` at once and whenever the site's newest build or live deployment changes: `status`
 * and `production` are the overview's cards rendered (and escaped) here, `summary` plain text
 * for screen readers, `key` what the page compares with the state it shows.
 *
 * After its first answer the stream is fed by the process's shared poll ({@link buildStreamHub}):
 * open streams cost Postgres no query each, a session and a tenant hold a bounded number (429
 * beyond), and the stream ends within a poll once its session signs out or loses the tenant.
 */
export function buildListEventsRoute(app: FastifyInstance, ctx: DashboardContext): void {
  const hub = buildStreamHub(app, ctx);
  app.get<{ Params: { siteId: string }; Querystring: { ids?: string; after?: string; site?: string } }>(
    '/sites/:siteId/builds/events',
    async (request, reply) => {
      const session = sessionOf(request);
      requireScope(scopesOfRole(session.role!), 'builds:read');
      const owner = { tokenHash: session.tokenHash, tenantId: session.tenantId };
      const lease = hub.admit(owner);
      try {
        const site = await loadSite(ctx, session.tenantId, request.params.siteId);
        const following = new Set(
          [...new Set((request.query.ids ?? '').split(','))]
            .filter((id) => UUID.test(id))
            .slice(0, MAX_FOLLOWED_BUILDS),
        );
        const announcing = typeof request.query.after === 'string';
        let cursor: StreamCursor | null = announcing ? await cursorOf(ctx, site.id, request.query.after!) : null;
        const followSite = request.query.site === '1';
        const first = await listStreamedBuilds(
          ctx.db,
          [...following],
          cursor ? [{ siteId: site.id, cursor }] : [],
          MAX_NEW_BUILDS_PER_POLL,
        )
          .then((rows) => rows.filter((b) => b.site_id === site.id))
          .catch(() => null);
        const firstState = followSite
          ? await readSiteStates(ctx.db, [site.id]).then(
              (states) => states.get(site.id) ?? null,
              () => null,
            )
          : null;
        const stream = openEventStream(request, reply);
        const { raw } = stream;
        let siteKey: string | null = null;
        /** Sends the site's state if it changed since the last one sent; true if it did. */
        const publishSite = (state: SiteLiveState | null): boolean => {
          if (!state || siteStateKey(state) === siteKey) return false;
          siteKey = siteStateKey(state);
          const event = {
            key: siteKey,
            status: siteStatusCell(state).value,
            production: siteProductionCell(site.id, state).value,
            summary: siteStateSummary(state),
          };
          raw.write(`event: site\ndata: ${JSON.stringify(event)}\n\n`);
          return true;
        };
        const last = new Map<string, string>();
        let announced = 0;
        const publish = (builds: StreamedBuild[]): boolean => {
          let changed = false;
          for (const build of builds) {
            if (last.get(build.id) === build.status) continue;
            changed = true;
            if (cursor && !following.has(build.id) && !last.has(build.id)) {
              // Queued after the newest row the page shows (the query says so): a row to add.
              cursor = { queuedAt: build.queued_key, id: build.id };
              announced += 1;
              const row = buildTableRow(site.id, build, !isFinished(build.status)).value;
              raw.write(
                `event: new-build\ndata: ${JSON.stringify({ id: build.id, status: build.status, branch: build.branch, row })}\n\n`,
              );
            } else {
              const duration =
                build.started_at && build.finished_at
                  ? formatDuration(build.finished_at.getTime() - build.queued_at.getTime())
                  : formatDuration(null);
              raw.write(`event: build\ndata: ${JSON.stringify({ id: build.id, status: build.status, duration })}\n\n`);
            }
            last.set(build.id, build.status);
            // Finished builds leave the query: it stays as small as what still moves.
            if (isFinished(build.status)) following.delete(build.id);
            else following.add(build.id);
          }
          return changed;
        };
        publish(first ?? []);
        publishSite(firstState);
        // Ids that are not this site's builds are never followed.
        for (const id of following) if (!last.has(id)) following.delete(id);
        const more = () => (announcing ? announced < MAX_ANNOUNCED_BUILDS : following.size > 0);
        if (first === null || !more()) {
          raw.end();
          return;
        }
        await hub.hold(
          stream,
          { owner, siteId: site.id, followSite, following: () => following, cursor: () => cursor },
          (update) => {
            const moved = publish(update.builds);
            if (!publishSite(update.site) && !moved) raw.write(': keep-alive\n\n');
            return more();
          },
        );
      } finally {
        lease.release();
      }
    },
  );
}

/**
 * The newest build the page shows, as a cursor. `none` (the page shows no builds) starts before
 * every build; an id that is not one of the site's builds (deleted since) starts now, so old
 * builds are never announced as new.
 */
async function cursorOf(ctx: DashboardContext, siteId: string, after: string): Promise<StreamCursor> {
  return UUID.test(after) ? findBuildCursor(ctx.db, siteId, after) : START_CURSOR;
}
