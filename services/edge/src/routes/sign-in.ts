import { readFileSync } from 'node:fs';
import { requestBasePath } from '../serving/request-base-path.ts';
import { verifyPassword } from '@folio/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ACCESS_PATHS } from '../access/access-paths.ts';
import { sessionKindRequired } from '../access/access-gate.ts';
import { SignInError } from '../access/sign-in-error.ts';
import { readerCookie } from '../access/reader-cookie.ts';
import type { ReaderIdentity } from '../access/reader-identity.ts';
import { safeReturnPath } from '../access/safe-return-path.ts';
import { renderSignInPage, SIGN_IN_PAGE_HEADERS, type SignInPageContent } from '../access/sign-in-page.ts';
import { cookiePath, sitePath } from '../access/site-base-path.ts';
import { siteLook } from '../access/site-look.ts';
import { createLiveSiteFinder, type ServedDeployment } from '../endpoints/live-site.ts';
import { retryAfterSeconds } from '../endpoints/retry-after-seconds.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import { requestOrigin } from '../routing/request-origin.ts';
import type { SiteHandler } from '../serving/create-site-handler.ts';

const STYLESHEET = readFileSync(new URL('../../assets/sign-in.css', import.meta.url));
const MAX_COOKIE_VALUE = 3_800;

/**
 * The sign-in flow of a private site, the only routes it answers without a session:
 * `GET /_folio/auth/sign-in` (the password form, or the redirect to the OIDC issuer or the
 * customer's login), `POST /_folio/auth/sign-in` (the password, rate-limited, compared with the
 * scrypt hash), `GET /_folio/auth/callback` (OIDC code + state, or the customer's `?token=`
 * JWT), and the page's stylesheet. Success sets the site's reader cookie and sends the reader to
 * the checked return path; a failure is a page in the site's look saying what went wrong.
 */
export async function signInRoutes(app: FastifyInstance, ctx: AppContext, site: SiteHandler): Promise<void> {
  const findSite = createLiveSiteFinder(ctx);
  const normalizeHost = createHostNormalizer(10_000);
  const kit = ctx.access;
  const originOf = (request: FastifyRequest) => {
    const host = normalizeHost(request.headers.host);
    return host === null ? null : requestOrigin(host, ctx.config.dashboardOrigin);
  };
  const basePathOf = (request: FastifyRequest) => requestBasePath(request.raw);
  const nextOf = (request: FastifyRequest, value: unknown) =>
    safeReturnPath(value, sitePath(basePathOf(request), ''), sitePath(basePathOf(request), '/'));

  const page = async (reply: FastifyReply, status: number, live: ServedDeployment, content: SignInPageContent) => {
    const look = await siteLook(ctx, live);
    const body = renderSignInPage(look, content, {
      stylesheet: sitePath(basePathOf(reply.request), ACCESS_PATHS.stylesheet),
      signIn: sitePath(basePathOf(reply.request), ACCESS_PATHS.signIn),
    }).value;
    return reply.code(status).headers(SIGN_IN_PAGE_HEADERS).send(body);
  };
  const failed = (reply: FastifyReply, live: ServedDeployment, error: SignInError, next: string) =>
    page(reply, error.status, live, {
      kind: 'failed',
      title: 'Sign-in failed',
      message: error.message,
      retry: `${sitePath(basePathOf(reply.request), ACCESS_PATHS.signIn)}?next=${encodeURIComponent(next)}`,
    });

  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    live: ServedDeployment,
    identity: ReaderIdentity,
    kind: 'reader' | 'member',
    next: string,
  ) => {
    if (kit.sessions === null) throw new SignInError("This site's sign-in is not set up on this server.", 503);
    const seconds = ctx.config.access.sessionSeconds;
    const value = kit.sessions.issue({
      siteId: live.siteId,
      kind,
      ...identity,
      expiresAt: Math.floor(Date.now() / 1000) + seconds,
    });
    if (value.length > MAX_COOKIE_VALUE)
      throw new SignInError('Your account has more claims or groups than a session can hold; ask the site owner.', 400);
    const secure = (originOf(request) ?? '').startsWith('https:') || request.protocol === 'https';
    return reply
      .code(303)
      .headers({
        'set-cookie': readerCookie(value, seconds, { path: cookiePath(basePathOf(request)), secure }),
        location: next,
        'cache-control': 'no-store',
      })
      .send();
  };

  // Within the rate: false, and the 429 page is sent.
  const admitted = async (request: FastifyRequest, reply: FastifyReply, live: ServedDeployment) => {
    if (await kit.signInLimiter.hit(`${live.siteId}:${request.ip}`)) return true;
    const wait = retryAfterSeconds(60_000);
    reply.header('retry-after', String(wait));
    await failed(
      reply,
      live,
      new SignInError(`Too many sign-in attempts from this address; try again in ${wait} s.`, 429),
      '/',
    );
    return false;
  };

  app.get(ACCESS_PATHS.stylesheet, async (_request, reply) =>
    reply
      .headers({
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
      })
      .send(STYLESHEET),
  );

  app.get<{ Querystring: { next?: string } }>(ACCESS_PATHS.signIn, async (request, reply) => {
    const live = await findSite(request.headers.host);
    if (live === null) return site(request, reply);
    const next = nextOf(request, request.query.next);
    const required = sessionKindRequired(live);
    if (required === 'none') return reply.code(303).headers({ location: next, 'cache-control': 'no-store' }).send();
    if (required === 'member')
      return page(reply, 401, live, { kind: 'members', dashboard: ctx.config.dashboardOrigin });
    const origin = originOf(request);
    try {
      switch (live.access.mode) {
        case 'password':
          return page(reply, 200, live, { kind: 'password', next });
        case 'oidc': {
          if (origin === null) throw new SignInError('Unknown host.', 400);
          const url = await kit.oidc.start(
            live.siteId,
            live.access,
            `${origin}${sitePath(basePathOf(request), ACCESS_PATHS.callback)}`,
            next,
          );
          return reply.code(302).headers({ location: url.href, 'cache-control': 'no-store' }).send();
        }
        case 'jwt': {
          if (origin === null || live.access.jwtLoginUrl === null)
            throw new SignInError("This site's sign-in is not set up.", 503);
          const login = new URL(live.access.jwtLoginUrl);
          login.searchParams.set(
            'return_to',
            `${origin}${sitePath(basePathOf(request), ACCESS_PATHS.callback)}?next=${encodeURIComponent(next)}`,
          );
          return reply.code(302).headers({ location: login.href, 'cache-control': 'no-store' }).send();
        }
        default:
          return reply.code(303).headers({ location: next, 'cache-control': 'no-store' }).send();
      }
    } catch (error) {
      return failed(reply, live, asSignInError(error, request), next);
    }
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(ACCESS_PATHS.signIn, async (request, reply) => {
      const live = await findSite(request.headers.host);
      if (live === null) return site(request, reply);
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const next = nextOf(request, form.get('next'));
      if (live.access.mode !== 'password' || sessionKindRequired(live) !== 'reader')
        return reply
          .code(303)
          .headers({ location: sitePath(basePathOf(request), ACCESS_PATHS.signIn), 'cache-control': 'no-store' })
          .send();
      if (!(await admitted(request, reply, live))) return reply;
      const password = form.get('password') ?? '';
      // Always a full scrypt run (a missing hash included): timing tells nothing.
      const ok = password.length <= 1_024 && (await verifyPassword(password, live.access.passwordHash));
      if (!ok)
        return page(reply, 401, live, { kind: 'password', next, error: 'That password is not right. Try again.' });
      try {
        return signedIn(request, reply, live, { subject: 'password', claims: {}, groups: [] }, 'reader', next);
      } catch (error) {
        return failed(reply, live, asSignInError(error, request), next);
      }
    });
  });

  app.get<{ Querystring: { next?: string; token?: string } }>(ACCESS_PATHS.callback, async (request, reply) => {
    const live = await findSite(request.headers.host);
    if (live === null) return site(request, reply);
    if (sessionKindRequired(live) !== 'reader')
      return reply
        .code(303)
        .headers({ location: sitePath(basePathOf(request), '/'), 'cache-control': 'no-store' })
        .send();
    let next = nextOf(request, request.query.next);
    try {
      if (!(await admitted(request, reply, live))) return reply;
      if (live.access.mode === 'jwt') {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        if (token === '') throw new SignInError('The sign-in came back without a token.', 400);
        const identity = await kit.jwt(live.siteId, live.access, token);
        return signedIn(request, reply, live, identity, 'reader', next);
      }
      if (live.access.mode === 'oidc') {
        const origin = originOf(request);
        if (origin === null) throw new SignInError('Unknown host.', 400);
        const result = await kit.oidc.finish(live.siteId, live.access, new URL(request.raw.url ?? '/', origin));
        next = nextOf(request, result.next);
        return signedIn(request, reply, live, result.identity, 'reader', next);
      }
      throw new SignInError('This site does not sign in through a callback.', 400);
    } catch (error) {
      return failed(reply, live, asSignInError(error, request), next);
    }
  });
}

// Refusals keep their words; anything else (the issuer unreachable, a bug) is logged and said plainly.
function asSignInError(error: unknown, request: FastifyRequest): SignInError {
  if (error instanceof SignInError) return error;
  request.log.warn({ err: error }, 'sign-in failed');
  return new SignInError("The site's sign-in provider could not be reached; try again in a moment.", 503);
}
