import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { listApiKeys } from '../../db/api-keys.ts';
import { apiKeySchema, presentApiKey } from '../../representations/api-key.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity } from '../../representations/params.ts';

/** `GET /v1/api-keys`: the tenant's live keys (never the keys themselves). */
export function listApiKeysRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/v1/api-keys',
    {
      config: { scope: 'api-keys:read' },
      schema: {
        tags: ['api-keys'],
        summary: 'List API keys',
        security: apiKeySecurity,
        response: {
          200: { type: 'object', properties: { apiKeys: { type: 'array', items: apiKeySchema } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const rows = await listApiKeys(ctx.db, callerOf(request).tenantId);
      return { apiKeys: rows.map(presentApiKey) };
    },
  );
}
