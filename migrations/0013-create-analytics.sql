-- Cookie-less analytics and page feedback (docs/operating/analytics.mdx). Edges count in memory
-- and add increments to a Redis stream; the worker's consumer folds them into these hourly
-- rollups. Nothing here names a reader: no address, no user agent, no visitor hash.

-- One counter per site, hour (UTC), metric and key. `metric` says what `key` and `detail` hold:
--   view         key: page path                         (human page views)
--   referrer     key: referring host                    (human page views from another site)
--   agent        key: agent family, detail: what it read (page, markdown, llms, mcp)
--   not_found    key: requested path                    (human requests answered 404)
--   playground   key: operation, detail: status class   (2xx, 3xx, 4xx, 5xx, error)
--   search       key: normalised query                  (searches)
--   search_results key: query                           (sum of result counts, for the mean)
--   search_zero  key: query                             (searches that found nothing)
--   search_click key: query, detail: opened page path   (click-through)
CREATE TABLE analytics_counts (
  site_id uuid        NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  metric  text        NOT NULL CHECK (metric IN ('view', 'referrer', 'agent', 'not_found', 'playground',
                                                  'search', 'search_results', 'search_zero', 'search_click')),
  hour    timestamptz NOT NULL,
  key     text        NOT NULL CHECK (char_length(key) <= 512),
  detail  text        NOT NULL DEFAULT '' CHECK (char_length(detail) <= 512),
  count   bigint      NOT NULL CHECK (count >= 0),
  PRIMARY KEY (site_id, metric, hour, key, detail)
);
-- Retention deletes by age across all sites.
CREATE INDEX analytics_counts_hour ON analytics_counts (hour);

-- Unique visitors of a site on one UTC day: the count of a Redis HyperLogLog of keyed hashes
-- (address + user agent, keyed with a salt that changes every day and is never written here).
CREATE TABLE analytics_visitor_days (
  site_id  uuid   NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  day      date   NOT NULL,
  visitors bigint NOT NULL CHECK (visitors >= 0),
  PRIMARY KEY (site_id, day)
);
CREATE INDEX analytics_visitor_days_day ON analytics_visitor_days (day);

-- Batches already folded into the rollups (their id, chosen by the edge), written in the same
-- transaction as their increments: a batch delivered again (the consumer died before
-- acknowledging it, or an edge wrote it again after a write that timed out) is skipped.
CREATE TABLE analytics_batches (
  batch_id     uuid        PRIMARY KEY,
  processed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_batches_processed ON analytics_batches (processed_at);

-- "Was this page helpful?" votes, each with the page and the commit the reader saw. `id` comes
-- from the edge, so a vote delivered twice is stored once and a comment finds its vote.
CREATE TABLE page_feedback (
  id            uuid        PRIMARY KEY,
  site_id       uuid        NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  deployment_id uuid        REFERENCES deployments (id) ON DELETE SET NULL,
  commit_sha    text,
  path          text        NOT NULL CHECK (char_length(path) <= 1024),
  rating        text        NOT NULL CHECK (rating IN ('up', 'down')),
  comment       text        CHECK (char_length(comment) <= 1000),
  created_at    timestamptz NOT NULL
);
CREATE INDEX page_feedback_site_created ON page_feedback (site_id, created_at DESC);
CREATE INDEX page_feedback_created ON page_feedback (created_at);
