import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { checkSiteProxy } from '../../operations/check-site-proxy.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity, siteParams } from '../../representations/params.ts';

const findingSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'Stable name of the finding, such as wrong-host or prefix-stripped.' },
    severity: { type: 'string', enum: ['ok', 'error', 'warning'] },
    message: { type: 'string' },
    fix: { type: 'string', description: 'What to change; absent when the finding is ok.' },
  },
} as const;

/**
 * `POST /v1/sites/{siteId}/proxy-check` with `{ url }`: fetches the URL where the site is served
 * through the tenant's own proxy (`https://acme.com/docs/`) and reports what is wrong, each finding
 * with its fix. Only public addresses are fetched.
 */
export function checkProxyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { siteId: string }; Body: { url: string } }>(
    '/v1/sites/:siteId/proxy-check',
    {
      // It sends requests from the platform: the scope of changing the site, not of reading it.
      config: { scope: 'sites:write' },
      schema: {
        tags: ['sites'],
        summary: "Check the proxy that serves a site under the tenant's domain",
        security: apiKeySecurity,
        params: siteParams,
        body: {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: {
            url: {
              type: 'string',
              minLength: 1,
              maxLength: 2_000,
              description: 'Where readers open the site, such as https://acme.com/docs/.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { url: { type: 'string' }, findings: { type: 'array', items: findingSchema } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => checkSiteProxy(ctx, callerOf(request).tenantId, request.params.siteId, request.body.url),
  );
}
