import { createApiKey } from '../../operations/create-api-key.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { API_SCOPES, type ApiScope } from '../../lib/api-scopes.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { createdApiKeySchema, presentApiKey } from '../../representations/api-key.ts';
import { errorResponses } from '../../representations/error-response.ts';
import { apiKeySecurity } from '../../representations/params.ts';

/** `POST /v1/api-keys`: a new key with some of the caller's scopes (never more). */
export function createApiKeyRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { name: string; scopes: ApiScope[] } }>(
    '/v1/api-keys',
    {
      config: { scope: 'api-keys:write' },
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key (the key is shown once)',
        security: apiKeySecurity,
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            scopes: { type: 'array', items: { type: 'string', enum: API_SCOPES }, minItems: 1, uniqueItems: true },
          },
          required: ['name', 'scopes'],
          additionalProperties: false,
        },
        response: { 201: createdApiKeySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { row, key } = await createApiKey(ctx, callerOf(request), request.body);
      return reply.status(201).send({ ...presentApiKey(row), key });
    },
  );
}
