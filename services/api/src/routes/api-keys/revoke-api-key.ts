import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
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
      const result = await ctx.db.query(
        'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL',
        [request.params.apiKeyId, callerOf(request).tenantId],
      );
      if (result.rowCount !== 1) throw new AppError('API_KEY_NOT_FOUND', `API key ${request.params.apiKeyId} does not exist`);
      return reply.status(204).send();
    },
  );
}
