// The API process: config → logger → Postgres, Redis, queue → migrations → listen; drains on SIGTERM/SIGINT.
import { readdir, readFile } from 'node:fs/promises';
import { createBuildQueue, createPool, createRedis, loadMigrations, runMigrations } from '@folio/platform';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ApiConfig } from './config/load-config.ts';
import { createLogger } from './config/create-logger.ts';

let config: Readonly<ApiConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\nSee services/api/.env.example.\n`);
  process.exit(1);
}

const log = createLogger(config.logLevel);
const db = createPool({ connectionString: config.databaseUrl, applicationName: 'folio-api' }, (err) => log.warn({ err }, 'idle Postgres client failed'));
const redis = createRedis(config.redisUrl, (err) => log.warn({ err }, 'Redis connection error'));
const queue = createBuildQueue(redis, config.queue);

if (config.migrateOnStart) {
  const report = await runMigrations(db, await loadMigrations({ readdir, readFile }));
  log.info({ applied: report.applied }, 'migrations done');
}

const app = await buildApp({ db, redis, queue, config, logger: log });
await app.listen({ host: config.host, port: config.port });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // A stuck connection must not keep the process alive past the orchestrator's patience.
  const timer = setTimeout(() => {
    log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await app.close(); // stops accepting, finishes in-flight requests (new ones get 503)
    await queue.close();
    redis.disconnect();
    await db.end();
    log.info('stopped');
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    process.exitCode = 1;
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
