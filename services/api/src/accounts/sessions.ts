import { randomBytes } from 'node:crypto';
import type { Queryable } from '@folio/platform';
import type { ApiConfig } from '../config/load-config.ts';
import { deleteEndedSessionsOfUser, deleteSessionByHash, findLiveSession, insertSession } from '../db/sessions.ts';
import { parseCookies, serializeCookie } from './cookies.ts';
import type { Role } from './roles.ts';
import { generateSecretToken, hashSecretToken } from './secret-token.ts';

/** A signed-in browser, with the tenant it acts in and the user's role there. */
export interface Session {
  tokenHash: Buffer;
  userId: string;
  email: string;
  /** `null` when the user belongs to no tenant (yet), or was removed from the session's tenant. */
  tenantId: string | null;
  tenantName: string | null;
  role: Role | null;
  csrfToken: string;
  expiresAt: Date;
}

/**
 * The session cookie's name: `__Host-` over https, which the browser only accepts Secure, for
 * Path=/ and without Domain, so no other host (a tenant's site, a sibling subdomain) can set or
 * overwrite it. Plain http (local mode) cannot use the prefix.
 */
function sessionCookieName(config: Readonly<ApiConfig>): string {
  return config.dashboard.secureCookies ? '__Host-folio_session' : 'folio_session';
}

/** `Set-Cookie` for a session token, or (token `null`) the header that removes the cookie. */
export function sessionCookie(config: Readonly<ApiConfig>, token: string | null): string {
  return serializeCookie(sessionCookieName(config), token ?? '', {
    path: '/',
    httpOnly: true,
    secure: config.dashboard.secureCookies,
    // Lax: a link from elsewhere opens the dashboard signed in; cross-site POSTs carry no cookie.
    sameSite: 'Lax',
    maxAgeSeconds: token === null ? 0 : config.sessionTtlHours * 3_600,
  });
}

/** The session token a request carries in its cookie, if any. */
export function readSessionToken(cookieHeader: string | undefined, config: Readonly<ApiConfig>): string | null {
  return parseCookies(cookieHeader).get(sessionCookieName(config)) ?? null;
}

/**
 * Starts a session for `userId` in `tenantId` (default: the user's oldest membership) and returns
 * the cookie's token. A fresh token at every sign-in: no session fixation.
 */
export async function createSession(
  db: Queryable,
  userId: string,
  ttlHours: number,
  tenantId?: string,
): Promise<string> {
  const { token, hash } = generateSecretToken();
  // The user's ended sessions go as a new one starts; the sign-in sweeper catches users who never return.
  await deleteEndedSessionsOfUser(db, userId);
  await insertSession(db, {
    tokenHash: hash,
    userId,
    tenantId: tenantId ?? null,
    csrfToken: randomBytes(32).toString('base64url'),
    ttlHours,
  });
  return token;
}

/** The live session a token names, or `null` (unknown, expired). */
export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  const row = await findLiveSession(db, hashSecretToken(token));
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    email: row.email,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    role: row.role,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
  };
}

/** Ends one session (sign out). */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await deleteSessionByHash(db, hashSecretToken(token));
}
