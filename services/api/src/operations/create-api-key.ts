import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import type { ApiScope } from '../lib/api-scopes.ts';
import { generateApiKey } from '../lib/generate-api-key.ts';
import { type ApiKeyRow, insertApiKey } from '../db/api-keys.ts';

/** Creates a key with some of the caller's scopes (never more); the key itself is returned once. */
export async function createApiKey(
  ctx: AppContext,
  caller: { tenantId: string; scopes: readonly ApiScope[] },
  input: { name: string; scopes: readonly ApiScope[] },
): Promise<{ row: ApiKeyRow; key: string }> {
  const beyond = input.scopes.filter((scope) => !caller.scopes.includes(scope));
  if (beyond.length > 0)
    throw new AppError('SCOPE_MISSING', `a key cannot grant scopes it does not hold: ${beyond.join(', ')}`);
  const generated = generateApiKey();
  const row = await insertApiKey(ctx.db, {
    tenantId: caller.tenantId,
    name: input.name,
    prefix: generated.prefix,
    hash: generated.hash,
    scopes: input.scopes,
  });
  return { row, key: generated.key };
}
