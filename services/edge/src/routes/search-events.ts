import { SEARCH_EVENTS_PATH } from '@folio/deployment';
import type { RateLimiter } from '@folio/playground-proxy';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { BeaconTools } from '../analytics/beacon-scope.ts';
import { sitePagePath } from '../analytics/find-site-page.ts';
import { refusesTracking } from '../analytics/request-signals.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';

/** Events one beacon may carry. */
const MAX_EVENTS = 20;

/**
 * `POST /_folio/search-events` with `{ events: [{ query, results } | { query, path }] }`, sent
 * by the search box (with `navigator.sendBeacon`): a search the reader settled on and how many
 * results it found, or the result page they opened from a search (click-through). Queries are
 * normalised and bounded by the recorder; a `path` must be a page of the site. Answers 204, also
 * when the reader asked not to be tracked (`DNT`, `Sec-GPC`: nothing is counted then).
 */
export function searchEventsRoute(
  scope: FastifyInstance,
  ctx: AppContext,
  tools: BeaconTools,
  limiter: RateLimiter,
): void {
  scope.post(SEARCH_EVENTS_PATH, { bodyLimit: 8_192 }, async (request, reply) => {
    const site = await tools.admit(request, reply, limiter);
    if (site === null) return reply;
    const events = (request.body as { events?: unknown } | null)?.events;
    if (!Array.isArray(events) || events.length > MAX_EVENTS)
      return tools.fail(reply, 'BEACON_INVALID', `Send \`{ "events": [...] }\` with at most ${MAX_EVENTS} events.`);
    const counted = !site.live.isPreview && !refusesTracking(request.headers);
    for (const event of events) {
      if (typeof event !== 'object' || event === null) continue;
      const { query, results, path } = event as Record<string, unknown>;
      if (typeof query !== 'string' || !counted) continue;
      const { siteId } = site.live;
      if (typeof results === 'number') ctx.analytics.recordSearch(siteId, query, results);
      else {
        const page = sitePagePath(site.manifest, path);
        if (page !== null) ctx.analytics.recordSearchClick(siteId, query, page);
      }
    }
    return reply.code(204).header('cache-control', CACHE_CONTROL.none).send();
  });
}
