// The analytics consumer in its own process, for the kill -9 tests. Configured by
// FOLIO_TEST_CONSUMER (JSON). It prints "<stage> <n entries>" at each stage of a fold and, at the
// stage named in `hangAt`, stops there (inside the transaction, or after COMMIT and before the
// entries are acknowledged) so the test can kill it at a known point.
import { createPool, createRedis } from '@folio/platform';
import pino from 'pino';
import { startAnalyticsConsumer } from '../../src/analytics/start-analytics-consumer.ts';

const config = JSON.parse(process.env.FOLIO_TEST_CONSUMER ?? '{}') as {
  databaseUrl: string;
  redisUrl: string;
  stream: string;
  consumer: string;
  batchEntries: number;
  hangAt?: string;
};
const db = createPool({ connectionString: config.databaseUrl, max: 3 }, () => {});
const redis = createRedis(config.redisUrl, () => {});
startAnalyticsConsumer({
  db,
  redis,
  logger: pino({ level: 'silent' }),
  stream: config.stream,
  consumer: config.consumer,
  retentionDays: 395,
  batchEntries: config.batchEntries,
  blockMs: 200,
  async onStage(stage, entryIds) {
    process.stdout.write(`${stage} ${entryIds.length}\n`);
    if (stage === config.hangAt) await new Promise(() => {});
  },
});
process.stdout.write('ready\n');
