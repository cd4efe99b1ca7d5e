import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throw-away database for one test file. */
export interface TestDatabase {
  name: string;
  connectionString: string;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * Creates `folio_test_<random>` on the server `adminUrl` points at (e.g.
 * `postgres://postgres@127.0.0.1:5432/postgres`) and opens a pool on it. For integration tests of
 * the services: real Postgres, one database per test file, dropped afterwards.
 */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const pool = new pg.Pool({ connectionString, max: 5 });
  return {
    name,
    connectionString,
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
