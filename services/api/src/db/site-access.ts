import type { AccessMode, PreviewAccess, Queryable } from '@folio/platform';

/** A `site_access` row (migrations/0015): secrets hashed or sealed. */
export interface SiteAccessRow {
  site_id: string;
  mode: AccessMode;
  previews: PreviewAccess;
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  oidc_client_secret_sealed: string | null;
  claims: string[];
  groups_claim: string | null;
  jwt_login_url: string | null;
  jwt_public_key: string | null;
  jwt_jwks_url: string | null;
  jwt_issuer: string | null;
  jwt_audience: string | null;
  updated_at: Date;
}

/** What is written: every column but the key and the time. */
export type SiteAccessSettings = Omit<SiteAccessRow, 'site_id' | 'updated_at'>;

/** The site's access settings, or `null` (a public site that never had any). */
export async function findSiteAccess(db: Queryable, siteId: string): Promise<SiteAccessRow | null> {
  const result = await db.query<SiteAccessRow>('SELECT * FROM site_access WHERE site_id = $1', [siteId]);
  return result.rows[0] ?? null;
}

/** Creates or replaces the site's access settings. */
export async function saveSiteAccess(
  db: Queryable,
  siteId: string,
  settings: SiteAccessSettings,
): Promise<SiteAccessRow> {
  const result = await db.query<SiteAccessRow>(
    `INSERT INTO site_access (site_id, mode, previews, password_hash, oidc_issuer, oidc_client_id,
       oidc_client_secret_sealed, claims, groups_claim, jwt_login_url, jwt_public_key, jwt_jwks_url, jwt_issuer, jwt_audience)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (site_id) DO UPDATE SET mode = $2, previews = $3, password_hash = $4, oidc_issuer = $5,
       oidc_client_id = $6, oidc_client_secret_sealed = $7, claims = $8, groups_claim = $9, jwt_login_url = $10,
       jwt_public_key = $11, jwt_jwks_url = $12, jwt_issuer = $13, jwt_audience = $14, updated_at = now()
     RETURNING *`,
    [
      siteId,
      settings.mode,
      settings.previews,
      settings.password_hash,
      settings.oidc_issuer,
      settings.oidc_client_id,
      settings.oidc_client_secret_sealed,
      settings.claims,
      settings.groups_claim,
      settings.jwt_login_url,
      settings.jwt_public_key,
      settings.jwt_jwks_url,
      settings.jwt_issuer,
      settings.jwt_audience,
    ],
  );
  return result.rows[0]!;
}
