import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations } from './load-migrations.ts';
import { runMigrations, type MigrationReport } from './run-migrations.ts';
import { createTestDatabase, type TestDatabase } from './testing/create-test-database.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const run = promisify(execFile);
const child = fileURLToPath(new URL('./testing/migrate-once.ts', import.meta.url));

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.drop();
  db = undefined;
});

describe('runMigrations', () => {
  it('creates every table of the schema and records each file once', async () => {
    db = await createTestDatabase(ADMIN_URL);
    const migrations = await loadMigrations({ readdir, readFile });
    const first = await runMigrations(db.pool, migrations);
    const second = await runMigrations(db.pool, migrations);
    expect(first.applied[0]).toBe('0001-create-tenants.sql');
    expect(first.applied).toHaveLength(migrations.length);
    expect(second).toEqual({ applied: [], alreadyApplied: first.applied });
    const tables = await db.pool.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    expect(tables.rows.map((r) => r.tablename)).toEqual([
      'analytics_batches',
      'analytics_counts',
      'analytics_visitor_days',
      'api_keys',
      'builds',
      'deployments',
      'domains',
      'invitations',
      'memberships',
      'one_time_tokens',
      'page_feedback',
      'schema_migrations',
      'sessions',
      'site_access',
      'site_blob_deletions',
      'sites',
      'tenant_build_turns',
      'tenants',
      'users',
      'webhook_deliveries',
    ]);
    // 0014: a site's base path, whose CHECK refuses what the API's validator refuses.
    const column = await db.pool.query<{ data_type: string; is_nullable: string }>(
      `SELECT data_type, is_nullable FROM information_schema.columns WHERE table_name = 'sites' AND column_name = 'base_path'`,
    );
    expect(column.rows).toEqual([{ data_type: 'text', is_nullable: 'YES' }]);
    const tenant = await db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ('t') RETURNING id`);
    const accepts = (value: string) =>
      db!.pool
        .query(
          `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed, base_path)
           VALUES ($1, gen_random_uuid()::text, 's', 'https://git.test/r', 'main', 'x', $2)`,
          [tenant.rows[0]!.id, value],
        )
        .then(
          () => true,
          () => false,
        );
    expect(await accepts('/docs/v2')).toBe(true);
    for (const bad of ['/../x', '/a/./b', '/a%2Fb', '/docs/', 'docs']) expect(await accepts(bad)).toBe(false);
  });

  it('is safe when two processes migrate the same database at once', async () => {
    db = await createTestDatabase(ADMIN_URL);
    const both = await Promise.all(
      [1, 2].map(() => run(process.execPath, ['--import', 'tsx', child, db!.connectionString], { timeout: 30_000 })),
    );
    const reports = both.map((r) => JSON.parse(r.stdout) as MigrationReport);
    const total = (await loadMigrations({ readdir, readFile })).length;
    // Exactly one process applied each migration; the other found it done.
    expect(reports.map((r) => r.applied.length).sort()).toEqual([0, total]);
    const recorded = await db.pool.query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(recorded.rows[0].n).toBe(total);
  });

  it('is safe when two pools in one process race', async () => {
    db = await createTestDatabase(ADMIN_URL);
    const migrations = await loadMigrations({ readdir, readFile });
    const other = db.openPool();
    try {
      const [a, b] = await Promise.all([runMigrations(db.pool, migrations), runMigrations(other, migrations)]);
      expect(a.applied.length + b.applied.length).toBe(migrations.length);
    } finally {
      await other.end();
    }
  });

  it('refuses an applied migration whose file changed, and rolls back a failing one', async () => {
    db = await createTestDatabase(ADMIN_URL);
    await runMigrations(db.pool, [{ version: 1, name: '0001-a.sql', sql: 'CREATE TABLE a (x int)' }]);
    await expect(
      runMigrations(db.pool, [{ version: 1, name: '0001-a.sql', sql: 'CREATE TABLE a (y int)' }]),
    ).rejects.toThrow('migration 0001-a.sql changed after it was applied');
    await expect(
      runMigrations(db.pool, [
        { version: 1, name: '0001-a.sql', sql: 'CREATE TABLE a (x int)' },
        { version: 2, name: '0002-b.sql', sql: 'CREATE TABLE b (x int); SELECT nope' },
      ]),
    ).rejects.toThrow('migration 0002-b.sql failed: column "nope" does not exist');
    const b = await db.pool.query(`SELECT to_regclass('b') AS t`);
    expect(b.rows[0].t).toBeNull();
    // The lock was released: a later run proceeds.
    await expect(
      runMigrations(db.pool, [{ version: 1, name: '0001-a.sql', sql: 'CREATE TABLE a (x int)' }]),
    ).resolves.toEqual({
      applied: [],
      alreadyApplied: ['0001-a.sql'],
    });
  });
});

describe('loadMigrations', () => {
  it('rejects badly named and duplicate-numbered files', async () => {
    const files = (names: string[]) => ({ readdir: async () => names, readFile: async () => 'SELECT 1' });
    await expect(loadMigrations(files(['1-x.sql']), '/m')).rejects.toThrow(
      'migration file "1-x.sql" must be named NNNN-lowercase-words.sql',
    );
    await expect(loadMigrations(files(['0001-a.sql', '0001-b.sql']), '/m')).rejects.toThrow(
      'two migration files share number 0001',
    );
    await expect(loadMigrations(files(['0002-b.sql', '0001-a.sql', 'README.md']), '/m')).resolves.toMatchObject([
      { version: 1, name: '0001-a.sql' },
      { version: 2, name: '0002-b.sql' },
    ]);
  });
});
