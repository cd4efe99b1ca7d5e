import type { Redis } from 'ioredis';
import type { ApiConfig } from '../config/load-config.ts';

const PREFIX = 'folio:sign-in:';

/** Whether more sign-in attempts are refused for this email or address, and for how long. */
export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

async function failures(redis: Redis, key: string): Promise<{ count: number; ttlMs: number }> {
  const [count, ttl] = await redis.multi().get(key).pttl(key).exec().then((r) => (r ?? []).map(([, value]) => value));
  return { count: Number(count ?? 0), ttlMs: Number(ttl ?? 0) };
}

/**
 * Sign-in attempts are limited by failures, per email (guessing one account's password) and per
 * client address (trying many accounts), in Redis like the API's other limits. Checked before the
 * password hash is computed, so a flood costs no scrypt work.
 */
export async function checkSignInThrottle(redis: Redis, config: Readonly<ApiConfig>, email: string, ip: string): Promise<ThrottleState> {
  const limits = config.loginRateLimit;
  const [account, address] = await Promise.all([failures(redis, `${PREFIX}email:${email}`), failures(redis, `${PREFIX}ip:${ip}`)]);
  const over = [account.count >= limits.perAccount ? account.ttlMs : 0, address.count >= limits.perIp ? address.ttlMs : 0];
  const wait = Math.max(...over);
  return { blocked: wait > 0, retryAfterSeconds: Math.ceil(wait / 1000) };
}

/** Counts one failed sign-in for the email and the address (a window starts at the first failure). */
export async function recordSignInFailure(redis: Redis, config: Readonly<ApiConfig>, email: string, ip: string): Promise<void> {
  const windowMs = config.loginRateLimit.windowMs;
  const multi = redis.multi();
  for (const key of [`${PREFIX}email:${email}`, `${PREFIX}ip:${ip}`]) multi.set(key, '0', 'PX', windowMs, 'NX').incr(key);
  await multi.exec();
}

/** A successful sign-in forgets the email's failures (the address keeps its count). */
export async function clearSignInFailures(redis: Redis, email: string): Promise<void> {
  await redis.del(`${PREFIX}email:${email}`);
}
