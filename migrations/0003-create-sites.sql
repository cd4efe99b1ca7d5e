-- A docs site: a repository, its production branch and the docs folder inside it.
-- Secrets are AES-256-GCM sealed by the API (`v1.<iv>.<tag>.<ciphertext>`), never stored in clear.
CREATE TABLE sites (
  id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id                uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  slug                     text NOT NULL UNIQUE,   -- <slug>.<platform domain>
  name                     text NOT NULL,
  repo_url                 text NOT NULL,          -- https URL without credentials
  branch                   text NOT NULL,
  docs_root                text NOT NULL DEFAULT '',
  git_token_sealed         text,
  webhook_secret_sealed    text NOT NULL,
  playground_origins       text[] NOT NULL DEFAULT '{}',
  active_deployment_id     uuid,                   -- foreign key added with deployments
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sites_tenant ON sites (tenant_id);
