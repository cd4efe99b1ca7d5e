// The edge process: config → logger → Postgres, Redis, S3 → listen; drains on SIGTERM/SIGINT.
import {
  createLogger,
  createPool,
  createS3Client,
  installProcessPolicy,
  loadConfigOrExit,
  stopOnSignals,
} from '@folio/platform';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config/load-config.ts';
import { createS3ObjectStore, EDGE_S3_ATTEMPTS } from './storage/create-s3-object-store.ts';

const config = loadConfigOrExit(() => loadConfig(process.env), 'services/edge/.env.example');

const log = createLogger(config.logLevel);
installProcessPolicy({ log, service: 'edge' });
const db = createPool({ connectionString: config.databaseUrl, applicationName: 'folio-edge' }, (err) =>
  log.warn({ err }, 'idle Postgres client failed'),
);
// Commands fail at once while Redis is down (no offline queue): a reader must never wait for Redis.
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
redis.on('error', (err: Error) => log.debug({ err }, 'Redis connection error'));
const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
subscriber.on('error', () => {}); // counted and logged by the site events subscription
const s3 = createS3Client({ ...config.s3, maxAttempts: EDGE_S3_ATTEMPTS });
const store = createS3ObjectStore(s3, config.s3.bucket);

const app = await buildApp({ config, db, redis, subscriber, store, logger: log });
await app.listen({ host: config.host, port: config.port });

stopOnSignals({
  log,
  timeoutMs: config.shutdownTimeoutMs,
  async stop() {
    await app.close(); // stops accepting, finishes in-flight requests (new ones get 503)
    subscriber.disconnect();
    redis.disconnect();
    s3.destroy();
    await db.end();
  },
});
