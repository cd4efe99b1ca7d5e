import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError } from '../errors/app-error.ts';
import type { ApiScope } from '../lib/api-scopes.ts';
import { hashApiKey } from '../lib/generate-api-key.ts';
import { readBearer } from './operator-auth.ts';

/** Who is calling, once a tenant API key was accepted. */
export interface TenantCaller {
  tenantId: string;
  apiKeyId: string;
  scopes: readonly ApiScope[];
}

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
 * The tenant scope: every route in `scope` needs `Authorization: Bearer <API key>` of a live key,
 * and the scope its route config names. Handlers read the tenant from {@link callerOf} and must put
 * it in every query, so another tenant's ids are simply not found.
 */
export function requireTenant(scope: FastifyInstance, db: pg.Pool): void {
  scope.decorateRequest('caller', null);
  scope.addHook('onRequest', async (request) => {
    const key = readBearer(request.headers.authorization);
    if (!key) throw new AppError('UNAUTHORIZED', 'send an API key: Authorization: Bearer folio_…');
    const found = await db.query<{ id: string; tenant_id: string; scopes: ApiScope[]; stale: boolean }>(
      `SELECT id, tenant_id, scopes, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
         FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [hashApiKey(key)],
    );
    const row = found.rows[0];
    if (!row) throw new AppError('UNAUTHORIZED', 'the API key is unknown or revoked; create a new one');
    request.caller = { tenantId: row.tenant_id, apiKeyId: row.id, scopes: row.scopes };
    if (row.stale) {
      // At most one write a minute per key; losing one is harmless.
      db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [row.id]).catch((err: unknown) =>
        request.log.warn({ err }, 'could not record API key use'),
      );
    }
  });
  scope.addHook('preHandler', async (request) => {
    const needed = request.routeOptions.config.scope;
    if (needed && !request.caller?.scopes.includes(needed)) {
      throw new AppError('SCOPE_MISSING', `this API key lacks the "${needed}" scope; create a key with it`);
    }
  });
}
