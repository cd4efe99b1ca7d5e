import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createTenant } from '../../operations/create-tenant.ts';
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
      const { tenant, key, secret } = await createTenant(ctx.db, request.body.name);
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
          key: secret,
        },
      });
    },
  );
}
