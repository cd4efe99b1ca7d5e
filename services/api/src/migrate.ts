// `npm run migrate -w @folio/api`: applies pending migrations and exits (also done at start-up).
import { readdir, readFile } from 'node:fs/promises';
import { createLogger, createPool, loadMigrations, runMigrations } from '@folio/platform';
import { loadConfig } from './config/load-config.ts';

const config = loadConfig(process.env);
const log = createLogger(config.logLevel);
const pool = createPool({ connectionString: config.databaseUrl, max: 1, applicationName: 'folio-migrate' }, (err) =>
  log.warn({ err }, 'idle Postgres client failed'),
);
try {
  const report = await runMigrations(pool, await loadMigrations({ readdir, readFile }));
  log.info({ applied: report.applied, alreadyApplied: report.alreadyApplied.length }, 'migrations done');
} catch (err) {
  log.error({ err }, 'migrations failed');
  process.exitCode = 1;
} finally {
  await pool.end();
}
