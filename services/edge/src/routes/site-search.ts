import { SITE_SEARCH_PATH } from '@folio/deployment';
import { securityHeaders } from '@folio/site';
import { answerSearchRequest, searchError, searchErrorAnswer, type EndpointAnswer } from '@folio/site-endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { readerGroupsOf } from '../access/reader-groups.ts';
import { deploymentFiles } from '../endpoints/deployment-files.ts';
import { createLiveSiteFinder } from '../endpoints/live-site.ts';
import { requestOrigin } from '../endpoints/request-origin.ts';
import { retryAfterSeconds } from '../endpoints/retry-after-seconds.ts';
import { UNAVAILABLE_ANSWER } from '../endpoints/unavailable-answer.ts';
import { LimitExceededError } from '../limits/create-concurrency-limit.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

const JSON_HEADERS = securityHeaders('application/json');

/**
 * `GET /_folio/search?q=&lang=&version=&limit=` on every site: the deployment's own search index,
 * ranked by the engine its pages run (@folio/site-endpoints), rate-limited per site and client
 * address through Redis. Answers carry the deployment in their ETag (`revalidate`), so a CDN or
 * browser may keep them until the site is published again. On a host without a site: the edge's
 * plain 404, as for any path.
 */
export function siteSearchRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  const findSite = createLiveSiteFinder(ctx);
  const send = (reply: FastifyReply, answer: EndpointAnswer, started: number) => {
    ctx.metrics.endpointRequests.inc({ endpoint: 'search', status: answer.status });
    ctx.metrics.endpointDuration.observe({ endpoint: 'search' }, (performance.now() - started) / 1000);
    return reply
      .code(answer.status)
      .headers({ ...JSON_HEADERS, ...answer.headers })
      .send(answer.status === 304 ? undefined : answer.body);
  };

  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: SITE_SEARCH_PATH,
    handler: async (_request, reply) =>
      send(
        reply,
        searchErrorAnswer(searchError('SEARCH_METHOD_NOT_ALLOWED'), { allow: 'GET, HEAD' }),
        performance.now(),
      ),
  });

  app.get(SITE_SEARCH_PATH, async (request, reply) => {
    const started = performance.now();
    try {
      const live = await findSite(request.headers.host);
      if (live === null) return site(request, reply);
      if (!(await ctx.endpoints.searchLimiter.hit(`${live.siteId}:${request.ip}`))) {
        const wait = retryAfterSeconds(60_000);
        return send(
          reply,
          searchErrorAnswer(
            searchError('SEARCH_RATE_LIMITED', `Too many searches from this address; try again in ${wait} s.`),
            { 'retry-after': String(wait) },
          ),
          started,
        );
      }
      const url = request.raw.url ?? '';
      const mark = url.indexOf('?');
      const answer = await answerSearchRequest(
        mark < 0 ? '' : url.slice(mark + 1),
        ctx.endpoints.sites.get(deploymentFiles(ctx.content, live)),
        {
          origin: requestOrigin(request),
          ifNoneMatch: request.headers['if-none-match'],
          cacheControl: CACHE_CONTROL.revalidate,
          // Pages restricted to groups are found only by a signed-in reader in them.
          ...(request.readerSession === null ? {} : { readerGroups: readerGroupsOf(request.readerSession) }),
        },
      );
      return send(reply, answer, started);
    } catch (error) {
      // Postgres or S3 failed with nothing cached, or too many reads already waiting.
      if (!(error instanceof LimitExceededError)) request.log.warn({ err: error }, 'search: cannot read the site');
      return send(reply, UNAVAILABLE_ANSWER, started);
    }
  });
}
