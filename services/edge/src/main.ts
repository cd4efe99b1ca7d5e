// The edge process: config → logger → Postgres, Redis, S3 → listen; drains on SIGTERM/SIGINT.
import { createPool } from '@folio/platform';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { createLogger } from './config/create-logger.ts';
import { ConfigError, loadConfig, type EdgeConfig } from './config/load-config.ts';
import { createS3Client } from './storage/create-s3-client.ts';
import { createS3ObjectStore } from './storage/create-s3-object-store.ts';

let config: Readonly<EdgeConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\nSee services/edge/.env.example.\n`);
  process.exit(1);
}

const log = createLogger(config.logLevel);
const db = createPool({ connectionString: config.databaseUrl, applicationName: 'folio-edge' }, (err) => log.warn({ err }, 'idle Postgres client failed'));
// Commands fail at once while Redis is down (no offline queue): a reader must never wait for Redis.
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
redis.on('error', (err: Error) => log.debug({ err }, 'Redis connection error'));
const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
subscriber.on('error', () => {}); // counted and logged by the site events subscription
const s3 = createS3Client(config.s3);
const store = createS3ObjectStore(s3, config.s3.bucket);

const app = await buildApp({ config, db, redis, subscriber, store, logger: log });
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
    subscriber.disconnect();
    redis.disconnect();
    s3.destroy();
    await db.end();
    log.info('stopped');
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    process.exitCode = 1;
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
