-- Custom domains, unique across all tenants; stored in ASCII (punycode) lowercase form.
CREATE TABLE domains (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id            uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  hostname           text NOT NULL UNIQUE,
  verification_token text NOT NULL,                -- expected in TXT _folio-challenge.<hostname>
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified')),
  verified_at        timestamptz,
  last_checked_at    timestamptz,
  last_check_error   text,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX domains_site ON domains (site_id);
