import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { deploymentSchema, presentDeployment, type DeploymentRow } from '../../representations/deployment.ts';
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
      const rows = await ctx.db.query<DeploymentRow>(
        `SELECT d.*, s.slug, s.active_deployment_id,
                d.kind = 'preview' AND d.removed_at IS NULL AND d.id = (
                  SELECT p.id FROM deployments p
                   WHERE p.site_id = d.site_id AND p.kind = 'preview' AND p.branch = d.branch AND p.removed_at IS NULL
                   ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS is_latest_preview
           FROM deployments d JOIN sites s ON s.id = d.site_id
          WHERE d.site_id = $1 AND ($2::text IS NULL OR d.kind = $2)
          ORDER BY d.created_at DESC, d.id DESC LIMIT $3`,
        [site.id, request.query.kind ?? null, request.query.limit],
      );
      return { deployments: rows.rows.map((row) => presentDeployment(row, ctx.config.platformDomain)) };
    },
  );
}
