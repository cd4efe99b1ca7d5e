import { MCP_SERVER_CARD_PATHS } from '@folio/deployment';
import { securityHeaders } from '@folio/site';
import { answerServerCardRequest } from '@folio/site-endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { deploymentFiles } from '../endpoints/deployment-files.ts';
import { createLiveSiteFinder } from '../endpoints/live-site.ts';
import { requestOrigin } from '../endpoints/request-origin.ts';
import { UNAVAILABLE_ANSWER } from '../endpoints/unavailable-answer.ts';
import { LimitExceededError } from '../limits/create-concurrency-limit.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

const JSON_HEADERS = securityHeaders('application/json');

/**
 * `GET /.well-known/mcp` (also `/.well-known/mcp.json` and `/.well-known/mcp/server-card.json`,
 * the paths discovery drafts name) on every site: the MCP server card, `revalidate` with an ETag of
 * the deployment and origin. No rate limit: it is as cheap as a cached page. Unknown hosts: the plain 404.
 */
export function mcpServerCardRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  const findSite = createLiveSiteFinder(ctx);
  for (const path of MCP_SERVER_CARD_PATHS) {
    app.get(path, async (request, reply) => {
      let answer: Awaited<ReturnType<typeof answerServerCardRequest>>;
      try {
        const live = await findSite(request.headers.host);
        if (live === null) return site(request, reply);
        answer = await answerServerCardRequest(ctx.endpoints.sites.get(deploymentFiles(ctx.content, live)), {
          origin: requestOrigin(request),
          ifNoneMatch: request.headers['if-none-match'],
          cacheControl: CACHE_CONTROL.revalidate,
        });
      } catch (error) {
        if (!(error instanceof LimitExceededError)) request.log.warn({ err: error }, 'mcp card: cannot read the site');
        answer = UNAVAILABLE_ANSWER;
      }
      ctx.metrics.endpointRequests.inc({ endpoint: 'mcp_card', status: answer.status });
      return reply
        .code(answer.status)
        .headers({ ...JSON_HEADERS, ...answer.headers })
        .send(answer.body === '' ? undefined : answer.body);
    });
  }
}
