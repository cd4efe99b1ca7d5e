import { createHash } from 'node:crypto';

/** sha256 (hex) of a body; strings are hashed as UTF-8. Identical content → identical hash. */
export function hashContent(body: string | Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}
