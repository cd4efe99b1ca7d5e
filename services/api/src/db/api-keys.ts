import type { Queryable } from '@folio/platform';
import type { ApiScope } from '../lib/api-scopes.ts';

/** An `api_keys` row (without the hash). */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
}

/** What a new key records; the key itself is never stored, only its hash. */
export interface NewApiKey {
  tenantId: string;
  name: string;
  prefix: string;
  hash: Buffer;
  scopes: readonly ApiScope[];
}

/** A live key found by its hash, for authenticating a request. */
export interface ApiKeyMatch {
  id: string;
  tenant_id: string;
  scopes: ApiScope[];
  /** `last_used_at` is older than a minute (or unset): worth recording this use. */
  stale: boolean;
}

/** Records a new key and returns its row. */
export async function insertApiKey(db: Queryable, key: NewApiKey): Promise<ApiKeyRow> {
  const row = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (tenant_id, name, prefix, key_hash, scopes) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, name, prefix, scopes, created_at, last_used_at`,
    [key.tenantId, key.name, key.prefix, key.hash, key.scopes],
  );
  return row.rows[0]!;
}

/** The tenant's keys not revoked, oldest first. */
export async function listApiKeys(db: Queryable, tenantId: string): Promise<ApiKeyRow[]> {
  const rows = await db.query<ApiKeyRow>(
    `SELECT id, name, prefix, scopes, created_at, last_used_at FROM api_keys
      WHERE tenant_id = $1 AND revoked_at IS NULL ORDER BY created_at`,
    [tenantId],
  );
  return rows.rows;
}

/** Revokes the tenant's key `id`; `false` when there was no such live key. */
export async function revokeApiKeyRow(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const result = await db.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL',
    [id, tenantId],
  );
  return result.rowCount === 1;
}

/** The live (not revoked) key whose hash is `keyHash`, or `null`. */
export async function findLiveApiKey(db: Queryable, keyHash: Buffer): Promise<ApiKeyMatch | null> {
  const found = await db.query<ApiKeyMatch>(
    `SELECT id, tenant_id, scopes, (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
         FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
    [keyHash],
  );
  return found.rows[0] ?? null;
}

/** Records that key `id` was used now. */
export async function touchApiKey(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [id]);
}
