import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { cancelBuild } from '../../operations/cancel-build.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { buildSchema, presentBuild } from '../../representations/build.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, buildParams } from '../../representations/params.ts';

/**
 * `POST /v1/sites/{siteId}/builds/{buildId}/cancel`: a queued build is never started; a running one
 * is marked canceled and the worker discards its result (its attempt records only a build still
 * running under its claim).
 */
export function cancelBuildRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string; buildId: string } }>(
    '/v1/sites/:siteId/builds/:buildId/cancel',
    {
      config: { scope: 'builds:write' },
      schema: {
        tags: ['builds'],
        summary: 'Cancel a queued or running build',
        security: apiKeySecurity,
        params: buildParams,
        response: { 200: buildSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { siteId, buildId } = request.params;
      const canceled = await cancelBuild(ctx, callerOf(request).tenantId, siteId, buildId);
      request.log.info({ siteId, buildId }, 'build canceled');
      return presentBuild(canceled, true);
    },
  );
}
