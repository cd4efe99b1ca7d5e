import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a signed token is for. Each purpose signs with its own key derived from the one secret, so
 * a token made for one use (a reader's session) is never accepted as another (a preview grant).
 */
export type TokenPurpose = 'reader-session' | 'preview-grant';

/** Every signed token says when it stops being valid (seconds since the epoch, as JWT `exp`). */
export interface SignedTokenClaims {
  exp: number;
}

/**
 * The HMAC key for one {@link TokenPurpose}, derived (HKDF-SHA256) from the 32-byte
 * `SECRET_ENCRYPTION_KEY` the API and the edge both hold: no second secret to distribute.
 */
export function tokenKey(secretKey: Buffer, purpose: TokenPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `folio-token\0${purpose}`, 32));
}

/** `<payload base64url>.<HMAC-SHA256 base64url>`: the payload is JSON, readable but not changeable. */
export function signToken(claims: SignedTokenClaims & Record<string, unknown>, key: Buffer): string {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/**
 * The claims of a token signed with `key` and not expired at `nowSeconds`; `null` for anything
 * else (malformed, forged, signed with another key or purpose, expired). Constant-time compare.
 */
export function verifyToken(
  token: string,
  key: Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): (SignedTokenClaims & Record<string, unknown>) | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 8_192) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = createHmac('sha256', key).update(body).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  return claims as SignedTokenClaims & Record<string, unknown>;
}
