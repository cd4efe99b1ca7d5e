-- One row per webhook delivery id: a redelivery finds its row and does nothing twice.
CREATE TABLE webhook_deliveries (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id     uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  provider    text NOT NULL CHECK (provider IN ('github', 'gitlab', 'generic')),
  delivery_id text NOT NULL,
  event       text NOT NULL,
  outcome     text NOT NULL,                       -- queued | preview-removed | ignored | pong
  build_id    uuid REFERENCES builds (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, provider, delivery_id)
);
