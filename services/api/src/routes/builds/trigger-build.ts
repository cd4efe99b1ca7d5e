import { triggerBuild } from '../../operations/trigger-build.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { buildSchema, presentBuild } from '../../representations/build.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

/**
 * `POST /v1/sites/{siteId}/builds`: a manual build of a branch (default: the production branch),
 * at a commit or at the branch head. Like a push, it supersedes builds still queued for the branch.
 * 429 `BUILD_RATE_LIMITED` (with `Retry-After`) past the site's manual builds per window; 409
 * `PREVIEW_LIMIT_REACHED` for a new preview branch past the site's preview branches.
 */
export function triggerBuildRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string }; Body: { branch?: string; commitSha?: string } | undefined }>(
    '/v1/sites/:siteId/builds',
    {
      config: { scope: 'builds:write' },
      // A bare POST (no body) builds the production branch head.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['builds'],
        summary: 'Trigger a build',
        description:
          'Queues a manual build; workers take queued builds round-robin across tenants. Each site may queue `BUILD_RATE_LIMIT_MANUAL_PER_SITE` manual builds per window ' +
          '(429 `BUILD_RATE_LIMITED` with `Retry-After` past it) and have `PREVIEW_BRANCH_LIMIT` preview branches (409 `PREVIEW_LIMIT_REACHED` for one more).',
        security: apiKeySecurity,
        params: siteParams,
        body: {
          type: 'object',
          properties: {
            branch: {
              type: 'string',
              minLength: 1,
              maxLength: 200,
              description: "Another branch than the site's builds a preview.",
            },
            commitSha: {
              type: 'string',
              pattern: '^[0-9a-f]{40}([0-9a-f]{24})?$',
              description: 'Full commit id; the branch head when omitted.',
            },
          },
          additionalProperties: false,
        },
        response: { 202: buildSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const build = await triggerBuild(ctx, callerOf(request).tenantId, request.params.siteId, request.body ?? {});
      request.log.info({ siteId: build.site_id, buildId: build.id }, 'build queued');
      return reply.status(202).send(presentBuild(build, true));
    },
  );
}
