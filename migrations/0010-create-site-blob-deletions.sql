-- S3 objects (sites/{site_id}/...) of deleted sites still to remove. Deleting a site records one
-- here in the same transaction; the API deletes the objects at once and once more after a build
-- that was running could have uploaded late, and drops the row when that second pass succeeds.
-- No foreign key: the site row is gone by design.
CREATE TABLE site_blob_deletions (
  site_id          uuid PRIMARY KEY,
  requested_at     timestamptz NOT NULL DEFAULT now(),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),  -- also a lease while a pass runs
  attempts         integer NOT NULL DEFAULT 0,
  last_error       text
);
CREATE INDEX site_blob_deletions_due ON site_blob_deletions (next_attempt_at);
