import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { guardPoolErrors } from '../create-pool.ts';

/** A throw-away database for one test file. */
export interface TestDatabase {
  name: string;
  connectionString: string;
  pool: pg.Pool;
  /**
   * Opens one more pool on this database, ended by {@link TestDatabase.drop} before the database is
   * dropped. Tests that need a second pool (an app's own, say) take it from here.
   */
  openPool(max?: number): pg.Pool;
  /** Ends every pool of this database, waits for their connections to close, then drops it. */
  drop(): Promise<void>;
}

/** SQLSTATE of `terminating connection due to administrator command`. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * Creates `folio_test_<random>` on the server `adminUrl` points at (e.g.
 * `postgres://postgres@127.0.0.1:5432/postgres`) and opens a pool on it. For integration tests of
 * the services: real Postgres, one database per test file, dropped afterwards.
 *
 * The database is dropped only once every connection of its pools has closed: `pool.end()`
 * resolves as soon as it has asked its clients to end, and a `DROP DATABASE … WITH (FORCE)` that
 * overtakes a closing client makes the server send it 57P01, which used to surface as an unhandled
 * error in whatever test file ran next.
 */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', reportUnexpected);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const pools: pg.Pool[] = [];
  const openClients = new Set<pg.Client>();
  const openPool = (max = 5): pg.Pool => {
    const pool = new pg.Pool({ connectionString, max });
    guardPoolErrors(pool, reportUnexpected);
    pool.on('connect', (client) => {
      openClients.add(client);
      client.once('end', () => openClients.delete(client));
    });
    pools.push(pool);
    return pool;
  };
  const pool = openPool();
  return {
    name,
    connectionString,
    pool,
    openPool,
    async drop() {
      await Promise.all(pools.map((each) => (each.ending ? undefined : each.end())));
      await Promise.all([...openClients].map((client) => new Promise((ended) => client.once('end', ended))));
      const client = new pg.Client({ connectionString: adminUrl });
      client.on('error', reportUnexpected);
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A test database's connection failed outside a query: say so, unless a drop ended it. */
function reportUnexpected(error: Error & { code?: string }): void {
  if (error.code === ADMIN_SHUTDOWN) return;
  console.warn(`[test database] connection error: ${error.message}`);
}
