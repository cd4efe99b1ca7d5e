import { BUILD_STATUSES, type BuildRow, type BuildStatus } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { buildSummarySchema, presentBuild } from '../../representations/build.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

interface Query {
  status?: BuildStatus;
  branch?: string;
  limit: number;
  before?: string;
}

/** `GET /v1/sites/{siteId}/builds`: newest first, filtered by status or branch, paged by `before`. */
export function listBuildsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string }; Querystring: Query }>(
    '/v1/sites/:siteId/builds',
    {
      config: { scope: 'builds:read' },
      schema: {
        tags: ['builds'],
        summary: 'List builds',
        security: apiKeySecurity,
        params: siteParams,
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: BUILD_STATUSES },
            branch: { type: 'string', maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            before: { type: 'string', format: 'date-time', description: 'Only builds queued before this instant (the previous page\'s nextBefore).' },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { builds: { type: 'array', items: buildSummarySchema }, nextBefore: { type: ['string', 'null'] } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      const { status, branch, limit, before } = request.query;
      const rows = await ctx.db.query<BuildRow>(
        `SELECT * FROM builds
          WHERE site_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR branch = $3)
            AND ($4::timestamptz IS NULL OR queued_at < $4)
          ORDER BY queued_at DESC, id DESC LIMIT $5`,
        [site.id, status ?? null, branch ?? null, before ?? null, limit],
      );
      const last = rows.rows[rows.rows.length - 1];
      return {
        builds: rows.rows.map((row) => presentBuild(row, false)),
        nextBefore: rows.rows.length === limit && last ? last.queued_at.toISOString() : null,
      };
    },
  );
}
