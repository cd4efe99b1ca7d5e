import { randomBytes } from 'node:crypto';
import type { SecretBox, SiteAccess } from '@folio/platform';
import type { Redis } from 'ioredis';
import { compactVerify, errors } from 'jose';
import * as client from 'openid-client';
import { findFetchRefusal, type IssuerFetch } from './issuer-fetch.ts';
import { readerIdentity, type ReaderIdentity } from './reader-identity.ts';
import { createRemoteKeySets, PUBLIC_KEY_ALGORITHMS } from './remote-key-sets.ts';
import { SignInError } from './sign-in-error.ts';

/** Seconds a sign-in may take between the redirect to the issuer and the callback. */
const STATE_TTL_SECONDS = 600;
/** Discovery documents are read again after this long (keys rotate through the JWKS, fetched on an unknown `kid`). */
const CONFIGURATION_TTL_MS = 60 * 60 * 1000;
/** Clock difference tolerated with the issuer on `iat`, `exp`, `nbf`. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** The OIDC half of sign-in: the redirect to the issuer and the callback. */
export interface OidcSignIn {
  /** The issuer's authorization URL for a new sign-in; its state is kept in Redis for one use. */
  start(siteId: string, access: SiteAccess, redirectUri: string, next: string): Promise<URL>;
  /**
   * Finishes a sign-in from the callback URL: takes the state out of Redis (a replay finds none),
   * exchanges the code with PKCE, checks the ID token (issuer, audience, nonce, expiry through
   * `openid-client`; its signature against the issuer's JWKS here) and returns the reader and
   * where to go next.
   */
  finish(siteId: string, access: SiteAccess, callbackUrl: URL): Promise<{ identity: ReaderIdentity; next: string }>;
}

interface PendingSignIn {
  siteId: string;
  nonce: string;
  verifier: string;
  next: string;
}

/**
 * Authorization code with PKCE (S256) against each site's issuer through `openid-client`. Every
 * request to the issuer goes through `fetch` (the address-checked issuer fetch). The discovery
 * document is cached per site, issuer and client for an hour.
 *
 * `openid-client` does not check the signature of an ID token from the token endpoint (OIDC Core
 * 3.1.3.7 lets TLS stand for it), and its own key check fetches the JWKS again on an unknown `kid`
 * only when its copy is a minute old, which would fail sign-ins for up to a minute after a key
 * rotation. So the signature is checked here with `jose` against the JWKS at the discovery
 * document's `jwks_uri`, fetched again whenever the token names a key the copy lacks: the token
 * arrived from the issuer's token endpoint in exchange for a one-use code, so a new `kid` comes
 * from the issuer (a rotation), not from a reader, and callbacks are rate-limited per address.
 */
export function createOidcSignIn(options: {
  redis: Redis;
  secrets: SecretBox | null;
  allowHttpIssuers: boolean;
  /** Every request to the issuer (discovery, JWKS, token, userinfo). */
  fetch: IssuerFetch;
  /** Redis key prefix of pending sign-ins. */
  prefix?: string;
}): OidcSignIn {
  const prefix = options.prefix ?? 'folio:edge:oidc-state:';
  const configurations = new Map<string, { config: Promise<client.Configuration>; at: number }>();
  const keySetOf = createRemoteKeySets({ fetch: options.fetch, allowHttp: options.allowHttpIssuers, cooldownMs: 0 });

  const configurationOf = (siteId: string, access: SiteAccess): Promise<client.Configuration> => {
    const issuer = access.oidcIssuer;
    const clientId = access.oidcClientId;
    if (issuer === null || clientId === null) throw new SignInError("This site's sign-in is not set up.", 503);
    const key = `${siteId}\0${issuer}\0${clientId}\0${access.oidcClientSecretSealed ?? ''}`;
    const known = configurations.get(key);
    if (known !== undefined && Date.now() - known.at < CONFIGURATION_TTL_MS) return known.config;
    const url = new URL(issuer);
    if (url.protocol !== 'https:' && !options.allowHttpIssuers)
      throw new SignInError("This site's sign-in issuer must be an https URL.", 503);
    let secret: string | undefined;
    if (access.oidcClientSecretSealed !== null) {
      if (options.secrets === null) throw new SignInError("This site's sign-in is not set up on this server.", 503);
      secret = options.secrets.open(access.oidcClientSecretSealed, { siteId, column: 'oidc_client_secret_sealed' });
    }
    const config = client
      .discovery(
        url,
        clientId,
        { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
        secret === undefined ? client.None() : client.ClientSecretBasic(secret),
        {
          [client.customFetch]: options.fetch,
          ...(options.allowHttpIssuers && url.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        configurations.delete(key);
        throw refusedFetch(error) ?? error;
      });
    // One entry per site: an old issuer's configuration is dropped when the settings change.
    for (const other of configurations.keys()) if (other.startsWith(`${siteId}\0`)) configurations.delete(other);
    configurations.set(key, { config, at: Date.now() });
    return config;
  };

  const checkSignature = async (idToken: string, jwksUri: string | undefined) => {
    if (jwksUri === undefined)
      throw new SignInError('The sign-in provider publishes no signing keys (`jwks_uri`).', 503);
    try {
      await compactVerify(idToken, keySetOf(jwksUri), { algorithms: PUBLIC_KEY_ALGORITHMS });
    } catch (cause) {
      throw signatureRefusal(cause);
    }
  };

  return {
    async start(siteId, access, redirectUri, next) {
      const config = await configurationOf(siteId, access);
      const verifier = client.randomPKCECodeVerifier();
      const state = randomBytes(24).toString('base64url');
      const nonce = client.randomNonce();
      const pending: PendingSignIn = { siteId, nonce, verifier, next };
      await options.redis.set(`${prefix}${state}`, JSON.stringify(pending), 'EX', STATE_TTL_SECONDS);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(siteId, access, callbackUrl) {
      const state = callbackUrl.searchParams.get('state');
      const error = callbackUrl.searchParams.get('error');
      if (error !== null)
        throw new SignInError(`The sign-in provider refused the sign-in (${error.slice(0, 100)}).`, 401);
      if (state === null || state.length > 200)
        throw new SignInError('The sign-in link is incomplete (no state).', 400);
      // GETDEL: a state is good for one callback only; a replayed callback finds nothing.
      const stored = await options.redis.getdel(`${prefix}${state}`);
      if (stored === null)
        throw new SignInError('This sign-in link was already used or has expired. Start again.', 400);
      const pending = JSON.parse(stored) as PendingSignIn;
      if (pending.siteId !== siteId) throw new SignInError('This sign-in was started on another site.', 400);
      const config = await configurationOf(siteId, access);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
      } catch (cause) {
        throw (
          refusedFetch(cause) ?? new SignInError(`The sign-in provider's answer was refused: ${describe(cause)}`, 401)
        );
      }
      const idClaims = tokens.claims();
      if (idClaims === undefined || tokens.id_token === undefined)
        throw new SignInError('The sign-in provider sent no ID token.', 401);
      await checkSignature(tokens.id_token, config.serverMetadata().jwks_uri);
      let claims: Record<string, unknown> = { ...idClaims };
      // Many issuers put profile claims and groups in userinfo only (scope claims, no `claims` request).
      if (config.serverMetadata().userinfo_endpoint !== undefined && tokens.access_token !== undefined) {
        try {
          const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...userinfo, ...claims };
        } catch (cause) {
          throw (
            refusedFetch(cause) ??
            new SignInError(`The sign-in provider's user information was refused: ${describe(cause)}`, 401)
          );
        }
      }
      const identity = readerIdentity(claims, access.claims, access.groupsClaim);
      if (identity === null) throw new SignInError('The sign-in provider named no subject.', 401);
      return { identity, next: pending.next };
    },
  };
}

/** The reader-facing refusal of a request the issuer fetch would not make, wherever it is in `cause`. */
function refusedFetch(error: unknown): SignInError | undefined {
  const refusal = findFetchRefusal(error);
  return refusal === undefined ? undefined : new SignInError(refusal.message, 503);
}

// Each of jose's refusals of the ID token's signature in words for the reader and the site owner.
function signatureRefusal(cause: unknown): SignInError {
  if (cause instanceof SignInError) return cause;
  const refused = refusedFetch(cause);
  if (refused !== undefined) return refused;
  if (cause instanceof errors.JWKSNoMatchingKey)
    return new SignInError("The sign-in provider's ID token is signed with a key the provider does not publish.", 401);
  if (cause instanceof errors.JWSSignatureVerificationFailed)
    return new SignInError("The sign-in provider's ID token signature does not verify.", 401);
  if (cause instanceof errors.JOSEAlgNotAllowed || cause instanceof errors.JOSENotSupported)
    return new SignInError("The sign-in provider's ID token algorithm is not accepted.", 401);
  if (cause instanceof errors.JWKSTimeout || cause instanceof errors.JWKSInvalid)
    return new SignInError("The sign-in provider's keys could not be read; try again in a moment.", 503);
  return new SignInError(`The sign-in provider's ID token was refused: ${describe(cause)}`, 401);
}

// openid-client's messages say what failed ("unexpected JWT "aud" (audience) claim value") and
// never hold the token itself.
function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message.slice(0, 300) : 'unknown error';
}
