-- Tenant API keys. Only the SHA-256 of the key is stored (keys are 256-bit random, so a plain hash
-- cannot be brute-forced); the key itself is shown once, when created.
CREATE TABLE api_keys (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id    uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name         text NOT NULL,
  prefix       text NOT NULL,            -- first characters of the key, to recognise it in lists
  key_hash     bytea NOT NULL UNIQUE,
  scopes       text[] NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_tenant ON api_keys (tenant_id);
