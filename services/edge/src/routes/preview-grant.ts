import { verifyToken } from '@folio/platform';
import { requestBasePath } from '../serving/request-base-path.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ACCESS_PATHS } from '../access/access-paths.ts';
import { readerCookie } from '../access/reader-cookie.ts';
import { cookiePath, sitePath } from '../access/site-base-path.ts';
import { createLiveSiteFinder } from '../endpoints/live-site.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

/** A grant is good once; its id is remembered a little longer than it lives. */
const USED_GRANT_SECONDS = 600;

/**
 * `GET /_folio/auth/preview?grant=`: a dashboard member arrives from the build's page with a
 * grant the API signed (purpose `preview-grant`, bound to the site, a few minutes long, one use).
 * The edge checks it and sets this preview host's own member session: the dashboard's cookie,
 * on another host, is never shared or read here.
 */
export function previewGrantRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  const findSite = createLiveSiteFinder(ctx);
  app.get<{ Querystring: { grant?: string } }>(ACCESS_PATHS.preview, async (request, reply) => {
    const live = await findSite(request.headers.host);
    if (live === null) return site(request, reply);
    const refuse = (message: string) =>
      reply
        .code(403)
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .send(`${message}\nOpen the preview again from the build's page in the dashboard.`);
    const key = ctx.access.previewGrantKey;
    const sessions = ctx.access.sessions;
    if (key === null || sessions === null) return refuse('Preview sign-in is not set up on this server.');
    const grant = typeof request.query.grant === 'string' ? verifyToken(request.query.grant, key) : null;
    if (grant === null || grant.site !== live.siteId || typeof grant.sub !== 'string' || typeof grant.jti !== 'string')
      return refuse('This preview link is not valid for this site, or it has expired.');
    const firstUse = await ctx.redis.set(`folio:edge:preview-grant:${grant.jti}`, '1', 'EX', USED_GRANT_SECONDS, 'NX');
    if (firstUse === null) return refuse('This preview link was already used.');
    const seconds = ctx.config.access.sessionSeconds;
    const value = sessions.issue({
      siteId: live.siteId,
      kind: 'member',
      subject: grant.sub,
      claims: {},
      groups: [],
      expiresAt: Math.floor(Date.now() / 1000) + seconds,
    });
    const secure = request.protocol === 'https' || ctx.config.dashboardOrigin.startsWith('https:');
    return reply
      .code(303)
      .headers({
        'set-cookie': readerCookie(value, seconds, { path: cookiePath(requestBasePath(request.raw)), secure }),
        location: sitePath(requestBasePath(request.raw), '/'),
        'cache-control': 'no-store',
      })
      .send();
  });
}
