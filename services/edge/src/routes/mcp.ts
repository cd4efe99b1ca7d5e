import { agentFamilyOf } from '../analytics/agent-family.ts';
import { refusesTracking } from '../analytics/request-signals.ts';
import { MCP_PATH } from '@folio/deployment';
import { securityHeaders } from '@folio/site';
import {
  answerMcpRequest,
  MAX_MCP_BODY_BYTES,
  mcpErrorAnswer,
  mcpMethodNotAllowed,
  type EndpointAnswer,
} from '@folio/site-endpoints';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { readerGroupsOf } from '../access/reader-groups.ts';
import { deploymentFiles } from '../endpoints/deployment-files.ts';
import { createLiveSiteFinder } from '../endpoints/live-site.ts';
import { requestOrigin } from '../endpoints/request-origin.ts';
import { retryAfterSeconds } from '../endpoints/retry-after-seconds.ts';
import { LimitExceededError } from '../limits/create-concurrency-limit.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

const JSON_HEADERS = securityHeaders('application/json');

/**
 * `/mcp` on every site: the site's MCP server (@folio/site-endpoints; Streamable HTTP, stateless,
 * a server per request, so any edge answers any request). Bodies are read raw, at most
 * `MAX_MCP_BODY_BYTES` (413 beyond, before parsing), and parsed by the SDK's transport, which
 * answers malformed JSON-RPC itself. `MCP_CLIENT_PER_MINUTE` per site and client IP, in Redis.
 * A `GET` that asks for an event stream gets 405 (a stateless server offers none); any other
 * `GET` is the site's page at `/mcp`, or its 404. Unknown hosts: the plain 404.
 */
export async function mcpRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): Promise<void> {
  const findSite = createLiveSiteFinder(ctx);
  const send = (reply: FastifyReply, answer: EndpointAnswer, started: number) => {
    ctx.metrics.endpointRequests.inc({ endpoint: 'mcp', status: answer.status });
    ctx.metrics.endpointDuration.observe({ endpoint: 'mcp' }, (performance.now() - started) / 1000);
    return reply
      .code(answer.status)
      .headers({ ...JSON_HEADERS, ...answer.headers })
      .send(answer.body === '' ? undefined : answer.body);
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    if (request.method !== 'POST') return send(reply, mcpMethodNotAllowed(), started);
    try {
      const live = await findSite(request.headers.host);
      if (live === null) return site(request, reply);
      if (!(await ctx.endpoints.mcpLimiter.hit(`${live.siteId}:${request.ip}`))) {
        const wait = retryAfterSeconds(60_000);
        return send(
          reply,
          mcpErrorAnswer(429, `Too many requests from this address; try again in ${wait} s.`, {
            'retry-after': String(wait),
          }),
          started,
        );
      }
      const answer = await answerMcpRequest(
        { method: 'POST', headers: request.headers, body: request.body as Buffer | undefined },
        {
          site: ctx.endpoints.sites.get(deploymentFiles(ctx.content, live)),
          origin: requestOrigin(request),
          // Pages restricted to groups are listed, found and read only by a signed-in reader in them.
          ...(request.readerSession === null ? {} : { readerGroups: readerGroupsOf(request.readerSession) }),
          onError: (error) => {
            if (!(error instanceof LimitExceededError)) request.log.warn({ err: error }, 'mcp: cannot read the site');
          },
        },
      );
      // An MCP call is agent traffic, counted by the client's family (`unknown` for most MCP clients).
      if (!live.isPreview && !refusesTracking(request.headers))
        ctx.analytics.recordAgentRequest(live.siteId, agentFamilyOf(request.headers['user-agent']) ?? 'unknown', 'mcp');
      return send(reply, answer, started);
    } catch (error) {
      // Postgres failed with nothing cached for this host, or too many lookups waiting.
      if (!(error instanceof LimitExceededError)) request.log.warn({ err: error }, 'mcp: cannot find the site');
      return send(
        reply,
        mcpErrorAnswer(503, 'The documentation site is temporarily unavailable; retry in a moment.'),
        started,
      );
    }
  };

  await app.register(async (scope) => {
    // The SDK's transport reads the JSON itself (and answers JSON-RPC parse errors): hand it the bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_MCP_BODY_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413)
        return send(
          reply,
          mcpErrorAnswer(413, `Request body too large: this MCP server reads at most ${MAX_MCP_BODY_BYTES} bytes.`),
          performance.now(),
        );
      request.log.error({ err: error }, 'mcp request failed');
      return send(reply, mcpErrorAnswer(500, 'Internal error.', {}, -32603), performance.now());
    });
    scope.post(MCP_PATH, handle);
    scope.route({ method: ['PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: MCP_PATH, handler: handle });
    scope.get(MCP_PATH, async (request, reply) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) return site(request, reply);
      return handle(request, reply);
    });
  });
}
