import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Dependency } from '../metrics/create-metrics.ts';
import { isOpsHost } from '../routing/is-ops-host.ts';
import { normalizeHost } from '../routing/normalize-host.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

const TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<{ ok: boolean; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS))),
    ]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /readyz` on an ops host: each dependency's state. Every edge shares the same Postgres, Redis
 * and S3, so taking an edge out of rotation when one fails would help nobody: it answers 200
 * (`degraded`) while it can serve from cache, and 503 only when Postgres or S3 is down and nothing
 * is cached yet (a fresh process that could serve nothing).
 */
export function readyzRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  app.get('/readyz', async (request, reply) => {
    if (!isOpsHost(normalizeHost(request.headers.host), ctx.config.opsHosts)) return site(request, reply);
    const checks: Record<Dependency, () => Promise<unknown>> = {
      postgres: () => ctx.db.query('SELECT 1'),
      redis: () => ctx.redis.ping(),
      s3: () => ctx.store.ping(),
    };
    const state: Record<string, 'ok' | 'down'> = {};
    await Promise.all(
      (Object.keys(checks) as Dependency[]).map(async (dependency) => {
        const result = await probe(checks[dependency]);
        if (result.ok) ctx.health.up(dependency);
        else ctx.health.down(dependency, result.error);
        state[dependency] = result.ok ? 'ok' : 'down';
      }),
    );
    const allUp = Object.values(state).every((value) => value === 'ok');
    const canServe = (state.postgres === 'ok' && state.s3 === 'ok') || ctx.lookup.size > 0;
    const status = allUp ? 'ok' : canServe ? 'degraded' : 'down';
    return reply
      .code(status === 'down' ? 503 : 200)
      .header('cache-control', 'no-store')
      .send({ status, ...state });
  });
}
