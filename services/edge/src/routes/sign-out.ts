import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestBasePath } from '../serving/request-base-path.ts';
import type { AppContext } from '../app-context.ts';
import { ACCESS_PATHS } from '../access/access-paths.ts';
import { clearedReaderCookie } from '../access/reader-cookie.ts';
import { cookiePath, sitePath } from '../access/site-base-path.ts';
import { createLiveSiteFinder } from '../endpoints/live-site.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

/**
 * `GET|POST /_folio/auth/sign-out`: clears the site's reader cookie (same Path, expired) and sends
 * the reader to the site's root, which on a private site leads to sign-in again.
 */
export function signOutRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  const findSite = createLiveSiteFinder(ctx);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const live = await findSite(request.headers.host);
    if (live === null) return site(request, reply);
    const secure = request.protocol === 'https' || ctx.config.dashboardOrigin.startsWith('https:');
    return reply
      .code(303)
      .headers({
        'set-cookie': clearedReaderCookie({ path: cookiePath(requestBasePath(request.raw)), secure }),
        location: sitePath(requestBasePath(request.raw), '/'),
        'cache-control': 'no-store',
        'clear-site-data': '"cache"',
      })
      .send();
  };
  app.get(ACCESS_PATHS.signOut, handler);
  app.post(ACCESS_PATHS.signOut, handler);
}
