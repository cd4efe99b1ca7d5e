import type { Redis } from 'ioredis';

const PREFIX = 'folio:password-reset:';

/** Reset mails one email address receives per window. */
const RESET_MAILS_PER_EMAIL = 3;
/** Reset requests one client address makes per window (any email, known or not). */
const RESET_REQUESTS_PER_ADDRESS = 20;

/**
 * Counts a password-reset request and says whether its mail may go. Reset requests have their own
 * counters, never the sign-in ones: asking for resets of someone's address must not lock them out
 * of signing in. The limits keep the form from flooding an inbox; `windowMs` is the reset link's
 * lifetime, so while new mails to an address are refused, the last one mailed still works (the
 * window started with the first of them). The window is fixed from its first request: asking again
 * does not extend it.
 */
export async function allowResetMail(redis: Redis, email: string, ip: string, windowMs: number): Promise<boolean> {
  const keys = [`${PREFIX}email:${email}`, `${PREFIX}ip:${ip}`];
  const multi = redis.multi();
  for (const key of keys) multi.set(key, '0', 'PX', windowMs, 'NX').incr(key);
  const replies = (await multi.exec()) ?? [];
  const [toEmail, fromAddress] = [Number(replies[1]?.[1] ?? Infinity), Number(replies[3]?.[1] ?? Infinity)];
  return toEmail <= RESET_MAILS_PER_EMAIL && fromAddress <= RESET_REQUESTS_PER_ADDRESS;
}
