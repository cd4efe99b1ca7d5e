import type pg from 'pg';
import { type ApiKeyRow, insertApiKey } from '../db/api-keys.ts';
import { insertTenant, type TenantRow } from '../db/tenants.ts';
import { API_SCOPES } from '../lib/api-scopes.ts';
import { generateApiKey } from '../lib/generate-api-key.ts';
import { withTransaction } from '../lib/with-transaction.ts';

/**
 * Creates a tenant and its `initial` API key holding every scope, in one transaction (a tenant is
 * never left without a way in). The key itself is returned once and stored only as its hash.
 */
export async function createTenant(
  db: pg.Pool,
  name: string,
): Promise<{ tenant: TenantRow; key: ApiKeyRow; secret: string }> {
  const generated = generateApiKey();
  const { tenant, key } = await withTransaction(db, async (client) => {
    const tenant = await insertTenant(client, name);
    const key = await insertApiKey(client, {
      tenantId: tenant.id,
      name: 'initial',
      prefix: generated.prefix,
      hash: generated.hash,
      scopes: API_SCOPES,
    });
    return { tenant, key };
  });
  return { tenant, key, secret: generated.key };
}
