// One edge process of the analytics bench: the edge's own `buildApp` (as services/edge/src/main.ts
// runs it, from the compiled dist/: edge-processes.ts starts it without the sources' condition), twice in one process, counting on one port and not counting on the other, so that
// the process serves both roles across rounds and what differs between two processes (their
// place in memory, their JIT's luck, a neighbour's load) falls on both roles alike.
// Env: the edge's (loadConfig), plus BENCH_EDGE_PORTS="<counting port>,<non-counting port>"; a
// port of 0 starts no app of that role (the control edge counts on neither).
// Over IPC it answers `cpu` with process.cpuUsage() (microseconds), `count:on` and `count:off` by
// turning the counting app's counting on or off while it serves (the recorder reads its settings'
// `enabled` on every request; bench/analytics/toggled-throughput.ts checks in the stream that it
// took effect), and `stop` by closing both apps and exiting, which writes a CPU profile when node
// runs with --cpu-prof.
import { createPool, createS3Client, createLogger } from '@folio/platform';
import { buildApp, createS3ObjectStore, loadConfig } from '@folio/edge';
import { Redis } from 'ioredis';

const [countingPort, quietPort] = (process.env.BENCH_EDGE_PORTS ?? '').split(',').map(Number);
const apps: { close(): Promise<unknown> }[] = [];
const closers: (() => void | Promise<void>)[] = [];
/** The counting app's analytics settings, the very object its recorder reads. */
let countingSettings: { enabled: boolean } | undefined;

for (const [port, counting] of [
  [countingPort, true],
  [quietPort, false],
] as const) {
  if (!port) continue;
  const config = loadConfig({ ...process.env, PORT: String(port), ANALYTICS_ENABLED: String(counting) });
  if (counting) countingSettings = config.analytics;
  const log = createLogger(config.logLevel);
  const db = createPool({ connectionString: config.databaseUrl, applicationName: 'folio-edge-bench' }, () => {});
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  const s3 = createS3Client({ ...config.s3, maxAttempts: 2 });
  const app = await buildApp({
    config,
    db,
    redis,
    subscriber,
    store: createS3ObjectStore(s3, config.s3.bucket),
    logger: log,
  });
  await app.listen({ host: config.host, port: config.port });
  apps.push(app);
  closers.push(async () => {
    subscriber.disconnect();
    redis.disconnect();
    s3.destroy();
    await db.end();
  });
}

process.on('message', async (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  else if ((message === 'count:on' || message === 'count:off') && countingSettings !== undefined) {
    countingSettings.enabled = message === 'count:on';
    process.send?.({ counting: countingSettings.enabled });
  } else if (message === 'stop') {
    for (const app of apps) await app.close();
    for (const close of closers) await close();
    process.exit(0);
  }
});
process.send?.({ ready: true });
