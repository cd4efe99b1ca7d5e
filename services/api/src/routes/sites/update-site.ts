import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite, type SiteRow } from '../../lib/find-site.ts';
import { checkBranch, normalizeDocsRoot, normalizeOrigins, normalizeRepoUrl } from '../../lib/site-input.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';
import { presentSite, siteSchema } from '../../representations/site.ts';
import { siteBodyProperties, type SiteBody } from './site-body.ts';

/** `PATCH /v1/sites/{siteId}`: changes the fields given; the slug stays (it is the site's address). */
export function updateSiteRoute(app: FastifyInstance, ctx: AppContext): void {
  app.patch<{ Params: { siteId: string }; Body: SiteBody }>(
    '/v1/sites/:siteId',
    {
      config: { scope: 'sites:write' },
      schema: {
        tags: ['sites'],
        summary: 'Update a site',
        security: apiKeySecurity,
        params: siteParams,
        body: { type: 'object', properties: siteBodyProperties, additionalProperties: false, minProperties: 1 },
        response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tenantId } = callerOf(request);
      const site = await findSite(ctx.db, tenantId, request.params.siteId);
      const body = request.body;
      const token = body.gitToken === undefined ? site.git_token_sealed : body.gitToken === null ? null : ctx.secrets.seal(body.gitToken);
      const row = await ctx.db.query<SiteRow>(
        `UPDATE sites SET name = $3, repo_url = $4, branch = $5, docs_root = $6, git_token_sealed = $7,
                playground_origins = $8, strict_builds = $9, updated_at = now()
          WHERE id = $1 AND tenant_id = $2 RETURNING *`,
        [
          site.id,
          tenantId,
          body.name ?? site.name,
          body.repoUrl === undefined ? site.repo_url : normalizeRepoUrl(body.repoUrl, ctx.config.allowLoopbackRepositories),
          body.branch === undefined ? site.branch : checkBranch('branch', body.branch),
          body.docsRoot === undefined ? site.docs_root : normalizeDocsRoot(body.docsRoot),
          token,
          body.playgroundOrigins === undefined ? site.playground_origins : normalizeOrigins(body.playgroundOrigins),
          body.strictBuilds ?? site.strict_builds,
        ],
      );
      return presentSite(row.rows[0]!, ctx.config);
    },
  );
}
