import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { apiKeySchema, presentApiKey, type ApiKeyRow } from '../../representations/api-key.ts';
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
      const rows = await ctx.db.query<ApiKeyRow>(
        `SELECT id, name, prefix, scopes, created_at, last_used_at FROM api_keys
          WHERE tenant_id = $1 AND revoked_at IS NULL ORDER BY created_at`,
        [callerOf(request).tenantId],
      );
      return { apiKeys: rows.rows.map(presentApiKey) };
    },
  );
}
