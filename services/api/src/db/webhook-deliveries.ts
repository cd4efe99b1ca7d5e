import type { Queryable } from '@folio/platform';

/** A row of `webhook_deliveries`, as the git connection page lists it. */
export interface DeliveryRow {
  provider: string;
  event: string;
  outcome: string;
  build_id: string | null;
  received_at: Date;
}

/** What a delivery id names: the host, the id it sent, and the event. */
export interface DeliveryKey {
  siteId: string;
  provider: string;
  deliveryId: string;
  event: string;
}

/** What an earlier delivery of the same id did, with its build's status now. */
export interface PriorDelivery<Outcome extends string> {
  outcome: Outcome;
  build_id: string | null;
  status: string | null;
}

/**
 * Records a delivery as `received` and returns its row id, or `null` when the site already has
 * this provider's delivery id (a redelivery: the unique key makes it idempotent).
 */
export async function insertDelivery(db: Queryable, key: DeliveryKey): Promise<string | null> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (site_id, provider, delivery_id, event, outcome) VALUES ($1, $2, $3, $4, 'received')
       ON CONFLICT (site_id, provider, delivery_id) DO NOTHING RETURNING id`,
    [key.siteId, key.provider, key.deliveryId, key.event],
  );
  return inserted.rows[0]?.id ?? null;
}

/** The recorded delivery with this key (the caller knows it exists), with its build's status. */
export async function findPriorDelivery<Outcome extends string>(
  db: Queryable,
  key: DeliveryKey,
): Promise<PriorDelivery<Outcome>> {
  const prior = await db.query<PriorDelivery<Outcome>>(
    `SELECT w.outcome, w.build_id, b.status FROM webhook_deliveries w LEFT JOIN builds b ON b.id = w.build_id
          WHERE w.site_id = $1 AND w.provider = $2 AND w.delivery_id = $3`,
    [key.siteId, key.provider, key.deliveryId],
  );
  return prior.rows[0]!;
}

/** Records what delivery row `id` did and the build it queued, if any. */
export async function recordDeliveryOutcome(
  db: Queryable,
  id: string,
  outcome: string,
  buildId: string | null,
): Promise<void> {
  await db.query('UPDATE webhook_deliveries SET outcome = $2, build_id = $3 WHERE id = $1', [id, outcome, buildId]);
}

/** The site's eight latest deliveries, newest first. */
export async function listRecentDeliveries(db: Queryable, siteId: string): Promise<DeliveryRow[]> {
  const deliveries = await db.query<DeliveryRow>(
    'SELECT provider, event, outcome, build_id, received_at FROM webhook_deliveries WHERE site_id = $1 ORDER BY received_at DESC LIMIT 8',
    [siteId],
  );
  return deliveries.rows;
}

/** Records a GitHub ping (outcome `pong`) once per delivery id, so the dashboard shows the webhook arrives. */
export async function insertGithubPing(db: Queryable, siteId: string, deliveryId: string): Promise<void> {
  await db.query(
    `INSERT INTO webhook_deliveries (site_id, provider, delivery_id, event, outcome) VALUES ($1, 'github', $2, 'ping', 'pong')
           ON CONFLICT (site_id, provider, delivery_id) DO NOTHING`,
    [siteId, deliveryId],
  );
}
