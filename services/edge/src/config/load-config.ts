import {
  ConfigError,
  createEnvReader,
  readDashboardOrigin,
  readPlatformDomains,
  type Env,
  type LogLevel,
} from '@folio/platform';
import { DEFAULT_ANALYTICS_STREAM, parseSecretKey } from '@folio/platform';
import { compileAddressPolicy } from '@folio/playground-proxy';
import type { AnalyticsSettings } from '../analytics/create-analytics-recorder.ts';

export { ConfigError };

/** Everything the edge reads from its environment, validated once and frozen. */
export interface EdgeConfig {
  host: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  logLevel: LogLevel;
  /**
   * Sites are served at `<slug>.<sitesDomain>`, previews at `<label>--<slug>.<sitesDomain>`
   * (`SITES_DOMAIN`, a registrable domain apart from the dashboard's `PLATFORM_DOMAIN`).
   */
  sitesDomain: string;
  /**
   * `DASHBOARD_ORIGIN` (default `https://app.<PLATFORM_DOMAIN>`): sites sit behind the same front
   * door as the dashboard, so a site's origin takes its scheme (`requestOrigin`, for the absolute
   * links of `llms.txt`); host and port are the request's.
   */
  dashboardOrigin: string;
  s3: {
    bucket: string;
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    forcePathStyle: boolean;
  };
  cache: {
    /** Bytes of blobs held in memory. */
    blobBytes: number;
    /** Bytes of manifests held in memory. */
    manifestBytes: number;
    /** Safety-net lifetime of a host lookup (changes normally arrive by Redis at once). */
    hostTtlMs: number;
    /** Lifetime of "no site at this host". */
    unknownHostTtlMs: number;
    /** Hosts with a site remembered. */
    maxHosts: number;
    /** Hosts without a site remembered, apart from those with one. */
    maxUnknownHosts: number;
    /** Host lookups in Postgres at once, and how many more may wait (then 503). */
    hostLookupConcurrency: number;
    hostLookupQueue: number;
    /** S3 reads at once, and how many more may wait (then 503). */
    s3LoadConcurrency: number;
    s3LoadQueue: number;
    /** Largest object read from S3: a bigger one is refused before its body is buffered. */
    maxObjectBytes: number;
  };
  playground: {
    /**
     * Operator escape hatch, off by default: range names, CIDR blocks, addresses or host names the
     * proxy may reach although they are not public (self-hosted installs whose APIs are internal).
     */
    allowPrivate: string[];
    timeoutMs: number;
    /** Playground requests per minute for one reader on one site. */
    clientPerMinute: number;
    /** Playground requests per minute for one site, all readers together. */
    sitePerMinute: number;
  };
  /** The endpoints every site answers besides its files (`/_folio/search`, `/mcp`). */
  endpoints: {
    /** Searches per minute for one reader address on one site. */
    searchClientPerMinute: number;
    /** MCP requests per minute for one client address on one site. */
    mcpClientPerMinute: number;
    /** Memory the loaded search engines, navigations and API indexes of deployments may take. */
    cacheBytes: number;
  };
  /** Cookie-less analytics (`ANALYTICS_*`; docs/operating/analytics.mdx). */
  analytics: AnalyticsSettings;
  /** `POST /_folio/feedback`: votes per minute per reader and per site, comments per hour per site. */
  feedback: { clientPerMinute: number; sitePerMinute: number; commentsPerSiteHour: number };
  /** `POST /_folio/search-events`: beacons per minute per reader. */
  searchEvents: { clientPerMinute: number };
  /**
   * Bearer token `/metrics` requires (`authorization: Bearer …`); `null`: `/metrics` is not served.
   * The Host header is the client's to choose, so answering on an "ops host" alone protects nothing.
   */
  metricsToken: string | null;
  /** Reader access of private sites (docs/guides/private-docs.mdx). */
  access: {
    /**
     * `SECRET_ENCRYPTION_KEY`, the API's: opens sealed OIDC client secrets; reader sessions and
     * preview grants are signed with keys derived from it. `null`: private sites answer 503.
     */
    secretKey: Buffer | null;
    /** Password and callback attempts per minute for one address on one site. */
    signInPerMinute: number;
    /** How long a reader stays signed in. */
    sessionSeconds: number;
    /**
     * Let OIDC issuers and JWKS URLs be plain http and on loopback (local development and tests
     * only); other non-public addresses follow `playground.allowPrivate`.
     */
    allowHttpIssuers: boolean;
  };
  /** Host names (besides IP literals and `localhost`) on which `/healthz`, `/readyz`, `/metrics` answer. */
  opsHosts: string[];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Reads and validates every variable documented in `services/edge/.env.example`, reporting all bad
 * ones at once. Messages name the variable and what is expected, never a secret's value.
 */
export function loadConfig(env: Env): Readonly<EdgeConfig> {
  const reader = createEnvReader(env);
  const { problems, text, optional, integer, flag, url } = reader;
  const list = (name: string): string[] =>
    (env[name] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');

  const { platformDomain, sitesDomain } = readPlatformDomains(
    { platformDomain: optional('PLATFORM_DOMAIN'), sitesDomain: optional('SITES_DOMAIN') },
    problems,
  );
  const dashboardOrigin = readDashboardOrigin(optional('DASHBOARD_ORIGIN'), platformDomain, problems);
  const logLevel = reader.logLevel();
  const allowPrivate = list('PLAYGROUND_ALLOW_PRIVATE');
  try {
    compileAddressPolicy({ allowPrivate });
  } catch (error) {
    problems.push(`PLAYGROUND_ALLOW_PRIVATE: ${(error as Error).message}`);
  }
  const accessKeyId = optional('S3_ACCESS_KEY_ID');
  const secretAccessKey = optional('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const metricsToken = optional('METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 32)
    problems.push('METRICS_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)');
  let secretKey: Buffer | null = null;
  const rawSecretKey = optional('SECRET_ENCRYPTION_KEY');
  if (rawSecretKey !== null) {
    try {
      secretKey = parseSecretKey(rawSecretKey);
    } catch (error) {
      problems.push(`SECRET_ENCRYPTION_KEY: ${(error as Error).message} (the API's key, \`openssl rand -base64 32\`)`);
    }
  }
  const opsHosts = list('OPS_HOSTS').map((host) => host.toLowerCase());
  for (const host of opsHosts)
    if (!HOSTNAME.test(host)) problems.push(`OPS_HOSTS entries must be host names, got "${host}"`);

  const config: EdgeConfig = {
    host: text('HOST', '127.0.0.1'),
    port: integer('PORT', 3002, 0, 65_535),
    databaseUrl: url('DATABASE_URL', text('DATABASE_URL'), ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', text('REDIS_URL'), ['redis:', 'rediss:']),
    logLevel,
    sitesDomain,
    dashboardOrigin,
    s3: {
      bucket: text('S3_BUCKET'),
      endpoint: url('S3_ENDPOINT', optional('S3_ENDPOINT') ?? '', ['http:', 'https:']) || null,
      region: text('S3_REGION', 'us-east-1'),
      accessKeyId,
      secretAccessKey,
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', false),
    },
    cache: {
      blobBytes: integer('BLOB_CACHE_BYTES', 256 * 1024 * 1024, 0, 64 * 1024 ** 3),
      manifestBytes: integer('MANIFEST_CACHE_BYTES', 64 * 1024 * 1024, 0, 16 * 1024 ** 3),
      hostTtlMs: integer('HOST_CACHE_TTL_MS', 60_000, 0, 86_400_000),
      unknownHostTtlMs: integer('UNKNOWN_HOST_TTL_MS', 2_000, 0, 3_600_000),
      maxHosts: integer('HOST_CACHE_MAX', 100_000, 1, 10_000_000),
      maxUnknownHosts: integer('UNKNOWN_HOST_CACHE_MAX', 10_000, 1, 10_000_000),
      hostLookupConcurrency: integer('HOST_LOOKUP_CONCURRENCY', 8, 1, 1_000),
      hostLookupQueue: integer('HOST_LOOKUP_QUEUE', 1_000, 0, 1_000_000),
      s3LoadConcurrency: integer('S3_LOAD_CONCURRENCY', 16, 1, 1_000),
      s3LoadQueue: integer('S3_LOAD_QUEUE', 1_000, 0, 1_000_000),
      maxObjectBytes: integer('S3_MAX_OBJECT_BYTES', 64 * 1024 * 1024, 1, 4 * 1024 ** 3),
    },
    playground: {
      allowPrivate,
      timeoutMs: integer('PLAYGROUND_TIMEOUT_MS', 30_000, 100, 300_000),
      clientPerMinute: integer('PLAYGROUND_CLIENT_PER_MINUTE', 60, 1, 1_000_000),
      sitePerMinute: integer('PLAYGROUND_SITE_PER_MINUTE', 1_200, 1, 10_000_000),
    },
    endpoints: {
      searchClientPerMinute: integer('SEARCH_CLIENT_PER_MINUTE', 120, 1, 1_000_000),
      mcpClientPerMinute: integer('MCP_CLIENT_PER_MINUTE', 120, 1, 1_000_000),
      cacheBytes: integer('SITE_INDEX_CACHE_BYTES', 256 * 1024 * 1024, 0, 64 * 1024 ** 3),
    },
    analytics: {
      enabled: flag('ANALYTICS_ENABLED', true),
      stream: text('ANALYTICS_STREAM', DEFAULT_ANALYTICS_STREAM),
      flushIntervalMs: integer('ANALYTICS_FLUSH_MS', 2_000, 50, 60_000),
      streamMaxLength: integer('ANALYTICS_STREAM_MAX_LENGTH', 100_000, 1_000, 100_000_000),
      keysPerSiteHour: integer('ANALYTICS_KEYS_PER_SITE_HOUR', 200, 1, 100_000),
      maxCounters: integer('ANALYTICS_MAX_COUNTERS', 100_000, 100, 10_000_000),
      maxVisitorHashes: integer('ANALYTICS_MAX_VISITOR_HASHES', 200_000, 100, 10_000_000),
    },
    feedback: {
      clientPerMinute: integer('FEEDBACK_CLIENT_PER_MINUTE', 10, 1, 1_000_000),
      sitePerMinute: integer('FEEDBACK_SITE_PER_MINUTE', 300, 1, 10_000_000),
      commentsPerSiteHour: integer('FEEDBACK_COMMENTS_PER_SITE_HOUR', 200, 1, 10_000_000),
    },
    searchEvents: { clientPerMinute: integer('SEARCH_EVENTS_CLIENT_PER_MINUTE', 60, 1, 1_000_000) },
    access: {
      secretKey,
      signInPerMinute: integer('SIGN_IN_ATTEMPTS_PER_MINUTE', 10, 1, 1_000_000),
      sessionSeconds: integer('READER_SESSION_HOURS', 12, 1, 24 * 90) * 3_600,
      allowHttpIssuers: flag('ACCESS_ALLOW_HTTP_ISSUERS', false),
    },
    metricsToken,
    opsHosts,
    trustProxy: flag('TRUST_PROXY', false),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
  reader.assertValid();
  return Object.freeze(config);
}
