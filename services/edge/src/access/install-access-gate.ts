import type { FastifyInstance } from 'fastify';
import { requestBasePath } from '../serving/request-base-path.ts';
import type { AccessGate } from './access-gate.ts';
import { makeHeadersPrivate } from './private-headers.ts';
import type { ReaderSession } from './reader-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's session when the access gate admitted one (a private site); `null` otherwise. */
    readerSession: ReaderSession | null;
  }
}

/**
 * Puts the access gate in front of every Fastify route (the endpoints, beacons, playground, MCP,
 * `app.inject()` and whatever the raw fast path leaves): a refused request gets the gate's answer
 * before any route runs; a signed-in reader's answer is made private (`makeHeadersPrivate`).
 */
export function installAccessGate(app: FastifyInstance, gate: AccessGate): void {
  app.decorateRequest('readerSession', null);
  app.addHook('onRequest', async (request, reply) => {
    const decision = await gate({
      method: request.method,
      url: request.raw.url ?? '/',
      host: request.headers.host,
      accept: request.headers.accept,
      cookie: request.headers.cookie,
      basePath: requestBasePath(request.raw),
    });
    if (decision.kind === 'reader') request.readerSession = decision.session;
    if (decision.kind !== 'refused') return;
    const { answer } = decision;
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.readerSession === null) return payload;
    const headers = makeHeadersPrivate({
      'cache-control': reply.getHeader('cache-control') as string | undefined,
      vary: reply.getHeader('vary') as string | undefined,
    });
    reply.header('cache-control', headers['cache-control']);
    reply.header('vary', headers.vary);
    return payload;
  });
}
