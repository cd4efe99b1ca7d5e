import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findBuild } from '../../lib/find-build.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { buildSchema, presentBuild } from '../../representations/build.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, buildParams } from '../../representations/params.ts';

/** `GET /v1/sites/{siteId}/builds/{buildId}`: with timings, diagnostics and the build log. */
export function getBuildRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { siteId: string; buildId: string } }>(
    '/v1/sites/:siteId/builds/:buildId',
    {
      config: { scope: 'builds:read' },
      schema: {
        tags: ['builds'],
        summary: 'Get a build with its diagnostics and log',
        security: apiKeySecurity,
        params: buildParams,
        response: { 200: buildSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { siteId, buildId } = request.params;
      return presentBuild(await findBuild(ctx.db, callerOf(request).tenantId, siteId, buildId), true);
    },
  );
}
