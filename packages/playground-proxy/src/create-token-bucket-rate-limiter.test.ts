import { describe, expect, it } from 'vitest';
import { createTokenBucketRateLimiter } from './create-token-bucket-rate-limiter.ts';

describe('createTokenBucketRateLimiter', () => {
  it('allows a burst of `capacity`, then refills at the given rate, per key', async () => {
    let now = 0;
    const limiter = createTokenBucketRateLimiter({ capacity: 3, refillPerSecond: 2, now: () => now });
    const hits = async (key: string, n: number) => {
      const out: boolean[] = [];
      for (let i = 0; i < n; i++) out.push(await limiter.hit(key));
      return out;
    };
    expect(await hits('site-a', 4)).toEqual([true, true, true, false]);
    expect(await hits('site-b', 1)).toEqual([true]);
    now = 499;
    expect(await hits('site-a', 1)).toEqual([false]);
    now = 500;
    expect(await hits('site-a', 2)).toEqual([true, false]);
    now = 60_000;
    expect(await hits('site-a', 4)).toEqual([true, true, true, false]);
  });

  it('forgets the least recently used key past maxKeys, which then starts full', async () => {
    const limiter = createTokenBucketRateLimiter({ capacity: 1, refillPerSecond: 0.001, maxKeys: 2, now: () => 0 });
    expect(await limiter.hit('a')).toBe(true);
    expect(await limiter.hit('b')).toBe(true);
    expect(await limiter.hit('c')).toBe(true);
    expect(await limiter.hit('b')).toBe(false);
    expect(await limiter.hit('a')).toBe(true);
  });

  it('refuses nonsense settings', () => {
    expect(() => createTokenBucketRateLimiter({ capacity: 0, refillPerSecond: 1 })).toThrow(RangeError);
    expect(() => createTokenBucketRateLimiter({ capacity: 1, refillPerSecond: 0 })).toThrow(RangeError);
  });
});
