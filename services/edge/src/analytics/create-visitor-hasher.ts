import { hash, randomBytes } from 'node:crypto';
import { utcDay, type AnalyticsKeys } from '@folio/platform';
import type { Redis } from 'ioredis';
import { withTimeout } from '../limits/with-timeout.ts';

/** Settings of {@link createVisitorHasher}. */
export interface VisitorHasherOptions {
  redis: Redis;
  keys: AnalyticsKeys;
  /** Longest wait for Redis when fetching a salt. */
  timeoutMs: number;
  now: () => number;
  onError(error: unknown): void;
}

/** Keyed visitor hashes with the day's salt. */
export interface VisitorHasher {
  /**
   * The first 64 bits (16 hex digits) of SHA-256 over the day's salt, the site, the address and
   * the user agent: the same reader on the same site and day gives the same value on every edge,
   * and nothing links it to another day or site, or back to the address once the salt is gone.
   */
  hash(day: string, siteId: string, address: string, userAgent: string): string;
  /** Fetches today's shared salt, and tomorrow's in the last ten minutes of the day. */
  refresh(): Promise<void>;
}

// Two days: a salt is used until its day ends everywhere, then forgotten, and with it the way back.
const SALT_TTL_SECONDS = 2 * 86_400;
const LAST_MINUTES_MS = 10 * 60_000;

/**
 * Keeps the daily salt the edges share in Redis (`SET NX`: the first edge to ask makes it; it
 * expires after two days and is written nowhere else, in particular never with the counts).
 * When Redis cannot be reached for a day's salt, this process makes one of its own for that day
 * and uses it until Redis answers: the readers it saw meanwhile may count once more that day, and
 * on other edges apart.
 */
export function createVisitorHasher(options: VisitorHasherOptions): VisitorHasher {
  const salts = new Map<string, string>();
  // Days whose salt is this process's own, made while Redis could not be asked.
  const local = new Set<string>();
  const load = async (day: string): Promise<void> => {
    if (salts.has(day) && !local.has(day)) return;
    const key = options.keys.salt(day);
    const fresh = randomBytes(32).toString('hex');
    const shared = await withTimeout(
      (async () => {
        await options.redis.set(key, fresh, 'EX', SALT_TTL_SECONDS, 'NX');
        return options.redis.get(key);
      })(),
      options.timeoutMs,
    );
    if (shared !== null) {
      salts.set(day, shared);
      local.delete(day);
    }
  };
  const saltOf = (day: string): string => {
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = randomBytes(32).toString('hex');
      salts.set(day, salt);
      local.add(day);
    }
    return salt;
  };
  return {
    hash(day, siteId, address, userAgent) {
      return hash('sha256', `${saltOf(day)}\0${siteId}\0${address}\0${userAgent}`, 'hex').slice(0, 16);
    },
    async refresh() {
      const now = options.now();
      const today = utcDay(now);
      // Readers are hashed with the salt of the day they arrived on, at the flush after: the first
      // flush of a day still hashes the last seconds of yesterday. Older salts are never needed again.
      const yesterday = utcDay(now - 86_400_000);
      for (const day of salts.keys()) {
        if (day < yesterday) {
          salts.delete(day);
          local.delete(day);
        }
      }
      try {
        await load(today);
        const tomorrow = utcDay(now + LAST_MINUTES_MS);
        if (tomorrow !== today) await load(tomorrow);
      } catch (error) {
        options.onError(error);
      }
    },
  };
}
