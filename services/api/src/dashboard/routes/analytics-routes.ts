import type { FastifyInstance } from 'fastify';
import { scopesOfRole } from '../../accounts/roles.ts';
import type { DayRange } from '../../db/analytics.ts';
import { AppError } from '../../errors/app-error.ts';
import { analyticsRange } from '../../lib/analytics-range.ts';
import { readSiteAnalytics } from '../../operations/read-site-analytics.ts';
import { ANALYTICS_TABLES, analyticsCsv, type AnalyticsTable } from '../analytics-csv.ts';
import { requireScope, sendPage, sessionOf, type DashboardContext } from '../dashboard-request.ts';
import { analyticsPage } from '../pages/analytics-page.ts';
import { loadSite, siteContext } from './site-routes.ts';

type RangeQuery = { from?: string; to?: string; days?: string };
const DAY_MS = 86_400_000;

/** `?days=7` (the quick ranges) as a range ending today, else `from`/`to` as given. */
function askedRange(query: RangeQuery): { from?: string; to?: string } {
  const days = Number(query.days);
  if (Number.isInteger(days) && days >= 1 && days <= 366) {
    const now = Date.now();
    return {
      from: new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10),
      to: new Date(now).toISOString().slice(0, 10),
    };
  }
  return {
    ...(typeof query.from === 'string' && query.from !== '' ? { from: query.from } : {}),
    ...(typeof query.to === 'string' && query.to !== '' ? { to: query.to } : {}),
  };
}

/**
 * The Analytics tab (`/sites/:siteId/analytics`) and the CSV of each of its tables
 * (`/sites/:siteId/analytics/<table>.csv`), for members whose role reads sites: the same
 * operation and range rules as `GET /v1/sites/{siteId}/analytics`.
 */
export function analyticsRoutes(app: FastifyInstance, ctx: DashboardContext): void {
  app.get<{ Params: { siteId: string }; Querystring: RangeQuery }>(
    '/sites/:siteId/analytics',
    async (request, reply) => {
      const session = sessionOf(request);
      requireScope(scopesOfRole(session.role!), 'sites:read');
      const site = await loadSite(ctx, session.tenantId, request.params.siteId);
      let rangeError: string | undefined;
      let range: DayRange;
      try {
        range = analyticsRange(askedRange(request.query));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        rangeError = `${error.message}. Showing the last 30 days instead.`;
        range = analyticsRange({});
      }
      const analytics = await readSiteAnalytics(ctx.db, site.id, range);
      return sendPage(request, reply, ctx, {
        title: 'Analytics',
        site: siteContext(site),
        tab: 'analytics',
        scripts: [ctx.assets.uplotJsUrl, ctx.assets.analyticsJsUrl],
        styles: [ctx.assets.uplotCssUrl],
        status: rangeError === undefined ? 200 : 400,
        body: analyticsPage({ config: ctx.config, site, analytics, rangeError }),
      });
    },
  );

  app.get<{ Params: { siteId: string; table: string }; Querystring: RangeQuery }>(
    '/sites/:siteId/analytics/:table',
    async (request, reply) => {
      const session = sessionOf(request);
      requireScope(scopesOfRole(session.role!), 'sites:read');
      const site = await loadSite(ctx, session.tenantId, request.params.siteId);
      const table = request.params.table.replace(/\.csv$/, '') as AnalyticsTable;
      if (!request.params.table.endsWith('.csv') || !ANALYTICS_TABLES.includes(table))
        throw new AppError(
          'NOT_FOUND',
          `no analytics table "${request.params.table}"; tables: ${ANALYTICS_TABLES.join(', ')}`,
        );
      const range = analyticsRange(askedRange(request.query));
      const analytics = await readSiteAnalytics(ctx.db, site.id, range);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${site.slug}-${table}-${range.from}-${range.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(analyticsCsv(analytics, table));
    },
  );
}
