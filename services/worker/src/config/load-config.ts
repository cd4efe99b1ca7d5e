import {
  readDashboardOrigin,
  ConfigError,
  DEFAULT_ANALYTICS_STREAM,
  createEnvReader,
  parseGitHostRules,
  readPlatformDomains,
  parseSecretKey,
  type Env,
  type GitHostRule,
  type LogLevel,
} from '@folio/platform';

export { ConfigError };
import { compileAddressPolicy } from '@folio/playground-proxy';
import type { AnalyticsConsumerSettings } from '../analytics/start-analytics-consumer.ts';
import type { BuildLimits } from '../build/build-task.ts';
import type { ThreadLimits } from '../build/create-build-threads.ts';

/** Everything the worker reads from its environment, validated once and frozen. */
export interface WorkerConfig {
  databaseUrl: string;
  redisUrl: string;
  logLevel: LogLevel;
  /** AES-256-GCM key the API sealed git tokens with; `null` builds only sites without a token. */
  secretKey: Buffer | null;
  s3: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  queue: { name: string; prefix: string };
  concurrency: number;
  /** Fair scheduling: one tenant's builds in flight at once across workers; the dispatcher's periodic look. */
  dispatch: { tenantConcurrency: number; intervalMs: number };
  limits: BuildLimits;
  thread: ThreadLimits;
  uploadConcurrency: number;
  /** Non-public addresses repositories may be cloned from (`WORKER_ALLOW_PRIVATE_REPOSITORIES`); empty by default. */
  allowPrivateRepositories: string[];
  /** `WORKER_ALLOW_PRIVATE_DOCUMENTS`: the same forms, for remote OpenAPI documents. */
  allowPrivateDocuments: string[];
  stalled: { lockDurationMs: number; stalledIntervalMs: number; maxStalledCount: number };
  reconcileIntervalMs: number;
  /** Folio's own domain: the dashboard defaults to `https://app.<platformDomain>`. */
  platformDomain: string;
  /**
   * Sites are served at `https://<slug>.<sitesDomain>` and previews at
   * `https://<label>--<slug>.<sitesDomain>` (`SITES_DOMAIN`: sitemaps, canonical links, commit
   * status targets), a registrable domain apart from the dashboard's.
   */
  sitesDomain: string;
  /** Time running builds get to finish on SIGTERM before they are handed back. */
  shutdownGraceMs: number;
  /**
   * Origin of the dashboard (`DASHBOARD_ORIGIN`, the API's setting of the same name, default
   * `https://app.<platformDomain>`), whose build pages commit statuses link to.
   */
  dashboardUrl: string;
  /** Commit statuses on the git host (`COMMIT_STATUS_*`). */
  commitStatus: { enabled: boolean; hosts: GitHostRule[]; timeoutMs: number; attempts: number };
  /** The analytics consumer (`ANALYTICS_*`); `null` when `ANALYTICS_CONSUMER_ENABLED=false`. */
  analytics: AnalyticsConsumerSettings | null;
}

const MB = 1024 * 1024;

/**
 * Reads and validates every variable in `services/worker/.env.example`, reporting all bad ones at
 * once. Messages name the variable and what is expected, never a secret's value.
 */
export function loadConfig(env: Env): Readonly<WorkerConfig> {
  const reader = createEnvReader(env);
  const { problems, text, integer, flag, url } = reader;

  const logLevel = reader.logLevel();
  let secretKey: Buffer | null = null;
  const rawKey = env.SECRET_ENCRYPTION_KEY?.trim();
  if (rawKey) {
    try {
      secretKey = parseSecretKey(rawKey);
    } catch (error) {
      problems.push(`SECRET_ENCRYPTION_KEY: ${(error as Error).message}`);
    }
  }
  const queueName = text('BUILD_QUEUE_NAME', 'folio-builds');
  if (queueName.includes(':')) problems.push('BUILD_QUEUE_NAME must not contain ":" (BullMQ uses it as a separator)');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined) url('S3_ENDPOINT', endpoint, ['http:', 'https:']);
  const { platformDomain, sitesDomain } = readPlatformDomains(
    { platformDomain: reader.optional('PLATFORM_DOMAIN'), sitesDomain: reader.optional('SITES_DOMAIN') },
    problems,
  );
  const addressExceptions = (name: string): string[] => {
    const entries = (env[name] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    try {
      compileAddressPolicy({ allowPrivate: entries });
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message.replace(/^playground proxy policy: /, '')}`);
    }
    return entries;
  };
  const allowPrivateRepositories = addressExceptions('WORKER_ALLOW_PRIVATE_REPOSITORIES');
  const allowPrivateDocuments = addressExceptions('WORKER_ALLOW_PRIVATE_DOCUMENTS');
  const lockDurationMs = integer('STALLED_LOCK_MS', 30_000, 1_000, 600_000);
  const dashboardUrl = readDashboardOrigin(reader.optional('DASHBOARD_ORIGIN'), platformDomain, problems);
  const hostRules = parseGitHostRules(env.COMMIT_STATUS_HOSTS ?? '');
  for (const problem of hostRules.problems) problems.push(`COMMIT_STATUS_HOSTS: ${problem}`);

  const config: WorkerConfig = {
    databaseUrl: url('DATABASE_URL', text('DATABASE_URL'), ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', text('REDIS_URL'), ['redis:', 'rediss:']),
    logLevel,
    secretKey,
    s3: {
      ...(endpoint === undefined ? {} : { endpoint }),
      region: text('S3_REGION', 'us-east-1'),
      bucket: text('S3_BUCKET'),
      accessKeyId: text('S3_ACCESS_KEY_ID'),
      secretAccessKey: text('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', endpoint !== undefined),
    },
    queue: { name: queueName, prefix: text('BUILD_QUEUE_PREFIX', 'folio') },
    concurrency: integer('WORKER_CONCURRENCY', 1, 1, 64),
    dispatch: {
      tenantConcurrency: integer('BUILD_TENANT_CONCURRENCY', 2, 1, 1_000),
      intervalMs: integer('BUILD_DISPATCH_INTERVAL_MS', 2_000, 100, 600_000),
    },
    limits: {
      maxRepoBytes: integer('BUILD_MAX_REPO_MB', 512, 1, 100_000) * MB,
      maxFiles: integer('BUILD_MAX_FILES', 20_000, 1, 10_000_000),
      maxFileBytes: integer('BUILD_MAX_FILE_MB', 50, 1, 10_000) * MB,
      maxCheckoutBytes: integer('BUILD_MAX_CHECKOUT_MB', 500, 1, 100_000) * MB,
      gitTimeoutMs: integer('GIT_TIMEOUT_MS', 30_000, 100, 600_000),
      documentTimeoutMs: integer('BUILD_DOCUMENT_TIMEOUT_MS', 15_000, 100, 600_000),
      maxDocumentBytes: integer('BUILD_MAX_DOCUMENT_MB', 10, 1, 1_000) * MB,
    },
    thread: {
      maxMemoryMb: integer('BUILD_MAX_MEMORY_MB', 1_024, 16, 65_536),
      timeoutMs: integer('BUILD_TIMEOUT_MS', 600_000, 1_000, 86_400_000),
    },
    uploadConcurrency: integer('UPLOAD_CONCURRENCY', 16, 1, 256),
    allowPrivateRepositories,
    allowPrivateDocuments,
    stalled: {
      lockDurationMs,
      stalledIntervalMs: integer('STALLED_INTERVAL_MS', lockDurationMs, 500, 600_000),
      maxStalledCount: integer('MAX_STALLED_COUNT', 1, 0, 100),
    },
    reconcileIntervalMs: integer('RECONCILE_INTERVAL_MS', 60_000, 0, 86_400_000),
    platformDomain,
    sitesDomain,
    shutdownGraceMs: integer('SHUTDOWN_GRACE_MS', 30_000, 0, 3_600_000),
    dashboardUrl,
    commitStatus: {
      enabled: flag('COMMIT_STATUS_ENABLED', true),
      hosts: hostRules.rules,
      timeoutMs: integer('COMMIT_STATUS_TIMEOUT_MS', 10_000, 100, 120_000),
      attempts: integer('COMMIT_STATUS_ATTEMPTS', 3, 1, 10),
    },
    analytics: flag('ANALYTICS_CONSUMER_ENABLED', true)
      ? {
          stream: text('ANALYTICS_STREAM', DEFAULT_ANALYTICS_STREAM),
          retentionDays: integer('ANALYTICS_RETENTION_DAYS', 395, 1, 36_500),
          batchEntries: integer('ANALYTICS_BATCH_ENTRIES', 200, 1, 10_000),
        }
      : null,
  };
  reader.assertValid();
  return Object.freeze(config);
}
