import type pg from 'pg';

/** The build {@link dispatchNextBuild} handed to the queue, and whose turn it was. */
export interface DispatchedBuild {
  buildId: string;
  tenantId: string;
  /** The tenant's builds in flight (running, or dispatched and not yet finished) before this one. */
  inFlight: number;
}

// Serialises dispatchers (every worker process runs one): the per-tenant cap is counted and a
// build marked dispatched in one critical section, so two workers never both take a tenant's last
// slot. A pick is a few milliseconds; builds take seconds.
const DISPATCH_LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('folio:build-dispatch', 0))`;

// The next build, round-robin across tenants: only tenants under the cap, fewest builds in flight
// first, then the tenant served longest ago (never first), then the oldest queued build. Within a
// tenant, its oldest queued build. A tenant's backlog therefore delays another tenant's next build
// by at most the build each busy slot is running.
const PICK = `
  WITH in_flight AS (
    SELECT s.tenant_id, count(*)::int AS n
      FROM builds b JOIN sites s ON s.id = b.site_id
     WHERE b.status IN ('queued', 'running') AND (b.status = 'running' OR b.dispatched_at IS NOT NULL)
     GROUP BY s.tenant_id
  ), waiting AS (
    SELECT DISTINCT ON (s.tenant_id) b.id, s.tenant_id, b.queued_at
      FROM builds b JOIN sites s ON s.id = b.site_id
     WHERE b.status = 'queued' AND b.dispatched_at IS NULL
     ORDER BY s.tenant_id, b.queued_at, b.id
  )
  SELECT w.id AS build_id, w.tenant_id, COALESCE(f.n, 0) AS in_flight
    FROM waiting w
    LEFT JOIN in_flight f ON f.tenant_id = w.tenant_id
    LEFT JOIN tenant_build_turns t ON t.tenant_id = w.tenant_id
   WHERE COALESCE(f.n, 0) < $1
   ORDER BY COALESCE(f.n, 0), t.last_dispatched_at NULLS FIRST, w.queued_at, w.id
   LIMIT 1`;

/**
 * Picks the next queued build that may run, fairly across tenants, and marks it dispatched, in one
 * transaction. Returns `null` when no queued build is waiting, or every tenant with one already has
 * `tenantCap` builds in flight. The caller then adds the build's BullMQ job; if that fails it calls
 * {@link undoDispatch}, and a build marked dispatched whose job Redis lost is queued again by the
 * worker's reconciliation, so a build is never stranded.
 */
export async function dispatchNextBuild(pool: pg.Pool, tenantCap: number): Promise<DispatchedBuild | null> {
  for (;;) {
    const outcome = await pickAndMark(pool, tenantCap);
    // 'gone': superseded or canceled between the pick and the mark; pick again.
    if (outcome !== 'gone') return outcome;
  }
}

async function pickAndMark(pool: pg.Pool, tenantCap: number): Promise<DispatchedBuild | null | 'gone'> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(DISPATCH_LOCK);
    const picked = await client.query<{ build_id: string; tenant_id: string; in_flight: number }>(PICK, [tenantCap]);
    const next = picked.rows[0];
    if (next === undefined) {
      await client.query('COMMIT');
      return null;
    }
    const marked = await client.query(
      `UPDATE builds SET dispatched_at = clock_timestamp() WHERE id = $1 AND status = 'queued' AND dispatched_at IS NULL`,
      [next.build_id],
    );
    if (marked.rowCount !== 1) {
      await client.query('ROLLBACK');
      return 'gone';
    }
    await client.query(
      `INSERT INTO tenant_build_turns (tenant_id, last_dispatched_at) VALUES ($1, clock_timestamp())
       ON CONFLICT (tenant_id) DO UPDATE SET last_dispatched_at = EXCLUDED.last_dispatched_at`,
      [next.tenant_id],
    );
    await client.query('COMMIT');
    return { buildId: next.build_id, tenantId: next.tenant_id, inFlight: next.in_flight };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Hands a dispatched build whose job could not be added back to the dispatcher (still queued). */
export async function undoDispatch(db: pg.Pool, buildId: string): Promise<void> {
  await db.query(`UPDATE builds SET dispatched_at = NULL WHERE id = $1 AND status = 'queued'`, [buildId]);
}
