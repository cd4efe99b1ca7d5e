-- What the worker measured for a build, in milliseconds: {"cloneMs", "buildMs", "uploadMs",
-- "totalMs"}; null until a worker attempt ends (and for builds that never ran).
ALTER TABLE builds ADD COLUMN timings jsonb;
-- A strict site fails the deploy when any page has an error; by default the deploy goes ahead with
-- the broken pages shown as such (COMPAT.md: "one broken page").
ALTER TABLE sites ADD COLUMN strict_builds boolean NOT NULL DEFAULT false;
