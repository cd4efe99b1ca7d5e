import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Migration } from './migration.ts';

/** What a migration run did. */
export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

// Any fixed 64-bit number; only migration runners take this advisory lock.
const MIGRATION_LOCK_KEY = '7245108933245117201';

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction, all
 * under a session advisory lock: processes booting at once queue on the lock, and the later ones
 * find everything applied. An applied migration whose file changed is an error (migrations are
 * append-only: write a new one).
 */
export async function runMigrations(pool: pg.Pool, migrations: readonly Migration[]): Promise<MigrationReport> {
  const client = await pool.connect();
  const report: MigrationReport = { applied: [], alreadyApplied: [] };
  let failed = false;
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = await client.query<{ version: number; name: string; checksum: string }>(
        'SELECT version, name, checksum FROM schema_migrations',
      );
      const applied = new Map(done.rows.map((row) => [row.version, row]));
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        const sum = checksum(migration.sql);
        const previous = applied.get(migration.version);
        if (previous) {
          if (previous.checksum !== sum) {
            throw new Error(
              `migration ${migration.name} changed after it was applied (as ${previous.name}); migrations are append-only: revert the file and add a new numbered migration`,
            );
          }
          report.alreadyApplied.push(migration.name);
          continue;
        }
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
            migration.version,
            migration.name,
            sum,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
        report.applied.push(migration.name);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failure, discard the connection: closing the session also frees the advisory lock.
    client.release(failed);
  }
  return report;
}
