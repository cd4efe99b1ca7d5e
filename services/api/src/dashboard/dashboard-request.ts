import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies, serializeCookie } from '../accounts/cookies.ts';
import type { Session } from '../accounts/sessions.ts';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import type { ApiScope } from '../lib/api-scopes.ts';
import type { DashboardAssets } from './dashboard-assets.ts';
import type { SafeHtml } from '@folio/html';
import { layout, type LayoutOptions } from './layout.ts';

/** What the dashboard knows about a request once its hooks ran. */
export interface DashboardState {
  session: Session | null;
  /** The form token of this request: the session's, or the signed-out double-submit cookie's. */
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    dashboard: DashboardState;
  }
  interface FastifyContextConfig {
    /** A dashboard page that needs no session (sign-in, password reset, invitations). */
    signedOut?: boolean;
  }
}

/** Everything a dashboard route needs. */
export interface DashboardContext extends AppContext {
  assets: DashboardAssets;
}

/** The name of the signed-out forms' CSRF cookie (`__Host-` over https, like the session's). */
function preSessionCookieName(secure: boolean): string {
  return secure ? '__Host-folio_csrf' : 'folio_csrf';
}

/**
 * The double-submit token of signed-out forms (sign-in, reset, invitation): a random cookie the
 * form repeats in `_csrf`. Another site can make a browser post a form, but cannot read or set this
 * cookie, so it cannot sign someone in to an attacker's account (login CSRF).
 */
export function ensurePreSessionToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const name = preSessionCookieName(secure);
  const existing = parseCookies(request.headers.cookie).get(name);
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.header(
    'set-cookie',
    serializeCookie(name, token, { path: '/', httpOnly: true, secure, sameSite: 'Lax', maxAgeSeconds: 86_400 }),
  );
  return token;
}

/** The signed-in session of a page that requires one (the hooks redirected otherwise). */
export function sessionOf(request: FastifyRequest): Session & { tenantId: string } {
  const session = request.dashboard.session;
  if (!session) throw new AppError('UNAUTHORIZED', 'sign in first');
  if (!session.tenantId || !session.role)
    throw new AppError('NOT_A_MEMBER', 'you are not a member of a tenant; ask an owner for an invitation');
  return session as Session & { tenantId: string };
}

/** Throws 403 unless the member's role holds `scope` (the same scope the API route needs). */
export function requireScope(scopes: readonly ApiScope[], scope: ApiScope): void {
  if (!scopes.includes(scope))
    throw new AppError('SCOPE_MISSING', `your role lacks the "${scope}" scope; ask an owner or admin of the tenant`);
}

/** Sends a whole page. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: DashboardContext,
  page: Omit<LayoutOptions, 'assets' | 'csrfToken' | 'session'> & { status?: number },
): FastifyReply {
  const { status, ...options } = page;
  const body: SafeHtml = layout({
    ...options,
    assets: ctx.assets,
    session: request.dashboard.session,
    csrfToken: request.dashboard.csrfToken,
  });
  return reply
    .status(status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body.value);
}
