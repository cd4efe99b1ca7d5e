import { READER_PATH } from '@folio/deployment';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { createLiveSiteFinder } from '../endpoints/live-site.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

const HEADERS = Object.freeze({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'private, no-store',
  vary: 'Cookie',
  'x-content-type-options': 'nosniff',
});

/**
 * `GET /_folio/reader`, for personalization: the signed-in reader's allow-listed claims and
 * groups, `{ "signedIn": false }` on a public site. A private site without a session never gets
 * here: the access gate answers 401 first. Never cached by anyone (`private, no-store`).
 */
export function readerRoute(app: FastifyInstance, ctx: AppContext, site: SiteHandler): void {
  const findSite = createLiveSiteFinder(ctx);
  app.get(READER_PATH, async (request, reply) => {
    const live = await findSite(request.headers.host);
    if (live === null) return site(request, reply);
    const session = request.readerSession;
    if (session === null) return reply.headers(HEADERS).send({ signedIn: false });
    return reply.headers(HEADERS).send({ signedIn: true, claims: session.claims, groups: session.groups });
  });
}
