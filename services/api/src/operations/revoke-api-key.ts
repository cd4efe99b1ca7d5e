import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';

/** Revokes a key of the tenant; it stops working at once. */
export async function revokeApiKey(ctx: AppContext, tenantId: string, apiKeyId: string): Promise<void> {
  const result = await ctx.db.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL',
    [apiKeyId, tenantId],
  );
  if (result.rowCount !== 1) throw new AppError('API_KEY_NOT_FOUND', `API key ${apiKeyId} does not exist`);
}
