import type { BuildRow } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import { AppError } from '../../errors/app-error.ts';
import { findBuild } from '../../lib/find-build.ts';
import { listBuilds } from '../../db/builds.ts';
import { cancelBuild } from '../../operations/cancel-build.ts';
import type { BuildRowWithTimings } from '../../representations/build.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { BUILDS_PAGE_SIZE, buildPage, buildsPage, isFinished } from '../pages/build-page.ts';
import { buildEventsRoute } from './build-events.ts';
import { buildListEventsRoute } from './build-list-events.ts';
import { loadSite, siteContext } from './site-routes.ts';

type BuildParams = { Params: { siteId: string; buildId: string } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_SIZE = BUILDS_PAGE_SIZE;

/** Builds list (and its rows' live status), one build, its live status as server-sent events, cancel. */
export function buildRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  buildListEventsRoute(app, ctx);
  buildEventsRoute(app, ctx);
  const load = async (tenantId: string, siteId: string, buildId: string) => {
    const site = await loadSite(ctx, tenantId, siteId);
    if (!UUID.test(buildId)) throw new AppError('BUILD_NOT_FOUND', `build ${buildId} does not exist`);
    return { site, build: (await findBuild(ctx.db, tenantId, site.id, buildId)) as BuildRowWithTimings };
  };

  app.get<{ Params: { siteId: string }; Querystring: { before?: string } }>(
    '/sites/:siteId/builds',
    async (request, reply) => {
      const session = sessionOf(request);
      requireScope(scopesOfRole(session.role!), 'builds:read');
      const site = await loadSite(ctx, session.tenantId, request.params.siteId);
      const before =
        request.query.before && !Number.isNaN(Date.parse(request.query.before)) ? request.query.before : null;
      const builds = await listBuilds(ctx.db, site.id, { before, limit: PAGE_SIZE });
      const last: BuildRow | undefined = builds[builds.length - 1];
      const nextBefore = builds.length === PAGE_SIZE && last ? last.queued_at.toISOString() : null;
      return sendPage(request, reply, ctx, {
        title: 'Builds',
        site: siteContext(site),
        tab: 'builds',
        body: buildsPage(site, builds, nextBefore, before === null),
      });
    },
  );

  app.get<BuildParams>('/sites/:siteId/builds/:buildId', async (request, reply) => {
    const session = sessionOf(request);
    const scopes = scopesOfRole(session.role!);
    requireScope(scopes, 'builds:read');
    const { site, build } = await load(session.tenantId, request.params.siteId, request.params.buildId);
    return sendPage(request, reply, ctx, {
      title: `Build ${build.commit_sha?.slice(0, 7) ?? build.id.slice(0, 8)}`,
      site: siteContext(site),
      tab: 'builds',
      body: buildPage({
        config: ctx.config,
        csrfToken: request.dashboard.csrfToken,
        site,
        build,
        canWrite: scopes.includes('builds:write'),
      }),
    });
  });

  app.post<BuildParams>('/sites/:siteId/builds/:buildId/cancel', async (request, reply) => {
    const session = sessionOf(request);
    requireScope(scopesOfRole(session.role!), 'builds:write');
    const { site, build } = await load(session.tenantId, request.params.siteId, request.params.buildId);
    if (!isFinished(build.status)) await cancelBuild(ctx, session.tenantId, site.id, build.id).catch(() => null);
    return reply.redirect(`/sites/${site.id}/builds/${build.id}`, 303);
  });
}
