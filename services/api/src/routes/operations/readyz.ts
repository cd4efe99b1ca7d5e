import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { withTimeout } from '../../lib/with-timeout.ts';

const TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  try {
    await withTimeout(check(), TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'down';
  }
}

/** `GET /readyz`: 200 when Postgres and Redis both answer, else 503 naming the one that does not. */
export function readyzRoute(app: FastifyInstance, ctx: AppContext): void {
  const status = { type: 'string', enum: ['ok', 'down'] };
  const body = { type: 'object', properties: { status, postgres: status, redis: status } };
  app.get(
    '/readyz',
    { schema: { tags: ['operations'], summary: 'Readiness (Postgres and Redis)', response: { 200: body, 503: body } } },
    async (request, reply) => {
      const [postgres, redis] = await Promise.all([
        probe(() => ctx.db.query('SELECT 1')),
        probe(() => ctx.redis.ping()),
      ]);
      const ready = postgres === 'ok' && redis === 'ok';
      if (!ready) request.log.warn({ postgres, redis }, 'not ready');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'down', postgres, redis });
    },
  );
}
