import { randomUUID } from 'node:crypto';
import { FEEDBACK_PATH } from '@folio/deployment';
import type { RateLimiter } from '@folio/playground-proxy';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { BeaconTools } from '../analytics/beacon-scope.ts';
import { sitePagePath } from '../analytics/find-site-page.ts';
import { normalizeFeedbackComment } from '../analytics/normalize-feedback-comment.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The limiters of {@link pageFeedbackRoute}. */
export interface FeedbackLimiters {
  /** Per site and reader address. */
  client: RateLimiter;
  /** Per site, all readers together. */
  site: RateLimiter;
  /** Comments per site (a longer window): the spam bound on what the dashboard lists. */
  comments: RateLimiter;
}

/**
 * `POST /_folio/feedback` with `{ path, rating: "up" | "down", comment? }`: a "Was this page
 * helpful?" vote on page `path` (its `location.pathname`), stored with the deployment's commit.
 * Answers 202 `{ id }` once the vote is in the analytics stream. The widget sends the vote at once
 * and the optional comment later with `{ id, path, rating, comment }`, which adds the comment to
 * that vote (once) instead of counting a second vote. No cookie is read or set; the reader's
 * address only keys the rate limit.
 */
export function pageFeedbackRoute(
  scope: FastifyInstance,
  ctx: AppContext,
  tools: BeaconTools,
  limiters: FeedbackLimiters,
): void {
  scope.post(FEEDBACK_PATH, { bodyLimit: 4_096 }, async (request, reply) => {
    const site = await tools.admit(request, reply, limiters.client);
    if (site === null) return reply;
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return tools.fail(reply, 'BEACON_INVALID', 'Send `{ "path", "rating": "up" | "down", "comment"? }`.');
    const { path, rating, comment, id } = body as Record<string, unknown>;
    const page = sitePagePath(site.manifest, path);
    if (page === null) return tools.fail(reply, 'BEACON_INVALID', '`path` must be a page of this site.');
    if (rating !== 'up' && rating !== 'down')
      return tools.fail(reply, 'BEACON_INVALID', '`rating` must be "up" or "down".');
    if (id !== undefined && (typeof id !== 'string' || !UUID.test(id)))
      return tools.fail(reply, 'BEACON_INVALID', '`id` must be the id an earlier vote was answered with.');
    const checked = normalizeFeedbackComment(comment);
    if (!checked.ok) return tools.fail(reply, 'BEACON_INVALID', checked.reason);
    if (!(await limiters.site.hit(site.live.siteId)))
      return tools.fail(reply, 'BEACON_RATE_LIMITED', 'This site received too many votes; try again in a minute.');
    if (checked.comment !== null && !(await limiters.comments.hit(site.live.siteId)))
      return tools.fail(reply, 'BEACON_RATE_LIMITED', 'This site received too many comments; try again later.');
    const voteId = typeof id === 'string' ? id : randomUUID();
    // Previews are for the team reviewing a branch: their votes are answered, not kept.
    if (!site.live.isPreview && ctx.analytics.enabled) {
      try {
        await ctx.analytics.addFeedback({
          id: voteId,
          siteId: site.live.siteId,
          deploymentId: site.live.deploymentId,
          path: page,
          rating,
          comment: checked.comment,
          at: new Date().toISOString(),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'feedback: cannot add the vote to the stream');
        return tools.fail(reply, 'BEACON_UNAVAILABLE');
      }
    }
    return reply.code(202).header('cache-control', CACHE_CONTROL.none).send({ id: voteId });
  });
}
