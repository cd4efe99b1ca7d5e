-- Postgres is the record of every build; the BullMQ job only carries the build id.
CREATE TABLE builds (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id       uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('production', 'preview')),
  branch        text NOT NULL,
  commit_sha    text,                              -- null: the worker builds the branch head
  trigger       text NOT NULL CHECK (trigger IN ('push', 'manual')),
  status        text NOT NULL DEFAULT 'queued'
                CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'canceled', 'superseded')),
  superseded_by uuid REFERENCES builds (id) ON DELETE SET NULL,
  queued_at     timestamptz NOT NULL DEFAULT now(),
  started_at    timestamptz,
  finished_at   timestamptz,
  diagnostics   jsonb NOT NULL DEFAULT '[]',
  log           text NOT NULL DEFAULT '',
  error_message text
);
CREATE INDEX builds_site_queued_at ON builds (site_id, queued_at DESC);
-- Coalescing looks up the still-queued builds of one site and branch on every push.
CREATE INDEX builds_queued_by_branch ON builds (site_id, branch) WHERE status = 'queued';
