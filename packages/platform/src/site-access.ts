/** Who may read a site (migrations/0015, `site_access`). */
export const ACCESS_MODES = ['public', 'password', 'oidc', 'jwt'] as const;

/** A site's reader access mode: anyone, one shared password, the customer's OIDC issuer, or their JWT login. */
export type AccessMode = (typeof ACCESS_MODES)[number];

/** Who may open a site's previews: whoever may read the site (`public`), or signed-in dashboard members. */
export type PreviewAccess = 'public' | 'members';

/**
 * A site's access settings as the edge enforces them: the `site_access` row, secrets still sealed
 * or hashed. Fields of other modes are `null`.
 */
export interface SiteAccess {
  mode: AccessMode;
  previews: PreviewAccess;
  /** `password`: scrypt hash (`hashPassword`). */
  passwordHash: string | null;
  /** `oidc`: the issuer URL, the client, and its secret sealed for column `oidc_client_secret_sealed`. */
  oidcIssuer: string | null;
  oidcClientId: string | null;
  oidcClientSecretSealed: string | null;
  /** `jwt`: where the customer's login lives, their key (PEM or JWKS URL), expected `iss` / `aud`. */
  jwtLoginUrl: string | null;
  jwtPublicKey: string | null;
  jwtJwksUrl: string | null;
  jwtIssuer: string | null;
  jwtAudience: string | null;
  /** Claims a reader's session keeps and `/_folio/reader` shows (personalization allow-list). */
  claims: readonly string[];
  /** The claim holding the reader's groups (`oidc`, `jwt`). */
  groupsClaim: string | null;
}

/** The access of a site without a `site_access` row. */
export const PUBLIC_ACCESS: Readonly<SiteAccess> = Object.freeze({
  mode: 'public',
  previews: 'public',
  passwordHash: null,
  oidcIssuer: null,
  oidcClientId: null,
  oidcClientSecretSealed: null,
  jwtLoginUrl: null,
  jwtPublicKey: null,
  jwtJwksUrl: null,
  jwtIssuer: null,
  jwtAudience: null,
  claims: [],
  groupsClaim: null,
});
