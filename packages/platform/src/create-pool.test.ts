import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from './create-pool.ts';
import { createTestDatabase, type TestDatabase } from './testing/create-test-database.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(ADMIN_URL);
});
afterAll(async () => db.drop());

/** Ends the server process behind `pid` as an operator (or a dropped database) would: 57P01. */
async function terminateBackend(pid: number): Promise<void> {
  const result = await db.pool.query<{ done: boolean }>('SELECT pg_terminate_backend($1) AS done', [pid]);
  expect(result.rows[0]!.done).toBe(true);
}

describe('createPool', () => {
  it('reports a checked-out client that the server ends between two queries, instead of throwing out of the process', async () => {
    const errors: Array<Error & { code?: string }> = [];
    const pool = createPool({ connectionString: db.connectionString, max: 2 }, (error) => errors.push(error));
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const ended = new Promise((done) => client.once('end', done));
      await terminateBackend(rows[0]!.pid);
      await ended;
      // The server's 57P01, then the socket's close: both reported, neither thrown.
      expect(errors[0]!.code).toBe('57P01');
      client.release(errors[0]);
      // The pool replaced the broken client.
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('reports an idle client the server ends, and replaces it', async () => {
    const errors: Array<Error & { code?: string }> = [];
    const pool = createPool({ connectionString: db.connectionString, max: 1 }, (error) => errors.push(error));
    try {
      const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const removed = new Promise((done) => pool.once('remove', done));
      await terminateBackend(rows[0]!.pid);
      await removed;
      expect(errors[0]!.code).toBe('57P01');
      const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await pool.end();
    }
  });
});

describe('createTestDatabase', () => {
  it('drops a database only after every connection of its pools has closed', async () => {
    const other = await createTestDatabase(ADMIN_URL);
    const second = other.openPool(3);
    const clients: Array<{ ended: boolean }> = [];
    for (const pool of [other.pool, second]) {
      pool.on('connect', (client) => {
        const state = { ended: false };
        clients.push(state);
        client.once('end', () => (state.ended = true));
      });
    }
    // Several idle clients in each pool, as a test file leaves them.
    await Promise.all([...Array(4)].map(() => other.pool.query('SELECT pg_sleep(0.01)')));
    await Promise.all([...Array(3)].map(() => second.query('SELECT pg_sleep(0.01)')));
    await other.drop();
    expect(clients.length).toBeGreaterThanOrEqual(2);
    expect(clients.every((client) => client.ended)).toBe(true);
    const left = await db.pool.query('SELECT 1 FROM pg_database WHERE datname = $1', [other.name]);
    expect(left.rowCount).toBe(0);
  });
});
