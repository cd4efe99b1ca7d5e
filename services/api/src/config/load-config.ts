import { ConfigError, createEnvReader, parseSecretKey, type Env, type LogLevel } from '@folio/platform';

export { ConfigError };

/** Everything the API reads from its environment, validated once and frozen. */
export interface ApiConfig {
  host: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  logLevel: LogLevel;
  /** Bearer token for the operator routes (creating tenants). */
  operatorToken: string;
  /** AES-256-GCM key for git tokens and webhook secrets at rest. */
  secretKey: Buffer;
  /** Sites are served at `<slug>.<platformDomain>`; custom domains under it are refused. */
  platformDomain: string;
  /** The API's public base URL, used to show each site its webhook URLs. */
  publicUrl: string;
  /** Origin of the dashboard allowed by CORS; `null` allows no cross-origin caller. */
  dashboardOrigin: string | null;
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  webhookBodyLimitBytes: number;
  /** Maximum age of a generic webhook's signed timestamp. */
  webhookToleranceSeconds: number;
  queue: { name: string; prefix: string };
  migrateOnStart: boolean;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Accept `http://` repository URLs on loopback (a git server on this machine: `npm start`, tests). */
  allowLoopbackRepositories: boolean;
}

/**
 * Reads and validates every variable documented in `.env.example`, reporting all bad ones at once.
 * Messages name the variable and what is expected, never a secret's value.
 */
export function loadConfig(env: Env): Readonly<ApiConfig> {
  const reader = createEnvReader(env);
  const { problems, text, integer, flag, url } = reader;

  const port = integer('PORT', 3000, 0, 65_535);
  const operatorToken = text('OPERATOR_TOKEN');
  if (operatorToken && operatorToken.length < 32) problems.push('OPERATOR_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)');
  let secretKey: Buffer = Buffer.alloc(0);
  const rawKey = text('SECRET_ENCRYPTION_KEY');
  if (rawKey) {
    try {
      secretKey = parseSecretKey(rawKey);
    } catch (error) {
      problems.push(`SECRET_ENCRYPTION_KEY: ${(error as Error).message} (try \`openssl rand -base64 32\`)`);
    }
  }
  const platformDomain = text('PLATFORM_DOMAIN', 'folio.localhost').toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(platformDomain)) {
    problems.push(`PLATFORM_DOMAIN must be a hostname such as folio.page, got "${platformDomain}"`);
  }
  const dashboardOrigin = env.DASHBOARD_ORIGIN?.trim() || null;
  if (dashboardOrigin) {
    try {
      if (new URL(dashboardOrigin).origin !== dashboardOrigin) problems.push(`DASHBOARD_ORIGIN must be an origin like https://app.folio.page (no path or trailing slash), got "${dashboardOrigin}"`);
    } catch {
      problems.push(`DASHBOARD_ORIGIN must be an origin like https://app.folio.page, got "${dashboardOrigin}"`);
    }
  }
  const logLevel = reader.logLevel();
  const queueName = text('BUILD_QUEUE_NAME', 'folio-builds');
  if (queueName.includes(':')) problems.push('BUILD_QUEUE_NAME must not contain ":" (BullMQ uses it as a separator)');

  const config: ApiConfig = {
    host: text('HOST', '127.0.0.1'),
    port,
    databaseUrl: url('DATABASE_URL', text('DATABASE_URL'), ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', text('REDIS_URL'), ['redis:', 'rediss:']),
    logLevel,
    operatorToken,
    secretKey,
    platformDomain,
    publicUrl: url('PUBLIC_URL', text('PUBLIC_URL', `http://localhost:${port}`), ['http:', 'https:']).replace(/\/$/, ''),
    dashboardOrigin,
    rateLimit: { max: integer('RATE_LIMIT_MAX', 600, 1, 1_000_000), windowMs: integer('RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 86_400_000) },
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1_048_576, 1_024, 104_857_600),
    webhookBodyLimitBytes: integer('WEBHOOK_BODY_LIMIT_BYTES', 26_214_400, 1_024, 104_857_600),
    webhookToleranceSeconds: integer('WEBHOOK_TOLERANCE_SECONDS', 300, 1, 86_400),
    queue: { name: queueName, prefix: text('BUILD_QUEUE_PREFIX', 'folio') },
    migrateOnStart: flag('MIGRATE_ON_START', true),
    trustProxy: flag('TRUST_PROXY', false),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    allowLoopbackRepositories: flag('ALLOW_LOOPBACK_REPOSITORIES', false),
  };
  reader.assertValid();
  return Object.freeze({ ...config, rateLimit: Object.freeze(config.rateLimit), queue: Object.freeze(config.queue) });
}
