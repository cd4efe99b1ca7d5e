import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createBuildQueue } from './create-build-queue.ts';
import { createRedis } from './create-redis.ts';
import { enqueueBuild } from './enqueue-build.ts';

const redis = createRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', () => {});
const queue = createBuildQueue(redis, { name: `builds-${randomBytes(4).toString('hex')}`, prefix: 'folio-test' });
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
});

describe('enqueueBuild', () => {
  it('adds one job per build id, however often it is called', async () => {
    const buildId = randomUUID();
    await enqueueBuild(queue, { buildId });
    await enqueueBuild(queue, { buildId });
    const jobs = await queue.getJobs(['waiting']);
    expect(jobs.map((j) => [j.id, j.data])).toEqual([[buildId, { buildId }]]);
  });
});
