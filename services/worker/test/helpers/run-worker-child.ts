// A worker in its own process, for the kill -9 test. Configured by FOLIO_TEST_WORKER (JSON). It
// prints "<phase> <buildId>" after each phase and, at the phase named in `hangAt`, stops there
// (as if busy) so the test can kill it at a known point.
import { createPool, createRedis, createS3Client, createSecretBox } from '@folio/platform';
import pino from 'pino';
import { startWorker } from '../../src/app.ts';

const config = JSON.parse(process.env.FOLIO_TEST_WORKER ?? '{}') as {
  databaseUrl: string;
  redisUrl: string;
  queue: { name: string; prefix: string };
  s3Endpoint: string;
  bucket: string;
  secretKey: string;
  hangAt?: string;
};
const db = createPool({ connectionString: config.databaseUrl, max: 3 }, () => {});
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
  logger: pino({ level: 'silent' }),
  queue: config.queue,
  stalled: { lockDurationMs: 3_000, stalledIntervalMs: 1_000 },
  reconcileIntervalMs: 0,
  allowPrivateRepositories: ['loopback'],
  async onPhase(phase, buildId) {
    process.stdout.write(`${phase} ${buildId}\n`);
    if (phase === config.hangAt) await new Promise(() => {});
  },
});
process.stdout.write('ready\n');
