// The API process: config → logger → Postgres, Redis, queue → migrations → listen; drains on SIGTERM/SIGINT.
import { readdir, readFile } from 'node:fs/promises';
import {
  createBuildQueue,
  createLogger,
  createPool,
  createRedis,
  createSecretBox,
  installProcessPolicy,
  loadConfigOrExit,
  loadMigrations,
  runMigrations,
  stopOnSignals,
} from '@folio/platform';
import { buildApp } from './app.ts';
import { loadConfig } from './config/load-config.ts';
import { resealLegacySecrets } from './lib/reseal-legacy-secrets.ts';

const config = loadConfigOrExit(() => loadConfig(process.env), 'services/api/.env.example');

const log = createLogger(config.logLevel);
installProcessPolicy({ log, service: 'api' });
const db = createPool({ connectionString: config.databaseUrl, applicationName: 'folio-api' }, (err) =>
  log.warn({ err }, 'idle Postgres client failed'),
);
const redis = createRedis(config.redisUrl, (err) => log.warn({ err }, 'Redis connection error'));
const queue = createBuildQueue(redis, config.queue);

if (config.migrateOnStart) {
  const report = await runMigrations(db, await loadMigrations({ readdir, readFile }));
  log.info({ applied: report.applied }, 'migrations done');
}
// Secrets stored before they were bound to their site and column are sealed again, bound.
const resealed = await resealLegacySecrets(db, createSecretBox(config.secretKey));
if (resealed.resealed > 0 || resealed.unreadable > 0)
  log.info(resealed, 'stored secrets sealed again with their site and column');

const app = await buildApp({ db, redis, queue, config, logger: log });
await app.listen({ host: config.host, port: config.port });

stopOnSignals({
  log,
  timeoutMs: config.shutdownTimeoutMs,
  async stop() {
    await app.close(); // stops accepting, finishes in-flight requests (new ones get 503)
    await queue.close();
    redis.disconnect();
    await db.end();
  },
});
