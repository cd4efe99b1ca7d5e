import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '@folio/playground-proxy';
import type { AppContext } from '../app-context.ts';
import { isSiteOrigin } from '../proxy/is-site-origin.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';
import { beaconError, type BeaconErrorCode } from './beacon-errors.ts';
import { findBeaconSite, type BeaconSite } from './find-site-page.ts';

/** What every beacon route does before reading its body, given to the routes of the scope. */
export interface BeaconTools {
  /** Sends a beacon error (and `Retry-After` on 429). */
  fail(reply: FastifyReply, code: BeaconErrorCode, message?: string): FastifyReply;
  /**
   * The site at the request's host, once the `Origin` is that site and `limiter` admits the
   * reader on it; otherwise the error is sent and `null` returned.
   */
  admit(request: FastifyRequest, reply: FastifyReply, limiter: RateLimiter): Promise<BeaconSite | null>;
}

/**
 * Registers the analytics endpoints of a site in a scope of their own: JSON bodies, also when
 * sent as `text/plain` (what `navigator.sendBeacon` sends for a string), the beacon error shape
 * for bodies that are too large or not JSON, and the common admission steps.
 */
export async function registerBeaconScope(
  app: FastifyInstance,
  ctx: AppContext,
  routes: (scope: FastifyInstance, tools: BeaconTools) => void,
): Promise<void> {
  const normalizeHost = createHostNormalizer(10_000);
  const fail: BeaconTools['fail'] = (reply, code, message) => {
    const error = beaconError(code, message);
    if (code === 'BEACON_RATE_LIMITED') reply.header('retry-after', '60');
    return reply.code(error.statusCode).header('cache-control', CACHE_CONTROL.none).send(error);
  };
  const tools: BeaconTools = {
    fail,
    async admit(request, reply, limiter) {
      const host = normalizeHost(request.headers.host);
      if (host === null) {
        fail(reply, 'BEACON_SITE_NOT_FOUND');
        return null;
      }
      let site: BeaconSite | null;
      try {
        site = await findBeaconSite(ctx, host.hostname);
      } catch (error) {
        request.log.warn({ err: error }, 'beacon: cannot look the site up');
        fail(reply, 'BEACON_UNAVAILABLE');
        return null;
      }
      if (site === null) {
        fail(reply, 'BEACON_SITE_NOT_FOUND');
        return null;
      }
      if (!isSiteOrigin(request.headers.origin, host)) {
        fail(reply, 'BEACON_ORIGIN_NOT_ALLOWED');
        return null;
      }
      if (!(await limiter.hit(`${site.live.siteId}:${request.ip}`))) {
        fail(reply, 'BEACON_RATE_LIMITED');
        return null;
      }
      return site;
    },
  };
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413) return fail(reply, 'BEACON_TOO_LARGE');
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return fail(reply, 'BEACON_INVALID', `Send a JSON body (${error.message}).`);
      request.log.error({ err: error }, 'beacon request failed');
      return fail(reply, 'BEACON_UNAVAILABLE');
    });
    routes(scope, tools);
  });
}
