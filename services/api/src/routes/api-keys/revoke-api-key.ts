import { revokeApiKey } from '../../operations/revoke-api-key.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeyParams, apiKeySecurity } from '../../representations/params.ts';

/** `DELETE /v1/api-keys/{apiKeyId}`: revokes a key; it stops working at once. */
export function revokeApiKeyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Params: { apiKeyId: string } }>(
    '/v1/api-keys/:apiKeyId',
    {
      config: { scope: 'api-keys:write' },
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key',
        security: apiKeySecurity,
        params: apiKeyParams,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeApiKey(ctx, callerOf(request).tenantId, request.params.apiKeyId);
      return reply.status(204).send();
    },
  );
}
