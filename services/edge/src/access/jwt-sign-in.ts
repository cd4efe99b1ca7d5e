import type { SiteAccess } from '@folio/platform';
import { createRemoteJWKSet, decodeProtectedHeader, errors, importSPKI, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { SignInError } from './oidc-sign-in.ts';
import { readerIdentity, type ReaderIdentity } from './reader-identity.ts';

/** Signature algorithms a customer's token may use: public-key ones only (never `none`, never HMAC). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 60;

/** Checks the JWT a customer's own login sends back (`/_folio/auth/callback?token=`). */
export type JwtSignIn = (siteId: string, access: SiteAccess, token: string) => Promise<ReaderIdentity>;

/**
 * Verifies a customer's JWT with `jose` against their public key (PEM) or JWKS URL (cached per
 * URL; fetched again on an unknown `kid`): an asymmetric algorithm, a genuine signature, the
 * configured `iss` and `aud`, `exp` present and not passed, `nbf` reached (60 s of clock skew).
 * Each refusal is a {@link SignInError} saying which check failed.
 */
export function createJwtSignIn(options: { allowHttpIssuers: boolean }): JwtSignIn {
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySetOf = (url: string): JWTVerifyGetKey => {
    let set = keySets.get(url);
    if (set === undefined) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && !(options.allowHttpIssuers && parsed.protocol === 'http:'))
        throw new SignInError("This site's sign-in key set must be an https URL.", 503);
      set = createRemoteJWKSet(parsed, { cooldownDuration: 30_000, timeoutDuration: 5_000 });
      if (keySets.size > 1_000) keySets.clear();
      keySets.set(url, set);
    }
    return set;
  };

  return async (_siteId, access, token) => {
    if (token.length > 16_384) throw new SignInError('The sign-in token is too large.', 400);
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw new SignInError('The sign-in token is not a JWT.', 400);
    }
    if (alg === undefined || !ALGORITHMS.includes(alg))
      throw new SignInError(
        `The sign-in token's algorithm "${String(alg).slice(0, 20)}" is not accepted: sign with a public-key algorithm (RS256, ES256, EdDSA…).`,
        401,
      );
    const verifyOptions = {
      algorithms: ALGORITHMS,
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
      const identity = readerIdentity(payload as Record<string, unknown>, access.claims, access.groupsClaim);
      if (identity === null) throw new SignInError('The sign-in token names no subject (`sub`).', 401);
      return identity;
    } catch (error) {
      throw refusal(error);
    }
  };
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
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
    return new SignInError("The site's key set could not be read; try again in a moment.", 503);
  if (error instanceof errors.JOSEError) return new SignInError('The sign-in token is malformed.', 400);
  return new SignInError("The site's sign-in key could not be used.", 503);
}
