import type { AppContext } from '../app-context.ts';
import { LimitExceededError } from '../limits/create-concurrency-limit.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import { isOpsHost } from '../routing/is-ops-host.ts';
import type { LiveDeployment } from '../routing/live-deployment.ts';
import { CACHE_CONTROL } from '../serving/cache-control-header.ts';
import type { SiteAnswer } from '../serving/create-site-responder.ts';
import { PLAIN_PAGES } from '../serving/plain-pages.ts';
import { accessError } from './access-errors.ts';
import { ACCESS_PATHS, isOpenAccessPath } from './access-paths.ts';
import { readerCookieValues } from './reader-cookie.ts';
import type { ReaderSession, ReaderSessions } from './reader-session.ts';
import { safeReturnPath } from './safe-return-path.ts';
import { sitePath } from './site-base-path.ts';

/** What the gate needs of a request: its method, target, Host and two headers. */
export interface GateRequest {
  method: string | undefined;
  url: string;
  host: string | undefined;
  accept: string | undefined;
  cookie: string | undefined;
  /** The base path the request reached the site under (`''` at the root). */
  basePath: string;
}

/** The gate's verdict on one request. */
export type GateDecision =
  /** A public site, no site at this host, or the sign-in flow's own paths: serve as before. */
  | { kind: 'open' }
  /** A private site and a reader with a valid session for it: serve, never to shared caches. */
  | { kind: 'reader'; live: LiveDeployment; session: ReaderSession }
  /** No (valid) session: send this answer instead (a redirect to sign-in, a 401, a 503). */
  | { kind: 'refused'; answer: SiteAnswer };

/** Decides whether a request may be served. Synchronous when the host is cached. */
export type AccessGate = (request: GateRequest) => GateDecision | Promise<GateDecision>;

const OPEN: GateDecision = Object.freeze({ kind: 'open' });
// Answered by the edge itself on an ops host, never by a site there: no lookup, even with Postgres down.
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Whether the site's mode asks for a session on this host: a private site everywhere, and a
 * preview of a site whose previews are for dashboard members (a member session only).
 */
export function sessionKindRequired(live: LiveDeployment): 'none' | 'reader' | 'member' {
  if (live.isPreview && live.access.previews === 'members') return 'member';
  return live.access.mode === 'public' ? 'none' : 'reader';
}

/** The session of `cookieHeader` that admits a reader to `live`, or `null`. */
function admittedSession(
  sessions: ReaderSessions | null,
  live: LiveDeployment,
  cookieHeader: string | undefined,
): ReaderSession | null {
  const required = sessionKindRequired(live);
  if (sessions === null || required === 'none') return null;
  for (const value of readerCookieValues(cookieHeader)) {
    const session = sessions.read(value, live.siteId);
    if (session === null) continue;
    // A member may read any preview; production is read only with the site's own sign-in.
    if (required === 'member' ? session.kind === 'member' : session.kind === 'reader' || live.isPreview) return session;
  }
  return null;
}

/**
 * The reader access gate, in front of every answer of a site (the raw fast path and every Fastify
 * route): on a private site, everything but the sign-in flow needs a session issued for that site.
 * A browser asking for a page is sent to sign-in with a checked return path; anything else (data,
 * `.md`, search, MCP, beacons, the playground) gets 401 JSON. Fails closed: without a session key,
 * or when the site cannot be looked up, a private site answers 503, never its content.
 */
export function createAccessGate(ctx: AppContext, sessions: ReaderSessions | null): AccessGate {
  const normalizeHost = createHostNormalizer(10_000);
  const decide = (live: LiveDeployment | null, request: GateRequest): GateDecision => {
    if (live === null || live.deploymentId === null || sessionKindRequired(live) === 'none') return OPEN;
    if (isOpenAccessPath(pathOf(request.url))) return OPEN;
    if (sessions === null) return refused(503, accessError('ACCESS_NOT_CONFIGURED'), request);
    const session = admittedSession(sessions, live, request.cookie);
    if (session !== null) return { kind: 'reader', live, session };
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && (request.accept ?? '').includes('text/html');
    if (!isPage) return refused(401, accessError('ACCESS_SIGN_IN_REQUIRED'), request);
    // The request's target has lost the base path already; the browser must come back with it.
    const next = safeReturnPath(
      sitePath(request.basePath, request.url),
      sitePath(request.basePath, ''),
      sitePath(request.basePath, '/'),
    );
    const location = `${sitePath(request.basePath, ACCESS_PATHS.signIn)}?next=${encodeURIComponent(next)}`;
    ctx.metrics.countRequest('sign_in_required');
    return {
      kind: 'refused',
      answer: {
        status: 302,
        headers: { location, 'cache-control': CACHE_CONTROL.none, vary: 'Cookie', 'content-length': 0 },
        body: undefined,
      },
    };
  };
  const refused = (status: number, error: object, request: GateRequest): GateDecision => {
    ctx.metrics.countRequest(status === 401 ? 'sign_in_required' : 'access_unavailable');
    const isPage = (request.accept ?? '').includes('text/html');
    const body = isPage && status === 503 ? PLAIN_PAGES.unavailable : JSON.stringify(error);
    return {
      kind: 'refused',
      answer: {
        status,
        headers: {
          'content-type': isPage && status === 503 ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
          'cache-control': CACHE_CONTROL.none,
          vary: 'Cookie',
          'x-content-type-options': 'nosniff',
          'content-length': Buffer.byteLength(body),
        },
        body,
      },
    };
  };
  return (request) => {
    const host = normalizeHost(request.host);
    if (host === null) return OPEN;
    if (isOpsHost(host, ctx.config.opsHosts) && OPS_PATHS.has(pathOf(request.url))) return OPEN;
    const cached = ctx.lookup.peek(host.hostname);
    if (cached !== undefined) return decide(cached, request);
    return ctx.lookup.lookup(host.hostname).then(
      (live) => decide(live, request),
      (error: unknown) => {
        // Nothing cached and Postgres failed: whether the site is private is unknown, so nothing is served.
        if (!(error instanceof LimitExceededError))
          ctx.log.warn({ err: error, host: host.hostname }, 'access: cannot look the site up');
        return refused(503, accessError('ACCESS_UNAVAILABLE'), request);
      },
    );
  };
}

function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
}
