import pg from 'pg';

/** How to reach Postgres. */
export interface PoolOptions {
  connectionString: string;
  /** Most connections this process holds (default 10). */
  max?: number;
  /** Name shown in `pg_stat_activity`, so an operator can tell services apart. */
  applicationName?: string;
}

/**
 * Creates the Postgres pool a service shares. A connection that fails (a restarted server, an
 * operator's `pg_terminate_backend`) is passed to `onClientError` instead of crashing the process,
 * and the pool replaces the client.
 */
export function createPool(options: PoolOptions, onClientError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'folio',
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  guardPoolErrors(pool, onClientError);
  return pool;
}

/**
 * Makes every error of `pool`'s connections reach `onClientError` once, whether the client is idle,
 * checked out between two queries, or closing after `pool.end()`.
 *
 * Why both listeners: `pg-pool` listens on a client only while it is idle and re-emits that error on
 * the pool, where an `error` event without a listener throws. A checked-out client has no listener
 * at all, so a server that ends it (57P01, `terminating connection due to administrator command`)
 * between two queries of a transaction would throw out of the process. The client-level listener
 * covers both states; the pool-level one only keeps `pg-pool`'s re-emit from throwing.
 */
export function guardPoolErrors(pool: pg.Pool, onClientError: (error: Error) => void): void {
  pool.on('connect', (client) => {
    client.on('error', onClientError);
  });
  pool.on('error', () => {
    // Already reported by the client's own listener above.
  });
}
