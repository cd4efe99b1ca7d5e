import { Redis } from 'ioredis';
import pg from 'pg';

/** What is not answering, with the exact commands that start it (TOOLING.md). */
export interface BackingServiceProblem {
  service: 'PostgreSQL' | 'Redis';
  url: string;
  error: string;
  howToStart: string[];
}

const START_POSTGRES = [
  'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  '# or, for both at once (installs them on a bare Debian machine): bash scripts/ensure-services.sh',
];
const START_REDIS = [
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
  '# or, for both at once (installs them on a bare Debian machine): bash scripts/ensure-services.sh',
];

/**
 * Checks that Postgres (its `postgres` maintenance database, so a missing application database is
 * no problem) and Redis answer within `timeoutMs`. Returns one problem per service that does not.
 */
export async function checkBackingServices(
  databaseUrl: string,
  redisUrl: string,
  timeoutMs = 3_000,
): Promise<BackingServiceProblem[]> {
  const [postgres, redis] = await Promise.all([
    pingPostgres(maintenanceUrl(databaseUrl), timeoutMs),
    pingRedis(redisUrl, timeoutMs),
  ]);
  const problems: BackingServiceProblem[] = [];
  if (postgres !== null)
    problems.push({ service: 'PostgreSQL', url: redactUrl(databaseUrl), error: postgres, howToStart: START_POSTGRES });
  if (redis !== null)
    problems.push({ service: 'Redis', url: redactUrl(redisUrl), error: redis, howToStart: START_REDIS });
  return problems;
}

/** The same server's `postgres` database: where CREATE DATABASE is run. */
export function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function pingPostgres(url: string, timeoutMs: number): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return describe(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function pingRedis(url: string, timeoutMs: number): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  let last: unknown;
  redis.on('error', (error) => (last = error));
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    // connect() rejects with "Connection is closed"; the error event said why (ECONNREFUSED …).
    return describe(last ?? error);
  } finally {
    redis.disconnect();
  }
}

function describe(error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: Array<{ message?: string }> };
  const message = err.message || err.errors?.map((e) => e.message).join('; ') || String(error);
  return err.code && !message.includes(err.code) ? `${err.code}: ${message}` : message;
}

function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}
