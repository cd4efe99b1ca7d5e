import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** `GET /metrics`: Prometheus text format. Expose it to the scraper only (e.g. on an internal network). */
export function metricsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/metrics',
    { schema: { tags: ['operations'], summary: 'Prometheus metrics', response: { 200: { type: 'string' } } } },
    async (_request, reply) => {
      const text = await ctx.metrics.registry.metrics();
      return reply.type(ctx.metrics.registry.contentType).send(text);
    },
  );
}
