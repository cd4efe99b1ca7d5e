import type { FastifyInstance } from 'fastify';

/** `GET /openapi.json`: this API's own OpenAPI document, generated from the route schemas. */
export function openapiDocumentRoute(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
