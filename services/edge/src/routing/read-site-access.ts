import { PUBLIC_ACCESS, type AccessMode, type PreviewAccess, type SiteAccess } from '@folio/platform';

/** The `site_access` columns the host lookup selects (table alias `a`, joined on the site). */
export const SITE_ACCESS_COLUMNS = `a.mode AS access_mode, a.previews AS access_previews,
  a.password_hash AS access_password_hash, a.oidc_issuer AS access_oidc_issuer,
  a.oidc_client_id AS access_oidc_client_id, a.oidc_client_secret_sealed AS access_oidc_client_secret_sealed,
  a.jwt_login_url AS access_jwt_login_url, a.jwt_public_key AS access_jwt_public_key,
  a.jwt_jwks_url AS access_jwt_jwks_url, a.jwt_issuer AS access_jwt_issuer, a.jwt_audience AS access_jwt_audience,
  a.claims AS access_claims, a.groups_claim AS access_groups_claim`;

/** Those columns in a row; all `null` when the site has no `site_access` row. */
export interface SiteAccessRow {
  access_mode: AccessMode | null;
  access_previews: PreviewAccess | null;
  access_password_hash: string | null;
  access_oidc_issuer: string | null;
  access_oidc_client_id: string | null;
  access_oidc_client_secret_sealed: string | null;
  access_jwt_login_url: string | null;
  access_jwt_public_key: string | null;
  access_jwt_jwks_url: string | null;
  access_jwt_issuer: string | null;
  access_jwt_audience: string | null;
  access_claims: string[] | null;
  access_groups_claim: string | null;
}

/** The site's access settings from a host lookup row ({@link PUBLIC_ACCESS} without a row). */
export function readSiteAccess(row: SiteAccessRow): Readonly<SiteAccess> {
  if (row.access_mode === null) return PUBLIC_ACCESS;
  return Object.freeze({
    mode: row.access_mode,
    previews: row.access_previews ?? 'public',
    passwordHash: row.access_password_hash,
    oidcIssuer: row.access_oidc_issuer,
    oidcClientId: row.access_oidc_client_id,
    oidcClientSecretSealed: row.access_oidc_client_secret_sealed,
    jwtLoginUrl: row.access_jwt_login_url,
    jwtPublicKey: row.access_jwt_public_key,
    jwtJwksUrl: row.access_jwt_jwks_url,
    jwtIssuer: row.access_jwt_issuer,
    jwtAudience: row.access_jwt_audience,
    claims: Object.freeze([...(row.access_claims ?? [])]),
    groupsClaim: row.access_groups_claim,
  });
}
