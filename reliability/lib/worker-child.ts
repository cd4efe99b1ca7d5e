// A build worker in its own process, so the suite can kill -9 it. Configured by the JSON in
// FOLIO_RELIABILITY_WORKER; prints "ready" once it takes jobs and "<phase> <buildId>" per phase.
import { createPool, createRedis, createS3Client, createSecretBox } from '@folio/platform';
import pino from 'pino';
import { startWorker } from '../../services/worker/src/app.ts';

/** What the suite hands a worker child. */
export interface WorkerChildConfig {
  databaseUrl: string;
  redisUrl: string;
  queue: { name: string; prefix: string };
  s3Endpoint: string;
  bucket: string;
  secretKey: string;
  concurrency: number;
  limits?: { maxRepoBytes?: number; maxFiles?: number; maxFileBytes?: number; gitTimeoutMs?: number };
  thread?: { maxMemoryMb?: number; timeoutMs?: number };
}

const config = JSON.parse(process.env.FOLIO_RELIABILITY_WORKER ?? '{}') as WorkerChildConfig;
const log = pino({ level: process.env.FOLIO_RELIABILITY_WORKER_LOG ?? 'silent' }, pino.destination(2));
const db = createPool({ connectionString: config.databaseUrl, max: config.concurrency + 3 }, () => {});
const redis = createRedis(config.redisUrl, () => {});
await startWorker({
  db,
  redis,
  s3: createS3Client({ endpoint: config.s3Endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }),
  bucket: config.bucket,
  secretBox: createSecretBox(Buffer.from(config.secretKey, 'base64')),
  logger: log,
  queue: config.queue,
  concurrency: config.concurrency,
  ...(config.limits ? { limits: config.limits } : {}),
  ...(config.thread ? { thread: config.thread } : {}),
  allowPrivateRepositories: ['loopback'],
  stalled: { lockDurationMs: 3_000, stalledIntervalMs: 1_000 },
  reconcileIntervalMs: 2_000,
  onPhase(phase, buildId) {
    process.stdout.write(`${phase} ${buildId}\n`);
  },
});
process.stdout.write('ready\n');
