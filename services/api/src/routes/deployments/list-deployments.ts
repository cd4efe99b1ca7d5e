import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { listDeployments } from '../../db/deployments.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { deploymentSchema, presentDeployment } from '../../representations/deployment.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/** `GET /v1/sites/{siteId}/deployments`: production and preview deployments, newest first. */
export function listDeploymentsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string }; Querystring: { kind?: 'production' | 'preview'; limit: number } }>(
    '/v1/sites/:siteId/deployments',
    {
      config: { scope: 'deployments:read' },
      schema: {
        tags: ['deployments'],
        summary: 'List deployments',
        security: apiKeySecurity,
        params: siteParams,
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['production', 'preview'] },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
          additionalProperties: false,
        },
        response: {
          200: { type: 'object', properties: { deployments: { type: 'array', items: deploymentSchema } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const site = await findSite(ctx.db, callerOf(request).tenantId, request.params.siteId);
      const rows = await listDeployments(ctx.db, site.id, {
        kind: request.query.kind ?? null,
        limit: request.query.limit,
      });
      return { deployments: rows.map((row) => presentDeployment(row, ctx.config.sitesDomain)) };
    },
  );
}
