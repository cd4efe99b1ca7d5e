import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireRouteToken } from '../../plugins/require-route-token.ts';
import { errorResponses } from '../../representations/error-response.ts';

/**
 * `GET /metrics` with `authorization: Bearer <METRICS_TOKEN>`: Prometheus text format. The metrics
 * name every route and its traffic, so a missing or wrong token gets 401, and without a configured
 * token the path is not served at all (404), the same policy as the edge's `/metrics`.
 */
export function metricsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics',
        description: 'Needs `Authorization: Bearer <METRICS_TOKEN>`; not served (404) when METRICS_TOKEN is unset.',
        security: [{ metricsToken: [] }],
        response: { 200: { type: 'string' }, ...errorResponses(401, 404) },
      },
      onRequest: requireRouteToken({ token: ctx.config.metricsToken, variable: 'METRICS_TOKEN', acceptQuery: false }),
    },
    async (_request, reply) => {
      const text = await ctx.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(ctx.metrics.registry.contentType).send(text);
    },
  );
}
