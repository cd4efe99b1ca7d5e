import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { API_SCOPES } from '../../lib/api-scopes.ts';
import { generateApiKey } from '../../lib/generate-api-key.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import { createdApiKeySchema } from '../../representations/api-key.ts';
import { errorResponses } from '../../representations/error-response.ts';

/** `POST /v1/tenants` (operator): creates a tenant and its first API key, holding every scope. */
export function createTenantRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { name: string } }>(
    '/v1/tenants',
    {
      schema: {
        tags: ['operator'],
        summary: 'Create a tenant and its first API key',
        security: [{ operatorToken: [] }],
        body: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['name'],
          additionalProperties: false,
        },
        response: {
          201: {
            type: 'object',
            properties: {
              tenant: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  name: { type: 'string' },
                  createdAt: { type: 'string', format: 'date-time' },
                },
              },
              apiKey: createdApiKeySchema,
            },
          },
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const generated = generateApiKey();
      const { tenant, key } = await withTransaction(ctx.db, async (client) => {
        const tenant = (
          await client.query('INSERT INTO tenants (name) VALUES ($1) RETURNING id, name, created_at', [
            request.body.name,
          ])
        ).rows[0];
        const key = (
          await client.query(
            `INSERT INTO api_keys (tenant_id, name, prefix, key_hash, scopes) VALUES ($1, 'initial', $2, $3, $4)
             RETURNING id, name, prefix, scopes, created_at, last_used_at`,
            [tenant.id, generated.prefix, generated.hash, API_SCOPES],
          )
        ).rows[0];
        return { tenant, key };
      });
      request.log.info({ tenantId: tenant.id }, 'tenant created');
      return reply.status(201).send({
        tenant: { id: tenant.id, name: tenant.name, createdAt: tenant.created_at },
        apiKey: {
          id: key.id,
          name: key.name,
          prefix: key.prefix,
          scopes: key.scopes,
          createdAt: key.created_at,
          lastUsedAt: null,
          key: generated.key,
        },
      });
    },
  );
}
