import type { AppContext } from '../app-context.ts';
import { revokeApiKeyRow } from '../db/api-keys.ts';
import { AppError } from '../errors/app-error.ts';

/** Revokes a key of the tenant; it stops working at once. */
export async function revokeApiKey(ctx: AppContext, tenantId: string, apiKeyId: string): Promise<void> {
  if (!(await revokeApiKeyRow(ctx.db, tenantId, apiKeyId)))
    throw new AppError('API_KEY_NOT_FOUND', `API key ${apiKeyId} does not exist`);
}
