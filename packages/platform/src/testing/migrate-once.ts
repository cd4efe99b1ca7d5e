// Child process for run-migrations.test.ts: applies the repository's migrations to the database
// named in argv[2] and prints the report, so two processes can race for real.
import { readdir, readFile } from 'node:fs/promises';
import { createPool } from '../create-pool.ts';
import { loadMigrations } from '../load-migrations.ts';
import { runMigrations } from '../run-migrations.ts';

const pool = createPool({ connectionString: process.argv[2]! }, (error) =>
  process.stderr.write(`connection error: ${error.message}\n`),
);
try {
  const report = await runMigrations(pool, await loadMigrations({ readdir, readFile }));
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await pool.end();
}
