import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { API_SCOPES, type ApiScope } from '../../lib/api-scopes.ts';
import { generateApiKey } from '../../lib/generate-api-key.ts';
import { callerOf } from '../../plugins/tenant-auth.ts';
import { createdApiKeySchema, presentApiKey, type ApiKeyRow } from '../../representations/api-key.ts';
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
      const caller = callerOf(request);
      const beyond = request.body.scopes.filter((scope) => !caller.scopes.includes(scope));
      if (beyond.length > 0) {
        throw new AppError('SCOPE_MISSING', `a key cannot grant scopes it does not hold: ${beyond.join(', ')}`);
      }
      const generated = generateApiKey();
      const row = await ctx.db.query<ApiKeyRow>(
        `INSERT INTO api_keys (tenant_id, name, prefix, key_hash, scopes) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, name, prefix, scopes, created_at, last_used_at`,
        [caller.tenantId, request.body.name, generated.prefix, generated.hash, request.body.scopes],
      );
      return reply.status(201).send({ ...presentApiKey(row.rows[0]!), key: generated.key });
    },
  );
}
