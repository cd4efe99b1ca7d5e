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
 * Creates the Postgres pool a service shares. Errors on idle clients (a restarted server) are
 * passed to `onIdleError` instead of crashing the process; the pool replaces the client.
 */
export function createPool(options: PoolOptions, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'folio',
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', onIdleError);
  return pool;
}
