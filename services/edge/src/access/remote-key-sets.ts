import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import type { IssuerFetch } from './issuer-fetch.ts';
import { SignInError } from './sign-in-error.ts';

/** Signature algorithms a sign-in token may use: public-key ones only (never `none`, never HMAC). */
export const PUBLIC_KEY_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Key sets kept at once; past this the cache starts over (each set is small, and refetched on use). */
const MAX_KEY_SETS = 1_000;

/** The key set at a JWKS URL, for `jose`'s verify functions. */
export type KeySetOf = (url: string) => JWTVerifyGetKey;

/**
 * JWKS key sets by URL, each fetched through `fetch` (the address-checked issuer fetch) with
 * `jose`'s `createRemoteJWKSet`: kept ten minutes, fetched again when a token names a `kid` the
 * set does not hold and the last fetch is older than `cooldownMs` (a rotated key is found; a
 * removed key stays refused). https only, unless `allowHttp` (local development and tests).
 */
export function createRemoteKeySets(options: { fetch: IssuerFetch; allowHttp: boolean; cooldownMs: number }): KeySetOf {
  const sets = new Map<string, JWTVerifyGetKey>();
  return (url) => {
    let set = sets.get(url);
    if (set === undefined) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && !(options.allowHttp && parsed.protocol === 'http:'))
        throw new SignInError("This site's sign-in key set must be an https URL.", 503);
      set = createRemoteJWKSet(parsed, {
        cooldownDuration: options.cooldownMs,
        timeoutDuration: 10_000,
        [customFetch]: options.fetch,
      });
      if (sets.size >= MAX_KEY_SETS) sets.clear();
      sets.set(url, set);
    }
    return set;
  };
}
