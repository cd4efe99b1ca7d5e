import { createHash } from 'node:crypto';
import type { SiteAccess } from '@folio/platform';
import type { Redis } from 'ioredis';
import { decodeProtectedHeader, errors, importSPKI, jwtVerify } from 'jose';
import { findFetchRefusal, type IssuerFetch } from './issuer-fetch.ts';
import { readerIdentity, type ReaderIdentity } from './reader-identity.ts';
import { createRemoteKeySets, PUBLIC_KEY_ALGORITHMS } from './remote-key-sets.ts';
import { SignInError } from './sign-in-error.ts';

const CLOCK_TOLERANCE_SECONDS = 60;
/**
 * Longest a customer's sign-in token may be valid from now (`exp`), clock tolerance aside: it
 * only carries the reader from their login back to the site, and it is remembered until it
 * expires so it is used once. A longer-lived token is refused.
 */
const MAX_JWT_LIFETIME_SECONDS = 10 * 60;

/** Checks the JWT a customer's own login sends back (`/_folio/auth/callback?token=`). */
export type JwtSignIn = (siteId: string, access: SiteAccess, token: string) => Promise<ReaderIdentity>;

/**
 * Verifies a customer's JWT with `jose` against their public key (PEM) or JWKS URL (fetched
 * through the address-checked issuer fetch, cached per URL, fetched again on an unknown `kid`
 * at most every 30 s): an asymmetric algorithm, a genuine signature, the configured `iss` and
 * `aud`, `exp` present, not passed and at most {@link MAX_JWT_LIFETIME_SECONDS} ahead, `nbf`
 * reached (60 s of clock skew). A token is then good once: its `jti`, or without one its signed
 * part, is recorded in Redis (`SET NX`) until it expires, and a second use is refused. Each
 * refusal is a {@link SignInError} saying which check failed.
 */
export function createJwtSignIn(options: {
  redis: Redis;
  fetch: IssuerFetch;
  allowHttpIssuers: boolean;
  /** Redis key prefix of used tokens. */
  prefix?: string;
}): JwtSignIn {
  const prefix = options.prefix ?? 'folio:edge:jwt-used:';
  const keySetOf = createRemoteKeySets({
    fetch: options.fetch,
    allowHttp: options.allowHttpIssuers,
    cooldownMs: 30_000,
  });

  const verify = async (access: SiteAccess, token: string) => {
    if (token.length > 16_384) throw new SignInError('The sign-in token is too large.', 400);
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw new SignInError('The sign-in token is not a JWT.', 400);
    }
    if (alg === undefined || !PUBLIC_KEY_ALGORITHMS.includes(alg))
      throw new SignInError(
        `The sign-in token's algorithm "${String(alg).slice(0, 20)}" is not accepted: sign with a public-key algorithm (RS256, ES256, EdDSA…).`,
        401,
      );
    const verifyOptions = {
      algorithms: PUBLIC_KEY_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'sub'],
      ...(access.jwtIssuer === null ? {} : { issuer: access.jwtIssuer }),
      ...(access.jwtAudience === null ? {} : { audience: access.jwtAudience }),
    };
    try {
      const { payload } =
        access.jwtJwksUrl !== null
          ? await jwtVerify(token, keySetOf(access.jwtJwksUrl), verifyOptions)
          : access.jwtPublicKey !== null
            ? await jwtVerify(token, await importSPKI(access.jwtPublicKey, alg), verifyOptions)
            : (() => {
                throw new SignInError("This site's sign-in has no key to check tokens with.", 503);
              })();
      return payload;
    } catch (error) {
      throw refusal(error);
    }
  };

  // The first use of a genuine token wins; the key lives until the token expires (plus the skew).
  const useOnce = async (siteId: string, token: string, jti: unknown, exp: number) => {
    const id = typeof jti === 'string' && jti !== '' ? `jti:${jti}` : `jws:${token.slice(0, token.lastIndexOf('.'))}`;
    const key = `${prefix}${siteId}:${createHash('sha256').update(id).digest('base64url')}`;
    const seconds = Math.max(1, Math.min(exp - nowSeconds(), MAX_JWT_LIFETIME_SECONDS) + CLOCK_TOLERANCE_SECONDS);
    let first: string | null;
    try {
      first = await options.redis.set(key, '1', 'EX', seconds, 'NX');
    } catch {
      throw new SignInError('Sign-in is unavailable for a moment; try again.', 503);
    }
    if (first === null)
      throw new SignInError('This sign-in token was already used. Sign in again to get a new one.', 401);
  };

  return async (siteId, access, token) => {
    const payload = await verify(access, token);
    const exp = payload.exp!;
    if (exp - nowSeconds() > MAX_JWT_LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS)
      throw new SignInError(
        `The sign-in token is valid for too long: its \`exp\` must be at most ${MAX_JWT_LIFETIME_SECONDS / 60} minutes ahead.`,
        401,
      );
    const identity = readerIdentity(payload as Record<string, unknown>, access.claims, access.groupsClaim);
    if (identity === null) throw new SignInError('The sign-in token names no subject (`sub`).', 401);
    await useOnce(siteId, token, payload.jti, exp);
    return identity;
  };
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

// Each of jose's refusals in words a reader (and the customer's developer) can act on.
function refusal(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof errors.JWTExpired) return new SignInError('The sign-in token has expired. Sign in again.', 401);
  if (error instanceof errors.JWTClaimValidationFailed) {
    const claim = error.claim;
    if (claim === 'nbf') return new SignInError('The sign-in token is not valid yet (`nbf`).', 401);
    if (claim === 'iss') return new SignInError('The sign-in token was issued by another issuer (`iss`).', 401);
    if (claim === 'aud') return new SignInError('The sign-in token is meant for another audience (`aud`).', 401);
    return new SignInError(`The sign-in token's \`${claim}\` claim is missing or wrong.`, 401);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new SignInError("The sign-in token's signature does not verify with the site's key.", 401);
  if (error instanceof errors.JWKSNoMatchingKey)
    return new SignInError("The sign-in token was signed with a key the site's key set does not hold.", 401);
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return new SignInError("The sign-in token's algorithm is not accepted.", 401);
  const fetchRefusal = findFetchRefusal(error);
  if (fetchRefusal !== undefined) return new SignInError(fetchRefusal.message, 503);
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
    return new SignInError("The site's key set could not be read; try again in a moment.", 503);
  if (error instanceof errors.JOSEError) return new SignInError('The sign-in token is malformed.', 400);
  return new SignInError("The site's sign-in key could not be used.", 503);
}
