import { readdir, readFile } from 'node:fs/promises';
import { createPool, loadMigrations, runMigrations, type MigrationReport } from '@folio/platform';
import pg from 'pg';
import { maintenanceUrl } from './check-backing-services.ts';

/**
 * Creates the database `databaseUrl` names when it does not exist yet, then applies the
 * repository's migrations (idempotent; concurrent runs are safe under their advisory lock).
 */
export async function ensureDatabase(databaseUrl: string): Promise<{ created: boolean; migrations: MigrationReport }> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_$-]{0,62}$/.test(name))
    throw new Error(`database name "${name}" in DATABASE_URL is not a plain identifier`);
  const admin = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
  // A dropped connection also fails the pending query, which is what reaches the caller; without a
  // listener the same error would be thrown a second time out of the process.
  admin.on('error', () => {});
  await admin.connect();
  let created = false;
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        created = true;
      } catch (error) {
        // Another `npm start` created it between our check and CREATE: fine.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await admin.end();
  }
  const pool = createPool({ connectionString: databaseUrl, max: 2, applicationName: 'folio-setup' }, () => {});
  try {
    const migrations = await runMigrations(pool, await loadMigrations({ readdir, readFile }));
    return { created, migrations };
  } finally {
    await pool.end();
  }
}
