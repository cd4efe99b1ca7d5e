import { updateSite } from '../../operations/update-site.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';
import { presentSite, siteWithAccessSchema } from '../../representations/site.ts';
import { presentSiteAccess } from '../../representations/site-access.ts';
import { accessBodySchema, siteBodyProperties, type SiteBody } from './site-body.ts';

/**
 * `PATCH /v1/sites/{siteId}`: changes the fields given; the slug stays (it is the site's address).
 * A `repoUrl` on another origin (scheme, host or port) drops the stored git token unless the same
 * request gives a new one: the token was given for the old host, and the worker sends it to whatever
 * host `repo_url` names when that host asks for credentials. `access` sets who may read the site;
 * the edges are told at once (`site-settings-changed`).
 */
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
        body: {
          type: 'object',
          properties: { ...siteBodyProperties, access: accessBodySchema },
          additionalProperties: false,
          minProperties: 1,
        },
        response: { 200: siteWithAccessSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { site, access } = await updateSite(ctx, callerOf(request).tenantId, request.params.siteId, request.body);
      return { ...presentSite(site, ctx.config), access: presentSiteAccess(access) };
    },
  );
}
