// A build worker in its own process, so the suite can kill -9 it. Configured by the JSON in
// FOLIO_RELIABILITY_WORKER; prints "ready" once it takes jobs, "<phase> <buildId>" per phase and
// "report <outcome> <buildId>" when an attempt ends. With FOLIO_RELIABILITY_HOLD_DIR set, it stops
// after a phase while a file named after the phase exists there, so the suite can break a
// dependency at that exact step (the file is removed to let it go on).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
const holdDir = process.env.FOLIO_RELIABILITY_HOLD_DIR || undefined;
const log = pino({ level: process.env.FOLIO_RELIABILITY_WORKER_LOG ?? 'silent' }, pino.destination(2));
const db = createPool({ connectionString: config.databaseUrl, max: config.concurrency + 3 }, () => {});
const redis = createRedis(config.redisUrl, () => {});
await startWorker({
  db,
  redis,
  s3: createS3Client({
    endpoint: config.s3Endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }),
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
  async onPhase(phase, buildId) {
    process.stdout.write(`${phase} ${buildId}\n`);
    const hold = holdDir === undefined ? undefined : join(holdDir, phase);
    while (hold !== undefined && existsSync(hold)) await new Promise((resolve) => setTimeout(resolve, 50));
  },
  onReport(report) {
    process.stdout.write(`report ${report.outcome} ${report.buildId}\n`);
  },
});
process.stdout.write('ready\n');
