import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { analyticsRange } from '../../lib/analytics-range.ts';
import { findSite } from '../../lib/find-site.ts';
import { readSiteAnalytics } from '../../operations/read-site-analytics.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';
import { siteAnalyticsSchema } from '../../representations/site-analytics.ts';

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** `GET /v1/sites/{siteId}/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD`: the site's traffic, searches and feedback. */
export function getSiteAnalyticsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string }; Querystring: { from?: string; to?: string } }>(
    '/v1/sites/:siteId/analytics',
    {
      config: { scope: 'sites:read' },
      schema: {
        tags: ['analytics'],
        summary: 'Get a site’s analytics',
        description:
          'Views, visitors, agent traffic, pages, referrers, searches, feedback, playground calls and 404s of a range of UTC days (both included; by default the last 30 days). Counted by the edges without cookies; rollups lag the edges by a few seconds.',
        security: apiKeySecurity,
        params: siteParams,
        querystring: {
          type: 'object',
          properties: {
            from: { ...date, description: 'First day (UTC), `YYYY-MM-DD`; default 29 days before `to`.' },
            to: { ...date, description: 'Last day (UTC), `YYYY-MM-DD`; default today.' },
          },
          additionalProperties: false,
        },
        response: { 200: siteAnalyticsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      return readSiteAnalytics(ctx.db, site.id, analyticsRange(request.query));
    },
  );
}
