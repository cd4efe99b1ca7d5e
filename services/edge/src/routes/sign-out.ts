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
 * the reader to the site's root, which on a private site leads to sign-in again. A `POST` may
 * carry a form body (the site's top bar posts one), which says nothing and is ignored.
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
  // The top bar's sign-out is a form (no fields): its body is taken and ignored, never a 415.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1_024 },
      (_request, _body, done) => done(null, null),
    );
    scope.post(ACCESS_PATHS.signOut, handler);
  });
}
