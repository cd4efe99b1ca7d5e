import {
  DEFAULT_PROXY_LIMITS,
  allowedOriginsFromServers,
  createProxyError,
  executePlaygroundRequest,
  isProxyError,
  parsePlaygroundRequest,
  type ProxyError,
} from '@folio/playground-proxy';
import { PLAYGROUND_PROXY_PATH } from '@folio/deployment';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { playgroundOperationOf } from '../analytics/playground-operation.ts';
import { refusesTracking } from '../analytics/request-signals.ts';
import { edgeError, type EdgeErrorCode } from '../proxy/edge-errors.ts';
import { isSiteDomainOrigin } from '../proxy/is-site-domain-origin.ts';
import { isSiteOrigin } from '../proxy/is-site-origin.ts';
import type { LiveDeployment } from '../routing/live-deployment.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';

// Room for JSON escaping around a body of maxRequestBytes; the parser checks the real limit.
const BODY_LIMIT = DEFAULT_PROXY_LIMITS.maxRequestBytes * 2 + 64 * 1024;

/**
 * `POST /_docs/api/request`: the API playground's server-side request (body and answer documented
 * in packages/playground-proxy/README.md). Only from the site's own pages (`Origin`), only to the
 * deployment's allow-list (its OpenAPI `servers` plus the site owner's origins), only to public
 * addresses unless the operator allows more, rate-limited per site and per reader. Any other method
 * answers 405 with `Allow: POST`, saying what a reverse proxy in front must allow.
 */
export async function playgroundRequestRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const normalizeHost = createHostNormalizer(10_000);
  // A live deployment is replaced (not changed) when the host cache refreshes: its list can be kept with it.
  const allowLists = new WeakMap<LiveDeployment, string[]>();
  const allowList = (live: LiveDeployment): string[] => {
    let list = allowLists.get(live);
    if (list === undefined) {
      list = allowedOriginsFromServers([...live.deploymentOrigins], [...live.siteOrigins]);
      allowLists.set(live, list);
    }
    return list;
  };
  await app.register(async (scope) => {
    const fail = (reply: FastifyReply, error: ProxyError | ReturnType<typeof edgeError>) => {
      ctx.metrics.playgroundRequests.inc({ code: error.code });
      return reply
        .code(error.statusCode)
        .header('cache-control', CACHE_CONTROL.none)
        .send({ statusCode: error.statusCode, code: error.code, message: error.message, fix: error.fix });
    };
    const failEdge = (reply: FastifyReply, code: EdgeErrorCode, message?: string) =>
      fail(reply, edgeError(code, message));

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413) {
        return fail(
          reply,
          createProxyError('PROXY_REQUEST_TOO_LARGE', `The playground request is larger than ${BODY_LIMIT} bytes.`),
        );
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return fail(
          reply,
          createProxyError(
            'PROXY_BAD_REQUEST',
            `The body must be JSON sent with content-type application/json (${error.message}).`,
          ),
        );
      }
      request.log.error({ err: error }, 'playground request failed');
      return failEdge(reply, 'EDGE_UNAVAILABLE');
    });

    scope.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: PLAYGROUND_PROXY_PATH,
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        return failEdge(reply, 'EDGE_METHOD_NOT_ALLOWED');
      },
    });

    scope.post(PLAYGROUND_PROXY_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const started = performance.now();
      const host = normalizeHost(request.headers.host);
      if (host === null) return failEdge(reply, 'EDGE_SITE_NOT_FOUND');
      let live: LiveDeployment | null;
      try {
        live = await ctx.lookup.lookup(host.hostname);
      } catch (error) {
        request.log.warn({ err: error }, 'playground: cannot look the site up');
        return failEdge(reply, 'EDGE_UNAVAILABLE');
      }
      if (live === null || live.deploymentId === null) return failEdge(reply, 'EDGE_SITE_NOT_FOUND');
      if (
        !isSiteOrigin(request.headers.origin, host) &&
        !(await isSiteDomainOrigin(ctx, request.headers.origin, live.siteId))
      ) {
        return failEdge(
          reply,
          'EDGE_ORIGIN_NOT_ALLOWED',
          `Playground requests must come from this site (Origin ${host.hostname}); got ${request.headers.origin === undefined ? 'no Origin header' : `Origin ${JSON.stringify(request.headers.origin.slice(0, 200))}`}.`,
        );
      }
      // Both limits in one round trip to Redis: a refused request counts against both.
      const [siteAllowed, clientAllowed] = await Promise.all([
        ctx.playground.siteLimiter.hit(live.siteId),
        ctx.playground.clientLimiter.hit(`${live.siteId}:${request.ip}`),
      ]);
      if (!siteAllowed) {
        return fail(
          reply,
          createProxyError('PROXY_RATE_LIMITED', 'This site sent too many playground requests; wait a moment.'),
        );
      }
      if (!clientAllowed) return fail(reply, createProxyError('PROXY_RATE_LIMITED'));
      const parsed = parsePlaygroundRequest(request.body);
      if (!parsed.ok) return fail(reply, parsed.error);

      const result = await executePlaygroundRequest(parsed.request, {
        allowedOrigins: allowList(live),
        policy: ctx.playground.policy,
        limits: { timeoutMs: ctx.config.playground.timeoutMs },
        ...(ctx.playground.lookup ? { lookup: ctx.playground.lookup } : {}),
        ...(ctx.playground.connect ? { connect: ctx.playground.connect } : {}),
        // Kept-alive upstream connections, never shared between sites (see createUpstreamConnectionPool).
        connections: ctx.playground.connections,
        partition: live.siteId,
      });
      const ms = performance.now() - started;
      ctx.metrics.playgroundDuration.observe(ms / 1000);
      // One line per proxied request: where it went and how it ended. Never its path, query,
      // headers or body: they carry the reader's keys, tokens and client secrets.
      request.log.info(
        {
          siteId: live.siteId,
          origin: originOf(parsed.request.url),
          outcome: isProxyError(result) ? result.code : result.status,
          ms: Math.round(ms),
        },
        'playground request',
      );
      if (!live.isPreview && !refusesTracking(request.headers)) {
        const operation = playgroundOperationOf(
          parsed.request.method,
          parsed.request.url,
          (request.body as { operation?: unknown }).operation,
        );
        ctx.analytics.recordPlaygroundCall(live.siteId, operation, isProxyError(result) ? null : result.status);
      }
      if (isProxyError(result)) return fail(reply, result);
      ctx.metrics.playgroundRequests.inc({ code: 'ok' });
      return reply.header('cache-control', CACHE_CONTROL.none).send(result);
    });
  });
}

/** The origin of a target URL (no path, query or `user:password@`), for the log. */
function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : 'invalid URL';
}
