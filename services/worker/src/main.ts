// The worker process: config → logger → Postgres, Redis, S3 → drain the build queue; on SIGTERM or
// SIGINT stop taking jobs, let running builds finish for SHUTDOWN_GRACE_MS, then hand them back.
import {
  createLogger,
  createPool,
  createRedis,
  createS3Client,
  createSecretBox,
  installProcessPolicy,
  loadConfigOrExit,
} from '@folio/platform';
import { startWorker } from './app.ts';
import { loadConfig } from './config/load-config.ts';
import { siteUrlsOf } from './config/site-urls.ts';

const config = loadConfigOrExit(() => loadConfig(process.env), 'services/worker/.env.example');

const log = createLogger(config.logLevel);
installProcessPolicy({ log, service: 'worker' });
const db = createPool(
  { connectionString: config.databaseUrl, applicationName: 'folio-worker', max: config.concurrency + 2 },
  (err) => log.warn({ err }, 'idle Postgres client failed'),
);
const redis = createRedis(config.redisUrl, (err) => log.warn({ err }, 'Redis connection error'));
const s3 = createS3Client(config.s3);

const running = await startWorker({
  db,
  redis,
  s3,
  bucket: config.s3.bucket,
  secretBox: config.secretKey === null ? null : createSecretBox(config.secretKey),
  logger: log,
  queue: config.queue,
  concurrency: config.concurrency,
  dispatch: config.dispatch,
  limits: config.limits,
  thread: config.thread,
  uploadConcurrency: config.uploadConcurrency,
  allowPrivateRepositories: config.allowPrivateRepositories,
  allowPrivateDocuments: config.allowPrivateDocuments,
  stalled: config.stalled,
  reconcileIntervalMs: config.reconcileIntervalMs,
  ...siteUrlsOf(config),
  dashboardUrl: config.dashboardUrl,
  commitStatus: config.commitStatus,
  ...(config.analytics === null ? {} : { analytics: config.analytics }),
});
log.info({ queue: config.queue.name, concurrency: config.concurrency }, 'worker started');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
  const hardStop = setTimeout(() => {
    log.error('shutdown timed out');
    process.exit(1);
  }, config.shutdownGraceMs + 15_000);
  hardStop.unref();
  try {
    await running.close(config.shutdownGraceMs);
    redis.disconnect();
    await db.end();
    s3.destroy();
    log.info('stopped');
  } catch (err) {
    log.error({ err }, 'shutdown failed');
    process.exitCode = 1;
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
