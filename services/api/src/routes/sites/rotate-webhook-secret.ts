import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findSite } from '../../lib/find-site.ts';
import { rotateWebhookSecret } from '../../operations/rotate-webhook-secret.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';
import { presentSite, siteWithSecretSchema } from '../../representations/site.ts';

/** `POST /v1/sites/{siteId}/webhook-secret`: replaces the webhook secret; the old one stops working. */
export function rotateWebhookSecretRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string } }>(
    '/v1/sites/:siteId/webhook-secret',
    {
      config: { scope: 'sites:write' },
      schema: {
        tags: ['sites'],
        summary: 'Rotate the webhook secret (shown once)',
        security: apiKeySecurity,
        params: siteParams,
        response: { 200: siteWithSecretSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tenantId } = callerOf(request);
      const site = await findSite(ctx.db, tenantId, request.params.siteId);
      const rotated = await rotateWebhookSecret(ctx, tenantId, site);
      return { ...presentSite(rotated.site, ctx.config), webhookSecret: rotated.secret };
    },
  );
}
