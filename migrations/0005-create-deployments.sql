-- The immutable output of a successful build: a manifest in S3. Going live is sites.active_deployment_id.
CREATE TABLE deployments (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id       uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  build_id      uuid NOT NULL UNIQUE REFERENCES builds (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('production', 'preview')),
  branch        text NOT NULL,
  preview_label text,                              -- previewLabel(branch) for previews: <label>--<slug>.<domain>
  commit_sha    text,
  manifest_key  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  removed_at    timestamptz                        -- set when the preview's branch is deleted
);
CREATE INDEX deployments_site_created ON deployments (site_id, created_at DESC);
CREATE INDEX deployments_previews ON deployments (site_id, preview_label, created_at DESC)
  WHERE kind = 'preview' AND removed_at IS NULL;

ALTER TABLE sites
  ADD CONSTRAINT sites_active_deployment_fk
  FOREIGN KEY (active_deployment_id) REFERENCES deployments (id) ON DELETE SET NULL;
