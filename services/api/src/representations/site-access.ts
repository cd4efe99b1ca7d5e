import type { SiteAccessRow } from '../db/site-access.ts';

const nullableString = { type: ['string', 'null'] } as const;

/** JSON schema of a site's reader access as the API shows it: never a password or a client secret. */
export const siteAccessSchema = {
  type: 'object',
  description:
    'Who may read the site (docs/guides/private-docs.mdx). Secrets are never shown: only whether one is set.',
  properties: {
    mode: { type: 'string', enum: ['public', 'password', 'oidc', 'jwt'] },
    previews: {
      type: 'string',
      enum: ['public', 'members'],
      description:
        '"public": previews follow the site\'s mode; "members": only signed-in dashboard members of the tenant.',
    },
    hasPassword: { type: 'boolean' },
    oidcIssuer: nullableString,
    oidcClientId: nullableString,
    hasClientSecret: { type: 'boolean' },
    jwtLoginUrl: nullableString,
    jwtPublicKey: { ...nullableString, description: 'PEM (SPKI) public key; public by nature.' },
    jwtJwksUrl: nullableString,
    jwtIssuer: nullableString,
    jwtAudience: nullableString,
    claims: { type: 'array', items: { type: 'string' } },
    groupsClaim: nullableString,
  },
} as const;

/** The site's access as the API shows it; a site without a row is public. */
export function presentSiteAccess(row: SiteAccessRow | null) {
  return {
    mode: row?.mode ?? 'public',
    previews: row?.previews ?? 'public',
    hasPassword: (row?.password_hash ?? null) !== null,
    oidcIssuer: row?.oidc_issuer ?? null,
    oidcClientId: row?.oidc_client_id ?? null,
    hasClientSecret: (row?.oidc_client_secret_sealed ?? null) !== null,
    jwtLoginUrl: row?.jwt_login_url ?? null,
    jwtPublicKey: row?.jwt_public_key ?? null,
    jwtJwksUrl: row?.jwt_jwks_url ?? null,
    jwtIssuer: row?.jwt_issuer ?? null,
    jwtAudience: row?.jwt_audience ?? null,
    claims: row?.claims ?? [],
    groupsClaim: row?.groups_claim ?? null,
  };
}
