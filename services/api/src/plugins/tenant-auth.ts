import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { scopesOfRole } from '../accounts/roles.ts';
import { findSession, readSessionToken } from '../accounts/sessions.ts';
import type { ApiConfig } from '../config/load-config.ts';
import { findLiveApiKey, touchApiKey } from '../db/api-keys.ts';
import { AppError } from '../errors/app-error.ts';
import type { ApiScope } from '../lib/api-scopes.ts';
import { constantTimeEqual } from '../lib/constant-time-equal.ts';
import { hashApiKey } from '../lib/generate-api-key.ts';
import { readBearer } from './operator-auth.ts';

/** Who is calling, once a tenant API key or a dashboard session was accepted. */
export interface TenantCaller {
  tenantId: string;
  /** The key used, or `null` for a signed-in member (then `userId` is set). */
  apiKeyId: string | null;
  userId: string | null;
  scopes: readonly ApiScope[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every request of the tenant scope (see {@link requireTenant}). */
    caller: TenantCaller | null;
  }
  interface FastifyContextConfig {
    /** The API key scope a tenant route needs. */
    scope?: ApiScope;
  }
}

/** The caller of a tenant-scope route (always set there). */
export function callerOf(request: FastifyRequest): TenantCaller {
  if (!request.caller) throw new Error('callerOf used outside the tenant scope');
  return request.caller;
}

/**
 * A dashboard session as a caller: the session's tenant, with its role's scopes (the same ones an
 * API key would need). Cookies ride along on any request the browser makes, so an unsafe method
 * must also echo the session's CSRF token in `X-CSRF-Token` (synchroniser token).
 */
async function sessionCaller(request: FastifyRequest, db: pg.Pool, token: string): Promise<TenantCaller> {
  const session = await findSession(db, token);
  if (!session) throw new AppError('UNAUTHORIZED', 'the session has ended; sign in again');
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !constantTimeEqual(sent, session.csrfToken)) {
      throw new AppError(
        'CSRF_FAILED',
        "send the session's CSRF token in X-CSRF-Token (the dashboard puts it in a meta tag named csrf-token)",
      );
    }
  }
  if (!session.tenantId || !session.role)
    throw new AppError('NOT_A_MEMBER', 'you are not a member of a tenant; ask an owner for an invitation');
  return { tenantId: session.tenantId, apiKeyId: null, userId: session.userId, scopes: scopesOfRole(session.role) };
}

/**
 * The tenant scope: every route in `scope` needs `Authorization: Bearer <API key>` of a live key,
 * or the dashboard's session cookie, and the scope its route config names (a member's role grants
 * scopes, see `scopesOfRole`). Handlers read the tenant from {@link callerOf} and must put it in
 * every query, so another tenant's ids are simply not found.
 */
export function requireTenant(scope: FastifyInstance, db: pg.Pool, config: Readonly<ApiConfig>): void {
  scope.decorateRequest('caller', null);
  scope.addHook('onRequest', async (request) => {
    const key = readBearer(request.headers.authorization);
    const sessionToken = key || request.headers.authorization ? null : readSessionToken(request.headers.cookie, config);
    if (sessionToken) {
      request.caller = await sessionCaller(request, db, sessionToken);
      return;
    }
    if (!key) throw new AppError('UNAUTHORIZED', 'send an API key: Authorization: Bearer folio_…');
    const row = await findLiveApiKey(db, hashApiKey(key));
    if (!row) throw new AppError('UNAUTHORIZED', 'the API key is unknown or revoked; create a new one');
    request.caller = { tenantId: row.tenant_id, apiKeyId: row.id, userId: null, scopes: row.scopes };
    if (row.stale) {
      // At most one write a minute per key; losing one is harmless.
      touchApiKey(db, row.id).catch((err: unknown) => request.log.warn({ err }, 'could not record API key use'));
    }
  });
  // Before the body is validated: a caller without the scope learns nothing about the route's schema.
  scope.addHook('preValidation', async (request) => {
    const needed = request.routeOptions.config.scope;
    if (needed && !request.caller?.scopes.includes(needed)) {
      throw new AppError(
        'SCOPE_MISSING',
        request.caller?.userId
          ? `your role lacks the "${needed}" scope; ask an owner or admin of the tenant`
          : `this API key lacks the "${needed}" scope; create a key with it`,
      );
    }
  });
}
