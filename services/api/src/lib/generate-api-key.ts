import { createHash, randomBytes } from 'node:crypto';

/** A freshly generated key: `key` is shown to the caller once, only `hash` is stored. */
export interface GeneratedApiKey {
  key: string;
  prefix: string;
  hash: Buffer;
}

/** Hashes a presented key for lookup. 256 random bits need no slow hash: SHA-256 cannot be reversed. */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** Generates `folio_<43 base64url characters>` (256 random bits). */
export function generateApiKey(): GeneratedApiKey {
  const key = `folio_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, 12), hash: hashApiKey(key) };
}
