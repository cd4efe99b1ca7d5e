-- Who may read a site (docs/guides/private-docs.mdx): one row per site that is not public. No row,
-- or mode 'public', is a public site. The edge reads this with its host lookup and enforces it on
-- every path of the site; the API writes it (PATCH /v1/sites/{siteId} { access }).
--   password_hash               scrypt$N$r$p$<salt b64url>$<hash b64url> (never the password)
--   oidc_client_secret_sealed   AES-256-GCM under SECRET_ENCRYPTION_KEY, bound to site and column
--   claims                      the claims a reader's session keeps (personalization allow-list)
--   groups_claim                the claim naming the reader's groups (oidc and jwt)
--   previews                    'public': previews follow the site's mode; 'members': dashboard members only
CREATE TABLE site_access (
  site_id                   uuid        PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  mode                      text        NOT NULL DEFAULT 'public' CHECK (mode IN ('public', 'password', 'oidc', 'jwt')),
  password_hash             text,
  oidc_issuer               text,
  oidc_client_id            text,
  oidc_client_secret_sealed text,
  claims                    text[]      NOT NULL DEFAULT '{}',
  groups_claim              text,
  jwt_login_url             text,
  jwt_public_key            text,
  jwt_jwks_url              text,
  jwt_issuer                text,
  jwt_audience              text,
  previews                  text        NOT NULL DEFAULT 'public' CHECK (previews IN ('public', 'members')),
  updated_at                timestamptz NOT NULL DEFAULT now()
);
