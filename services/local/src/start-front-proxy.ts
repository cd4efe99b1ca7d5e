import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { retryWhileRestarting } from './retry-while-restarting.ts';
import { createUpstreamGate } from './upstream-gate.ts';

/** Options of {@link startFrontProxy}. */
export interface FrontProxyOptions {
  host: string;
  port: number;
  /** Requests whose Host is one of these names (any port) go to `apiUrl`: the API and the dashboard. */
  apiHosts: readonly string[];
  apiUrl: string;
  /** Every other request: sites by Host, previews, custom domains, the playground. */
  edgeUrl: string;
  /**
   * Requests in flight to each upstream at once (default 256, twice what a browser, the dashboard's
   * live streams and `npm run test:reliability`'s load rows open together). The api and the edge
   * each have their own, so a flood of site requests never starves the dashboard.
   */
  upstreamConnections?: number;
  /** Requests that may wait for a connection to each upstream (default 1,024); beyond, 503 at once. */
  maxQueued?: number;
  /** Longest a request waits in that queue before a 503 (default 5 s). */
  maxQueueWaitMs?: number;
  /** Total backoff while an upstream refuses connections, for a GET or HEAD (default 2 s). */
  retryBudgetMs?: number;
}

// Errors that mean the upstream is not listening or dropped the connection before answering.
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND']);

/**
 * The one port of the local platform: the control plane's and the dashboard's host names go to the
 * API (which serves the dashboard by Host), everything else to the edge. The `Host` header is
 * passed through unchanged (the edge routes by it and compares the playground's `Origin` with it).
 *
 * Bounded and proportionate: an upstream's own answer, a 503 included, is passed on once (never
 * retried); a GET or HEAD to an upstream that is restarting is retried with backoff for at most
 * `retryBudgetMs`; each upstream gets at most `upstreamConnections` requests at once and a queue of
 * `maxQueued`. Whatever cannot be served is a 503 with `Retry-After: 1`, at once.
 */
export async function startFrontProxy(options: FrontProxyOptions): Promise<{ app: FastifyInstance; url: string }> {
  const connections = options.upstreamConnections ?? 256;
  const maxQueued = options.maxQueued ?? 1_024;
  const maxWaitMs = options.maxQueueWaitMs ?? 5_000;
  const app = Fastify({ logger: false, bodyLimit: 26_214_400 });
  const apiHost = new RegExp(`^(${options.apiHosts.map((h) => h.replace(/\./g, '\\.')).join('|')})(:\\d+)?$`, 'i');
  const replyOptions = {
    rewriteRequestHeaders: (request: { headers: Record<string, unknown> }, headers: Record<string, unknown>) => ({
      ...headers,
      host: request.headers.host,
    }),
    retryDelay: retryWhileRestarting(options.retryBudgetMs ?? 2_000),
    onError: (reply: FastifyReply, { error }: { error: Error & { code?: string; cause?: { code?: string } } }) => {
      const code = error.cause?.code ?? error.code ?? '';
      if (UNREACHABLE.has(code))
        return unavailable(reply, 'The service behind this address is starting or restarting; try again in a moment.');
      reply.send(error);
    },
  };
  for (const [upstream, constraints] of [
    [options.apiUrl, { host: apiHost }],
    [options.edgeUrl, undefined],
  ] as const) {
    const gate = createUpstreamGate(connections, maxQueued, maxWaitMs);
    const preHandler = async (_request: FastifyRequest, reply: FastifyReply) => {
      const closed = new Promise<void>((resolve) => reply.raw.once('close', () => resolve()));
      const release = await gate.enter(closed);
      if (typeof release !== 'function')
        return unavailable(reply, 'Too many requests are waiting for this service; try again in a moment.');
      void closed.then(release);
    };
    await app.register(proxy, {
      upstream,
      ...(constraints === undefined ? {} : { constraints }),
      // No more connections than the gate lets requests through: undici never queues on its own.
      undici: { connections },
      preHandler,
      replyOptions: replyOptions as never,
    });
  }
  const address = await app.listen({ host: options.host, port: options.port });
  return { app, url: address };
}

/** A 503 the caller can act on: come back in a second. */
function unavailable(reply: FastifyReply, message: string): FastifyReply {
  if (reply.sent) return reply;
  return reply
    .code(503)
    .header('retry-after', '1')
    .header('content-type', 'text/plain; charset=utf-8')
    .send(`${message}\n`);
}
