-- Fair build scheduling (docs/architecture.md, "Build scheduling"). A queued build waits in
-- Postgres until a worker with a free slot dispatches it into the BullMQ queue: `dispatched_at` is
-- when that happened (null: still waiting for its turn). Builds queued before this migration
-- already have their BullMQ job, so they count as dispatched.
ALTER TABLE builds ADD COLUMN dispatched_at timestamptz;
UPDATE builds SET dispatched_at = queued_at WHERE status IN ('queued', 'running');
-- The dispatcher reads every unfinished build (to count each tenant's builds in flight) on each pick.
CREATE INDEX builds_unfinished ON builds (queued_at) WHERE status IN ('queued', 'running');

-- When a tenant last had a build dispatched: among tenants with as many builds in flight, the one
-- served longest ago goes next (round-robin across tenants).
CREATE TABLE tenant_build_turns (
  tenant_id          uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  last_dispatched_at timestamptz NOT NULL
);
