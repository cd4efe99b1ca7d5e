-- The path a site is served under (`/docs`), or null at the root of its host. Builds put it in
-- every URL they emit and in the manifest, which the edge serves from; the API checks its form
-- (parseBasePath) and this CHECK is the last line: no dot segment, no percent-escape, no trailing slash.
ALTER TABLE sites ADD COLUMN base_path text
  CHECK (base_path IS NULL OR (char_length(base_path) <= 100 AND base_path ~ '^(/[A-Za-z0-9._~-]+)+$'
                               AND base_path !~ '/\.\.?(/|$)'));
