import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SiteRow } from '../../lib/find-site.ts';
import { generateWebhookSecret } from '../../lib/generate-webhook-secret.ts';
import { isUniqueViolation } from '../../lib/is-unique-violation.ts';
import { checkBranch, checkSlug, deriveSlug, normalizeDocsRoot, normalizeOrigins, normalizeRepoUrl } from '../../lib/site-input.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity } from '../../representations/params.ts';
import { presentSite, siteWithSecretSchema } from '../../representations/site.ts';
import { siteBodyProperties, type SiteBody } from './site-body.ts';

/** `POST /v1/sites`: connects a repository; answers the webhook secret once. */
export function createSiteRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SiteBody & { name: string; repoUrl: string } }>(
    '/v1/sites',
    {
      config: { scope: 'sites:write' },
      schema: {
        tags: ['sites'],
        summary: 'Connect a repository as a new site',
        security: apiKeySecurity,
        body: {
          type: 'object',
          properties: {
            ...siteBodyProperties,
            slug: { type: 'string', description: 'Sub-domain under the platform domain; derived from the name when omitted.' },
          },
          required: ['name', 'repoUrl'],
          additionalProperties: false,
        },
        response: { 201: siteWithSecretSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const repoUrl = normalizeRepoUrl(body.repoUrl, ctx.config.allowLoopbackRepositories);
      const branch = checkBranch('branch', body.branch ?? 'main');
      const docsRoot = normalizeDocsRoot(body.docsRoot ?? '');
      const origins = normalizeOrigins(body.playgroundOrigins ?? []);
      const chosenSlug = body.slug === undefined ? null : checkSlug(body.slug);
      const secret = generateWebhookSecret();
      const sealedToken = body.gitToken ? ctx.secrets.seal(body.gitToken) : null;

      // A derived slug that is taken gets a random suffix; a chosen one is the caller's to change.
      for (let attempt = 0; ; attempt += 1) {
        const slug = chosenSlug ?? deriveSlug(body.name, attempt > 0);
        try {
          const row = await ctx.db.query<SiteRow>(
            `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, docs_root, git_token_sealed, webhook_secret_sealed, playground_origins, strict_builds)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
            [callerOf(request).tenantId, slug, body.name, repoUrl, branch, docsRoot, sealedToken, ctx.secrets.seal(secret), origins, body.strictBuilds ?? false],
          );
          const site = row.rows[0]!;
          request.log.info({ siteId: site.id }, 'site created');
          return reply.status(201).send({ ...presentSite(site, ctx.config), webhookSecret: secret });
        } catch (error) {
          if (!isUniqueViolation(error, 'sites_slug_key')) throw error;
          if (chosenSlug !== null) throw new AppError('SLUG_TAKEN', `slug "${slug}" is already used by another site; choose another`);
          if (attempt >= 3) throw error;
        }
      }
    },
  );
}
