-- The playground proxy's allow-list per deployment: the `servers` URLs of the deployment's OpenAPI
-- documents (server variables substituted with their defaults), or their origins. The worker writes
-- them when it records the deployment; the edge reads them with the site's own playground_origins.
ALTER TABLE deployments ADD COLUMN playground_origins text[] NOT NULL DEFAULT '{}';
