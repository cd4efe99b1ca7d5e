import { createSite } from '../../operations/create-site.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
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
            slug: {
              type: 'string',
              description: 'Sub-domain under the sites domain; derived from the name when omitted.',
            },
          },
          required: ['name', 'repoUrl'],
          additionalProperties: false,
        },
        response: { 201: siteWithSecretSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { site, webhookSecret } = await createSite(ctx, callerOf(request).tenantId, request.body);
      request.log.info({ siteId: site.id }, 'site created');
      return reply.status(201).send({ ...presentSite(site, ctx.config), webhookSecret });
    },
  );
}
