import { createPublicKey } from 'node:crypto';
import { type ACCESS_MODES, hashPassword, type SecretBox } from '@folio/platform';
import type { SiteAccessRow, SiteAccessSettings } from '../db/site-access.ts';
import { AppError } from '../errors/app-error.ts';

/** `access` in `PATCH /v1/sites/{siteId}`: fields given replace the stored ones, others stay. */
export interface AccessBody {
  mode?: (typeof ACCESS_MODES)[number];
  previews?: 'public' | 'members';
  /** Plain text; stored as a scrypt hash. */
  password?: string;
  oidcIssuer?: string | null;
  oidcClientId?: string | null;
  /** Plain text; stored sealed (AES-256-GCM). `null` removes it. */
  oidcClientSecret?: string | null;
  jwtLoginUrl?: string | null;
  jwtPublicKey?: string | null;
  jwtJwksUrl?: string | null;
  jwtIssuer?: string | null;
  jwtAudience?: string | null;
  claims?: string[];
  groupsClaim?: string | null;
}

const CLAIM_NAME = /^[A-Za-z_][\w.:-]{0,63}$/;
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

const invalid = (path: string, message: string) => new AppError('INVALID_ACCESS', `access.${path}: ${message}`);

// https, or http to this machine where the operator allows loopback (the local platform, tests).
function checkUrl(path: string, value: string | null | undefined, allowLoopback: boolean): string | null | undefined {
  if (value === undefined || value === null) return value;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalid(path, `"${value.slice(0, 100)}" is not a URL; give an absolute https URL`);
  }
  const loopbackHttp = url.protocol === 'http:' && allowLoopback && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) throw invalid(path, 'must be an https URL');
  if (url.username || url.password) throw invalid(path, 'must not contain credentials');
  // As given: an issuer must equal its discovery document's `issuer` to the character.
  return value.trim();
}

function checkClaim(path: string, value: string): string {
  if (!CLAIM_NAME.test(value))
    throw invalid(path, `"${value.slice(0, 70)}" is not a claim name (letters, digits, _ . : -)`);
  return value;
}

/**
 * Merges an `access` body into the stored settings and checks the result: each mode has what it
 * needs (a password, an issuer and client, a login URL and a key), URLs are https, the public key
 * parses as PEM, claim names are names. Passwords are hashed and client secrets sealed here.
 */
export async function mergeAccessInput(
  body: AccessBody,
  stored: SiteAccessRow | null,
  context: { siteId: string; secrets: SecretBox; allowLoopback: boolean },
): Promise<SiteAccessSettings> {
  const keep = <T>(given: T | undefined, old: T): T => (given === undefined ? old : given);
  const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : value);
  if (body.password !== undefined && (body.password.length < 8 || body.password.length > 200))
    throw invalid('password', 'use 8 to 200 characters');
  if (body.jwtPublicKey !== undefined && body.jwtPublicKey !== null) {
    try {
      createPublicKey(body.jwtPublicKey);
    } catch {
      throw invalid('jwtPublicKey', 'is not a PEM public key (-----BEGIN PUBLIC KEY-----)');
    }
  }
  const settings: SiteAccessSettings = {
    mode: keep(body.mode, stored?.mode ?? 'public'),
    previews: keep(body.previews, stored?.previews ?? 'public'),
    password_hash: body.password === undefined ? (stored?.password_hash ?? null) : await hashPassword(body.password),
    oidc_issuer: keep(checkUrl('oidcIssuer', body.oidcIssuer, context.allowLoopback), stored?.oidc_issuer ?? null),
    oidc_client_id: keep(text(body.oidcClientId), stored?.oidc_client_id ?? null),
    oidc_client_secret_sealed:
      body.oidcClientSecret === undefined
        ? (stored?.oidc_client_secret_sealed ?? null)
        : body.oidcClientSecret === null
          ? null
          : context.secrets.seal(body.oidcClientSecret, {
              siteId: context.siteId,
              column: 'oidc_client_secret_sealed',
            }),
    claims: keep(
      body.claims?.map((claim, i) => checkClaim(`claims[${i}]`, claim)),
      stored?.claims ?? [],
    ),
    groups_claim: keep(
      body.groupsClaim === undefined || body.groupsClaim === null
        ? body.groupsClaim
        : checkClaim('groupsClaim', body.groupsClaim),
      stored?.groups_claim ?? null,
    ),
    jwt_login_url: keep(
      checkUrl('jwtLoginUrl', body.jwtLoginUrl, context.allowLoopback),
      stored?.jwt_login_url ?? null,
    ),
    jwt_public_key: keep(text(body.jwtPublicKey), stored?.jwt_public_key ?? null),
    jwt_jwks_url: keep(checkUrl('jwtJwksUrl', body.jwtJwksUrl, context.allowLoopback), stored?.jwt_jwks_url ?? null),
    jwt_issuer: keep(text(body.jwtIssuer), stored?.jwt_issuer ?? null),
    jwt_audience: keep(text(body.jwtAudience), stored?.jwt_audience ?? null),
  };
  if (settings.mode === 'password' && settings.password_hash === null)
    throw invalid('password', 'mode "password" needs a password');
  if (settings.mode === 'oidc' && (settings.oidc_issuer === null || settings.oidc_client_id === null))
    throw invalid('oidcIssuer', 'mode "oidc" needs oidcIssuer and oidcClientId');
  if (settings.mode === 'jwt' && settings.jwt_login_url === null)
    throw invalid('jwtLoginUrl', 'mode "jwt" needs jwtLoginUrl, where readers sign in');
  if (settings.mode === 'jwt' && settings.jwt_public_key === null && settings.jwt_jwks_url === null)
    throw invalid('jwtPublicKey', 'mode "jwt" needs jwtPublicKey (PEM) or jwtJwksUrl to check tokens with');
  return settings;
}
