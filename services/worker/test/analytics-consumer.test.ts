// The analytics consumer against real Postgres and Redis: it folds the edges' stream into the
// hourly rollups exactly once, whatever is delivered twice, and a consumer killed in the middle of
// a fold (before or after its COMMIT) loses and doubles nothing once another takes over.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  ANALYTICS_BATCH_FIELD,
  createRedis,
  loadMigrations,
  runMigrations,
  serializeAnalyticsBatch,
  type AnalyticsBatch,
  type AnalyticsCount,
} from '@folio/platform';
import { createTestDatabase, type TestDatabase } from '@folio/platform/testing';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAnalyticsConsumer, type AnalyticsConsumer } from '../src/analytics/start-analytics-consumer.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHILD = fileURLToPath(new URL('./helpers/analytics-consumer-child.ts', import.meta.url));
const COMMIT = 'c0ffee0000000000000000000000000000000001';
const HOUR = Math.floor(Date.now() / 3_600_000);
const DAY = new Date().toISOString().slice(0, 10);

let db: TestDatabase;
const redis = createRedis(REDIS_URL, () => {});
let siteId: string;
let deploymentId: string;
const streams: string[] = [];
const consumers: AnalyticsConsumer[] = [];
const children: ChildProcess[] = [];

const newStream = () => {
  const stream = `folio:test-rollups:${randomUUID()}`;
  streams.push(stream);
  return stream;
};
const batch = (parts: Partial<Omit<AnalyticsBatch, 'id'>> = {}): AnalyticsBatch => ({
  id: randomUUID(),
  counts: [],
  visitors: [],
  feedback: [],
  ...parts,
});
const add = (stream: string, entry: AnalyticsBatch | string) =>
  redis.xadd(stream, '*', ANALYTICS_BATCH_FIELD, typeof entry === 'string' ? entry : serializeAnalyticsBatch(entry));
const consume = (stream: string, options: { consumer?: string; claimIdleMs?: number; batchEntries?: number } = {}) => {
  const consumer = startAnalyticsConsumer({
    db: db.pool,
    redis,
    logger: pino({ level: 'silent' }),
    stream,
    retentionDays: 395,
    batchEntries: options.batchEntries ?? 50,
    blockMs: 100,
    ...(options.consumer === undefined ? {} : { consumer: options.consumer }),
    ...(options.claimIdleMs === undefined ? {} : { claimIdleMs: options.claimIdleMs }),
  });
  consumers.push(consumer);
  return consumer;
};
/** Resolves once every entry of the stream was folded, acknowledged and deleted. */
const drained = (stream: string) => expect.poll(() => redis.xlen(stream), { timeout: 15_000, interval: 50 }).toBe(0);
const totals = async () =>
  Object.fromEntries(
    (
      await db.pool.query<{ name: string; total: string }>(
        `SELECT metric || ' ' || key || CASE WHEN detail = '' THEN '' ELSE ' ' || detail END AS name, sum(count)::text AS total
           FROM analytics_counts WHERE site_id = $1 GROUP BY 1 ORDER BY 1`,
        [siteId],
      )
    ).rows.map((row) => [row.name, Number(row.total)]),
  );

beforeAll(async () => {
  db = await createTestDatabase(ADMIN_URL);
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const tenant = await db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ('analytics') RETURNING id`);
  const site = await db.pool.query<{ id: string }>(
    `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed)
     VALUES ($1, 'counted', 'Counted', 'https://git.example/c', 'main', 'x') RETURNING id`,
    [tenant.rows[0]!.id],
  );
  siteId = site.rows[0]!.id;
  const build = await db.pool.query<{ id: string }>(
    `INSERT INTO builds (site_id, kind, branch, trigger, status, commit_sha) VALUES ($1, 'production', 'main', 'push', 'succeeded', $2) RETURNING id`,
    [siteId, COMMIT],
  );
  const deployment = await db.pool.query<{ id: string }>(
    `INSERT INTO deployments (site_id, build_id, kind, branch, manifest_key, commit_sha) VALUES ($1, $2, 'production', 'main', 'k', $3) RETURNING id`,
    [siteId, build.rows[0]!.id, COMMIT],
  );
  deploymentId = deployment.rows[0]!.id;
});

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(consumers.splice(0).map((consumer) => consumer.close()));
  await db.pool.query('TRUNCATE analytics_counts, analytics_visitor_days, analytics_batches, page_feedback');
});

afterAll(async () => {
  for (const stream of streams) {
    const keys = await redis.keys(`${stream}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
  await db?.drop();
});

describe('the analytics consumer', () => {
  it('folds counts, visitors and feedback into the rollups once, whatever arrives twice', async () => {
    const stream = newStream();
    const unknownSite = randomUUID();
    const views = batch({
      counts: [
        [siteId, HOUR, 'view', '/', '', 3],
        [siteId, HOUR, 'view', '/guides/setup', '', 1],
        [siteId, HOUR - 1, 'view', '/', '', 2],
        [siteId, HOUR, 'referrer', 'www.google.com', '', 1],
        [siteId, HOUR, 'agent', 'openai', 'page', 4],
        [unknownSite, HOUR, 'view', '/', '', 9],
      ],
      visitors: [
        { siteId, day: DAY, hashes: ['00000000000000a1', '00000000000000a2'] },
        { siteId: unknownSite, day: DAY, hashes: ['00000000000000ff'] },
      ],
    });
    const voteId = randomUUID();
    const vote = {
      id: voteId,
      siteId,
      deploymentId,
      path: '/guides/setup',
      rating: 'down' as const,
      comment: null,
      at: new Date().toISOString(),
    };
    await add(stream, views);
    await add(stream, views); // an edge wrote it again after a write that timed out
    await add(stream, batch({ visitors: [{ siteId, day: DAY, hashes: ['00000000000000a2', '00000000000000a3'] }] }));
    await add(stream, batch({ feedback: [vote] }));
    await add(stream, batch({ feedback: [{ ...vote, comment: 'The port is wrong.' }] }));
    await add(stream, batch({ feedback: [{ ...vote, comment: 'A second comment never replaces the first.' }] }));
    await add(stream, 'not a batch');
    await add(
      stream,
      JSON.stringify({ v: 1, id: randomUUID(), c: [[siteId, HOUR, 'view; DROP TABLE', '/', '', 1]], u: [], f: [] }),
    );
    consume(stream);
    await drained(stream);

    expect(await totals()).toEqual({
      'view /': 5,
      'view /guides/setup': 1,
      'referrer www.google.com': 1,
      'agent openai page': 4,
    });
    const hours = await db.pool.query<{ hour: Date; count: string }>(
      `SELECT hour, count FROM analytics_counts WHERE site_id = $1 AND metric = 'view' AND key = '/' ORDER BY hour`,
      [siteId],
    );
    expect(hours.rows.map((row) => [row.hour.getTime(), Number(row.count)])).toEqual([
      [(HOUR - 1) * 3_600_000, 2],
      [HOUR * 3_600_000, 3],
    ]);
    const days = await db.pool.query(`SELECT site_id, day::text, visitors::int FROM analytics_visitor_days`);
    expect(days.rows).toEqual([{ site_id: siteId, day: DAY, visitors: 3 }]);
    const feedback = await db.pool.query(
      `SELECT id, site_id, deployment_id, commit_sha, path, rating, comment FROM page_feedback`,
    );
    expect(feedback.rows).toEqual([
      {
        id: voteId,
        site_id: siteId,
        deployment_id: deploymentId,
        commit_sha: COMMIT,
        path: '/guides/setup',
        rating: 'down',
        comment: 'The port is wrong.',
      },
    ]);
  });

  it('deletes rollups and feedback past the retention, and keeps the rest', async () => {
    const stream = newStream();
    const old = HOUR - 24 * 40;
    await add(
      stream,
      batch({ counts: [[siteId, old, 'view', '/', '', 7] as AnalyticsCount, [siteId, HOUR, 'view', '/', '', 1]] }),
    );
    await add(
      stream,
      batch({
        feedback: [
          {
            id: randomUUID(),
            siteId,
            deploymentId,
            path: '/',
            rating: 'up',
            comment: null,
            at: new Date(old * 3_600_000).toISOString(),
          },
        ],
      }),
    );
    consume(stream);
    await drained(stream);
    expect(await totals()).toEqual({ 'view /': 8 });
    const short = startAnalyticsConsumer({
      db: db.pool,
      redis,
      logger: pino({ level: 'silent' }),
      stream,
      retentionDays: 30,
      batchEntries: 10,
      blockMs: 100,
    });
    consumers.push(short);
    await expect.poll(totals, { timeout: 5_000 }).toEqual({ 'view /': 1 });
    // Retention deletes table by table in short transactions: the votes may go a moment after the rollups.
    const votes = async () => (await db.pool.query('SELECT count(*)::int AS n FROM page_feedback')).rows[0].n;
    await expect.poll(votes, { timeout: 5_000 }).toBe(0);
  });

  for (const hangAt of ['folded', 'committed'] as const) {
    it(`loses and doubles nothing when the consumer is killed ${hangAt === 'folded' ? 'inside its transaction' : 'after COMMIT, before acknowledging'}`, async () => {
      const stream = newStream();
      const expected: Record<string, number> = {};
      for (let i = 0; i < 6; i++) {
        const counts: AnalyticsCount[] = [
          [siteId, HOUR, 'view', '/', '', 1 + i],
          [siteId, HOUR, 'search', `query ${i % 2}`, '', 1],
        ];
        for (const [, , metric, key, , n] of counts)
          expected[`${metric} ${key}`] = (expected[`${metric} ${key}`] ?? 0) + n;
        await add(stream, batch({ counts }));
      }
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          FOLIO_TEST_CONSUMER: JSON.stringify({
            databaseUrl: db.connectionString,
            redisUrl: REDIS_URL,
            stream,
            consumer: 'doomed',
            batchEntries: 4,
            hangAt,
          }),
        },
      });
      children.push(child);
      const lines = createInterface({ input: child.stdout! });
      await new Promise<void>((resolve, reject) => {
        lines.on('line', (line) => line === `${hangAt} 4` && resolve());
        child.once('exit', (code) => reject(new Error(`the consumer exited (${code}) before it reached ${hangAt}`)));
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      // Killed before COMMIT: nothing of the fold is kept. After: the first four batches are.
      const partial = await totals();
      if (hangAt === 'folded') expect(partial).toEqual({});
      else expect(partial['view /']).toBe(1 + 2 + 3 + 4);
      expect(await redis.xlen(stream)).toBe(6);

      consume(stream, { consumer: 'successor', claimIdleMs: 300, batchEntries: 4 });
      await drained(stream);
      expect(await totals()).toEqual(expected);
      const folded = await db.pool.query('SELECT count(*)::int AS n FROM analytics_batches');
      expect(folded.rows[0].n).toBe(6);
    }, 60_000);
  }
});
