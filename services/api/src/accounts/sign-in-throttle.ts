import type { Redis } from 'ioredis';
import type { ApiConfig } from '../config/load-config.ts';

const PREFIX = 'folio:sign-in:';

/** Whether more sign-in attempts are refused for this email from this address, and for how long. */
export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

// An address holds no space and a stored email neither (normalizeEmail), so the pair is unambiguous.
const pairKey = (email: string, ip: string) => `${PREFIX}pair:${ip} ${email}`;
const addressKey = (ip: string) => `${PREFIX}ip:${ip}`;

async function failures(redis: Redis, key: string): Promise<{ count: number; ttlMs: number }> {
  const [count, ttl] = await redis
    .multi()
    .get(key)
    .pttl(key)
    .exec()
    .then((r) => (r ?? []).map(([, value]) => value));
  return { count: Number(count ?? 0), ttlMs: Number(ttl ?? 0) };
}

/**
 * Sign-in attempts are limited by failures per (email, client address) (guessing one account's
 * password from one place) and per client address (trying many accounts), in Redis like the API's
 * other limits. Never per email alone: anyone could then lock any account out by failing on
 * purpose, while the owner, from their own address, still gets in. Checked before the password
 * hash is computed, so a flood costs no scrypt work.
 */
export async function checkSignInThrottle(
  redis: Redis,
  config: Readonly<ApiConfig>,
  email: string,
  ip: string,
): Promise<ThrottleState> {
  const limits = config.loginRateLimit;
  const [pair, address] = await Promise.all([failures(redis, pairKey(email, ip)), failures(redis, addressKey(ip))]);
  const over = [pair.count >= limits.perAccount ? pair.ttlMs : 0, address.count >= limits.perIp ? address.ttlMs : 0];
  const wait = Math.max(...over);
  return { blocked: wait > 0, retryAfterSeconds: Math.ceil(wait / 1000) };
}

/** Counts one failed sign-in for the (email, address) pair and the address (a window starts at the first failure). */
export async function recordSignInFailure(
  redis: Redis,
  config: Readonly<ApiConfig>,
  email: string,
  ip: string,
): Promise<void> {
  const windowMs = config.loginRateLimit.windowMs;
  const multi = redis.multi();
  for (const key of [pairKey(email, ip), addressKey(ip)]) multi.set(key, '0', 'PX', windowMs, 'NX').incr(key);
  await multi.exec();
}

/** A successful sign-in forgets the failures of the email from that address (the address keeps its count). */
export async function clearSignInFailures(redis: Redis, email: string, ip: string): Promise<void> {
  await redis.del(pairKey(email, ip));
}
