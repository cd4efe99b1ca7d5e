import type { FastifyInstance } from 'fastify';

/** `GET /healthz`: the process is up (no dependency checked: a restart would not fix them). */
export function healthzRoute(app: FastifyInstance): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness',
        response: { 200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } } },
      },
    },
    async () => ({ status: 'ok' }),
  );
}
