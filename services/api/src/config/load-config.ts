import {
  ConfigError,
  createEnvReader,
  domainsOverlap,
  parseGitHostRules,
  parseSecretKey,
  readPlatformDomains,
  type Env,
  type GitHostRule,
  type LogLevel,
  type S3Options,
} from '@folio/platform';

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
  /**
   * Folio's own domain: the dashboard is `app.<platformDomain>` unless `DASHBOARD_ORIGIN` says
   * otherwise, mail comes from `no-reply@<platformDomain>`; custom domains under it are refused.
   */
  platformDomain: string;
  /**
   * Sites are served at `<slug>.<sitesDomain>` and previews at `<label>--<slug>.<sitesDomain>`
   * (`SITES_DOMAIN`), a registrable domain apart from the dashboard's; custom domains under it are
   * refused.
   */
  sitesDomain: string;
  /** The API's public base URL, used to show each site its webhook URLs. */
  publicUrl: string;
  /** Origin of the dashboard allowed by CORS; `null` allows no cross-origin caller. */
  dashboardOrigin: string | null;
  /**
   * Where the dashboard is served: `DASHBOARD_ORIGIN`, else `https://app.<platform domain>`. Requests
   * whose Host is `host` get the dashboard's pages; its cookies are `__Host-` and Secure over https.
   */
  dashboard: { origin: string; host: string; secureCookies: boolean };
  /** How long a dashboard session lasts after sign-in. */
  sessionTtlHours: number;
  /**
   * Where password reset links (and invitations) are mailed from: `SMTP_URL` (smtp:// with STARTTLS
   * when offered, or smtps://) and `SMTP_FROM`; `null` logs reset links instead (local mode).
   */
  smtp: { url: string; from: string } | null;
  /** Failed sign-ins allowed per (email, client address) pair and per client address in each window (counted in Redis). */
  loginRateLimit: { perAccount: number; perIp: number; windowMs: number };
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  webhookBodyLimitBytes: number;
  /** Webhook deliveries allowed per site and per client address in each window (counted in Redis). */
  webhookRateLimit: { perSite: number; perIp: number; windowMs: number };
  /** Maximum age of a generic webhook's signed timestamp. */
  webhookToleranceSeconds: number;
  /**
   * What one site may queue: manual builds (`/v1` and the dashboard's "Build now") and preview
   * builds (pushes to other branches) per window (counted in Redis), and preview branches at once
   * (branches with a preview deployment not removed, or a preview build not finished).
   */
  buildLimits: { manualPerSite: number; previewsPerSite: number; windowMs: number; previewBranchesPerSite: number };
  queue: { name: string; prefix: string };
  migrateOnStart: boolean;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** The sites' bucket, to delete a deleted site's objects; `null` when `S3_BUCKET` is unset. */
  s3: (S3Options & { bucket: string }) | null;
  /** How often deleted sites' objects are swept when the delete request could not finish; 0 turns it off. */
  siteBlobSweepIntervalMs: number;
  /** How often expired sessions and used or expired one-time links are deleted; 0 turns it off. */
  signInSweepIntervalMs: number;
  /** How long a custom domain claim may stay unverified before another site may claim the hostname. */
  domainClaimTtlHours: number;
  /**
   * Bearer token `/metrics` requires (`authorization: Bearer …`), as on the edge; `null`: `/metrics`
   * is not served (404).
   */
  metricsToken: string | null;
  /**
   * Token `/internal/tls-ask` requires, as `?token=` (Caddy's on-demand TLS `ask` can only pass a URL)
   * or `authorization: Bearer …`; `null`: the route is not served (404).
   */
  tlsAskToken: string | null;
  /**
   * The `queued` commit status the API sets when it queues a build of a known commit
   * (`COMMIT_STATUS_*`, the worker's settings of the same names): on by default, for sites with a
   * token on github.com, gitlab.com or a host of `COMMIT_STATUS_HOSTS`.
   */
  commitStatus: { enabled: boolean; hosts: GitHostRule[]; timeoutMs: number; attempts: number };
  /** Accept `http://` repository URLs on loopback (a git server on this machine: `npm start`, tests). */
  allowLoopbackRepositories: boolean;
}

/**
 * Reads and validates every variable documented in `.env.example`, reporting all bad ones at once.
 * Messages name the variable and what is expected, never a secret's value.
 */
export function loadConfig(env: Env): Readonly<ApiConfig> {
  const reader = createEnvReader(env);
  const { problems, text, optional, integer, flag, url } = reader;

  const port = integer('PORT', 3000, 0, 65_535);
  const operatorToken = text('OPERATOR_TOKEN');
  if (operatorToken && operatorToken.length < 32)
    problems.push('OPERATOR_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)');
  let secretKey: Buffer = Buffer.alloc(0);
  const rawKey = text('SECRET_ENCRYPTION_KEY');
  if (rawKey) {
    try {
      secretKey = parseSecretKey(rawKey);
    } catch (error) {
      problems.push(`SECRET_ENCRYPTION_KEY: ${(error as Error).message} (try \`openssl rand -base64 32\`)`);
    }
  }
  const { platformDomain, sitesDomain } = readPlatformDomains(
    { platformDomain: optional('PLATFORM_DOMAIN'), sitesDomain: optional('SITES_DOMAIN') },
    problems,
  );
  const dashboardOrigin = env.DASHBOARD_ORIGIN?.trim() || null;
  if (dashboardOrigin) {
    try {
      if (new URL(dashboardOrigin).origin !== dashboardOrigin)
        problems.push(
          `DASHBOARD_ORIGIN must be an origin like https://app.folio.page (no path or trailing slash), got "${dashboardOrigin}"`,
        );
    } catch {
      problems.push(`DASHBOARD_ORIGIN must be an origin like https://app.folio.page, got "${dashboardOrigin}"`);
    }
  }
  let dashboardUrl = new URL(`https://app.${platformDomain}`);
  try {
    if (dashboardOrigin) dashboardUrl = new URL(dashboardOrigin);
  } catch {
    // reported above
  }
  // The dashboard's cookies are host-only; a dashboard under the sites domain would still share a
  // registrable domain with every tenant page (docs/security.md).
  if (domainsOverlap(dashboardUrl.hostname, sitesDomain))
    problems.push(
      `DASHBOARD_ORIGIN must not be on SITES_DOMAIN (${sitesDomain}), where tenant sites are served, got "${dashboardUrl.origin}"`,
    );
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) url('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const logLevel = reader.logLevel();
  const metricsToken = optional('METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 32)
    problems.push('METRICS_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)');
  const tlsAskToken = optional('TLS_ASK_TOKEN');
  if (tlsAskToken !== null && tlsAskToken.length < 32)
    problems.push('TLS_ASK_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)');
  const s3Endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (s3Endpoint !== undefined) url('S3_ENDPOINT', s3Endpoint, ['http:', 'https:']);
  const s3Bucket = env.S3_BUCKET?.trim() || '';
  const s3: ApiConfig['s3'] =
    s3Bucket === ''
      ? null
      : {
          ...(s3Endpoint === undefined ? {} : { endpoint: s3Endpoint }),
          region: text('S3_REGION', 'us-east-1'),
          bucket: s3Bucket,
          accessKeyId: text('S3_ACCESS_KEY_ID'),
          secretAccessKey: text('S3_SECRET_ACCESS_KEY'),
          forcePathStyle: flag('S3_FORCE_PATH_STYLE', s3Endpoint !== undefined),
        };
  const hostRules = parseGitHostRules(env.COMMIT_STATUS_HOSTS ?? '');
  for (const problem of hostRules.problems) problems.push(`COMMIT_STATUS_HOSTS: ${problem}`);
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
    sitesDomain,
    publicUrl: url('PUBLIC_URL', text('PUBLIC_URL', `http://localhost:${port}`), ['http:', 'https:']).replace(
      /\/$/,
      '',
    ),
    dashboardOrigin,
    dashboard: {
      origin: dashboardUrl.origin,
      host: dashboardUrl.host,
      secureCookies: dashboardUrl.protocol === 'https:',
    },
    sessionTtlHours: integer('SESSION_TTL_HOURS', 336, 1, 8_760),
    smtp: smtpUrl ? { url: smtpUrl, from: text('SMTP_FROM', `Folio <no-reply@${platformDomain}>`) } : null,
    loginRateLimit: {
      perAccount: integer('LOGIN_RATE_LIMIT_PER_ACCOUNT', 10, 1, 1_000_000),
      perIp: integer('LOGIN_RATE_LIMIT_PER_IP', 100, 1, 1_000_000),
      windowMs: integer('LOGIN_RATE_LIMIT_WINDOW_MS', 900_000, 1_000, 86_400_000),
    },
    rateLimit: {
      max: integer('RATE_LIMIT_MAX', 600, 1, 1_000_000),
      windowMs: integer('RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 86_400_000),
    },
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1_048_576, 1_024, 104_857_600),
    webhookBodyLimitBytes: integer('WEBHOOK_BODY_LIMIT_BYTES', 26_214_400, 1_024, 104_857_600),
    webhookRateLimit: {
      perSite: integer('WEBHOOK_RATE_LIMIT_PER_SITE', 60, 1, 1_000_000),
      perIp: integer('WEBHOOK_RATE_LIMIT_PER_IP', 1_200, 1, 1_000_000),
      windowMs: integer('WEBHOOK_RATE_LIMIT_WINDOW_MS', 60_000, 1_000, 86_400_000),
    },
    webhookToleranceSeconds: integer('WEBHOOK_TOLERANCE_SECONDS', 300, 1, 86_400),
    buildLimits: {
      manualPerSite: integer('BUILD_RATE_LIMIT_MANUAL_PER_SITE', 10, 1, 1_000_000),
      previewsPerSite: integer('BUILD_RATE_LIMIT_PREVIEWS_PER_SITE', 60, 1, 1_000_000),
      windowMs: integer('BUILD_RATE_LIMIT_WINDOW_MS', 600_000, 1_000, 86_400_000),
      previewBranchesPerSite: integer('PREVIEW_BRANCH_LIMIT', 25, 1, 100_000),
    },
    queue: { name: queueName, prefix: text('BUILD_QUEUE_PREFIX', 'folio') },
    migrateOnStart: flag('MIGRATE_ON_START', true),
    trustProxy: flag('TRUST_PROXY', false),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    commitStatus: {
      enabled: flag('COMMIT_STATUS_ENABLED', true),
      hosts: hostRules.rules,
      timeoutMs: integer('COMMIT_STATUS_TIMEOUT_MS', 10_000, 100, 120_000),
      attempts: integer('COMMIT_STATUS_ATTEMPTS', 3, 1, 10),
    },
    metricsToken,
    tlsAskToken,
    allowLoopbackRepositories: flag('ALLOW_LOOPBACK_REPOSITORIES', false),
    s3,
    siteBlobSweepIntervalMs: integer('SITE_BLOB_SWEEP_INTERVAL_MS', 300_000, 0, 86_400_000),
    signInSweepIntervalMs: integer('SIGN_IN_SWEEP_INTERVAL_MS', 3_600_000, 0, 86_400_000),
    domainClaimTtlHours: integer('DOMAIN_CLAIM_TTL_HOURS', 168, 1, 8_760),
  };
  reader.assertValid();
  return Object.freeze({
    ...config,
    rateLimit: Object.freeze(config.rateLimit),
    webhookRateLimit: Object.freeze(config.webhookRateLimit),
    buildLimits: Object.freeze(config.buildLimits),
    dashboard: Object.freeze(config.dashboard),
    commitStatus: Object.freeze(config.commitStatus),
    smtp: config.smtp && Object.freeze(config.smtp),
    loginRateLimit: Object.freeze(config.loginRateLimit),
    s3: config.s3 && Object.freeze(config.s3),
    queue: Object.freeze(config.queue),
  });
}
