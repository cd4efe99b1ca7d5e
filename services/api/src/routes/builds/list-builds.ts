import { BUILD_STATUSES, type BuildStatus } from '@folio/platform';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { listBuilds } from '../../db/builds.ts';
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
            before: {
              type: 'string',
              format: 'date-time',
              description: "Only builds queued before this instant (the previous page's nextBefore).",
            },
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              builds: { type: 'array', items: buildSummarySchema },
              nextBefore: { type: ['string', 'null'] },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      const { status, branch, limit, before } = request.query;
      const rows = {
        rows: await listBuilds(ctx.db, site.id, {
          status: status ?? null,
          branch: branch ?? null,
          before: before ?? null,
          limit,
        }),
      };
      const last = rows.rows[rows.rows.length - 1];
      return {
        builds: rows.rows.map((row) => presentBuild(row, false)),
        nextBefore: rows.rows.length === limit && last ? last.queued_at.toISOString() : null,
      };
    },
  );
}
