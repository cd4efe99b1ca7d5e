import { randomBytes } from 'node:crypto';
import { createRedis } from '@folio/platform';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter, type RedisRateLimiterOptions } from '../src/proxy/create-redis-rate-limiter.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redis: Redis;
let commands = 0;
beforeAll(() => {
  redis = createRedis(REDIS_URL, () => {});
  const sendCommand = redis.sendCommand.bind(redis);
  redis.sendCommand = (command) => {
    commands++;
    return sendCommand(command);
  };
});
afterAll(() => redis?.disconnect());

function limiter(overrides: Partial<RedisRateLimiterOptions> = {}) {
  const errors: unknown[] = [];
  const prefix = `folio-test:rl:${randomBytes(4).toString('hex')}:`;
  return {
    prefix,
    errors,
    limiter: createRedisRateLimiter({
      redis,
      prefix,
      limit: 5,
      windowMs: 60_000,
      onError: (e) => errors.push(e),
      ...overrides,
    }),
  };
}

async function hits(limiter: { hit(key: string): Promise<boolean> }, key: string, count: number): Promise<boolean[]> {
  const out: boolean[] = [];
  for (let i = 0; i < count; i++) out.push(await limiter.hit(key));
  return out;
}

describe('createRedisRateLimiter', () => {
  it('asks Redis once per key and window, then decides locally and writes the hits in one flush', async () => {
    const { limiter: rl, prefix } = limiter();
    expect(await rl.hit('reader')).toBe(true);
    commands = 0;
    expect(await hits(rl, 'reader', 6)).toEqual([true, true, true, true, false, false]);
    expect(commands).toBe(0);
    await rl.flush();
    expect(commands).toBe(1);
    const window = Math.floor(Date.now() / 60_000);
    expect(await redis.get(`${prefix}reader:${window}`)).toBe('5');
    expect(await redis.pttl(`${prefix}reader:${window}`)).toBeGreaterThan(0);
  });

  it('shares the limit between edges: what one admitted counts for the other after a flush', async () => {
    const first = limiter();
    const second = createRedisRateLimiter({
      redis,
      prefix: first.prefix,
      limit: 5,
      windowMs: 60_000,
      onError: () => {},
    });
    expect(await hits(first.limiter, 'site', 3)).toEqual([true, true, true]);
    await first.limiter.flush();
    expect(await hits(second, 'site', 3)).toEqual([true, true, false]);
    await second.flush();
    // The first edge learns the shared count at its next write.
    expect(await first.limiter.hit('site')).toBe(true);
    await first.limiter.flush();
    expect(await first.limiter.hit('site')).toBe(false);
  });

  it('keeps keys apart and starts again in the next window', async () => {
    let clock = 1_000 * 60_000;
    const { limiter: rl } = limiter({ limit: 2, now: () => clock });
    expect(await hits(rl, 'a', 3)).toEqual([true, true, false]);
    expect(await hits(rl, 'b', 1)).toEqual([true]);
    clock += 60_000;
    expect(await hits(rl, 'a', 3)).toEqual([true, true, false]);
  });

  it('falls back to an in-process bucket with the same rate when Redis does not answer', async () => {
    const broken = createRedis('redis://127.0.0.1:1', () => {});
    try {
      const errors: unknown[] = [];
      const rl = createRedisRateLimiter({
        redis: broken,
        prefix: 'x:',
        limit: 3,
        windowMs: 60_000,
        timeoutMs: 50,
        onError: (e) => errors.push(e),
      });
      expect(await hits(rl, 'k', 4)).toEqual([true, true, true, false]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      broken.disconnect();
    }
  });
});
