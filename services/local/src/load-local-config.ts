import { resolve } from 'node:path';
import { domainsOverlap } from '@folio/platform';

/** What `npm start` runs with: every value has a default that needs no configuration. */
export interface LocalConfig {
  /** Repository root (examples/ and docs/ are read from here). */
  root: string;
  /** Secrets, embedded S3 data, git repositories, logs and demo state (`./.folio`). */
  home: string;
  /** Address and port of the one front door (api by Host, everything else to the edge). */
  host: string;
  port: number;
  /** Folio's own hosts: the API and the dashboard (`localhost`: `api.localhost`, `app.localhost`). */
  platformDomain: string;
  /**
   * Sites are `<slug>.<sitesDomain>:<port>`, previews `<label>--<slug>.<sitesDomain>:<port>`
   * (`sites.localhost`): another site for the browser than the dashboard, as in production.
   */
  sitesDomain: string;
  /** Host name of the control plane behind the front door (`api.<platformDomain>`). */
  apiHost: string;
  /** Host name of the dashboard behind the front door (`app.<platformDomain>`), served by the api too. */
  dashboardHost: string;
  /** The local owner account of the demo tenant (`FOLIO_OWNER_EMAIL`). */
  ownerEmail: string;
  databaseUrl: string;
  redisUrl: string;
  /** `null`: embedded s3rver under `<home>/s3`; otherwise an external S3 from `S3_*`. */
  s3: null | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  logLevel: string;
  /** BullMQ key prefix shared by api and worker (`BUILD_QUEUE_PREFIX`; tests give each run its own). */
  queuePrefix: string;
  /** Only the examples/starter demo, not docs/ as well (`FOLIO_DEMO_ONLY=true`). */
  demoOnly: boolean;
  /** How long to wait for the demo sites to go live. */
  readyTimeoutMs: number;
}

/** Thrown by {@link loadLocalConfig} with one line per bad variable. */
export class LocalConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'LocalConfigError';
  }
}

/**
 * Reads the few variables `npm start` honours (all optional): PORT, HOST, FOLIO_HOME,
 * DATABASE_URL, REDIS_URL, PLATFORM_DOMAIN, SITES_DOMAIN, S3_ENDPOINT (+ S3_BUCKET, S3_REGION,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), LOG_LEVEL, BUILD_QUEUE_PREFIX, FOLIO_DEMO_ONLY,
 * FOLIO_OWNER_EMAIL. Reports every bad one at once.
 */
export function loadLocalConfig(env: Record<string, string | undefined>, root: string): Readonly<LocalConfig> {
  const problems: string[] = [];
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const rawPort = text('PORT', '8080');
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    problems.push(`PORT must be an integer from 0 to 65535, got "${rawPort}"`);
  const url = (name: string, fallback: string, protocols: string[]) => {
    const value = text(name, fallback);
    try {
      if (!protocols.includes(new URL(value).protocol))
        problems.push(`${name} must use ${protocols.join(' or ')}, got "${value}"`);
    } catch {
      problems.push(`${name} must be a URL, got "${value}"`);
    }
    return value;
  };
  const platformDomain = text('PLATFORM_DOMAIN', 'localhost').toLowerCase();
  // Two suffixes every day: `app.localhost` and `demo.sites.localhost` are different sites for the
  // browser (each name directly under `localhost` is its own registrable domain), like
  // `app.folio.com` and `demo.folio.page` in production, so a site URL built from the wrong domain
  // is noticed at once.
  const sitesDomain = text('SITES_DOMAIN', 'sites.localhost').toLowerCase();
  if (domainsOverlap(platformDomain, sitesDomain) || domainsOverlap(`app.${platformDomain}`, sitesDomain)) {
    problems.push(
      `SITES_DOMAIN (${sitesDomain}) must be a registrable domain apart from the dashboard's (app.${platformDomain}), neither under the other`,
    );
  }
  const endpoint = env.S3_ENDPOINT?.trim();
  let s3: LocalConfig['s3'] = null;
  if (endpoint) {
    url('S3_ENDPOINT', endpoint, ['http:', 'https:']);
    const accessKeyId = text('S3_ACCESS_KEY_ID', '');
    const secretAccessKey = text('S3_SECRET_ACCESS_KEY', '');
    if (!accessKeyId || !secretAccessKey)
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_ENDPOINT is set');
    s3 = {
      endpoint,
      bucket: text('S3_BUCKET', 'folio'),
      region: text('S3_REGION', 'us-east-1'),
      accessKeyId,
      secretAccessKey,
    };
  }
  const config: LocalConfig = {
    root,
    home: resolve(root, text('FOLIO_HOME', '.folio')),
    host: text('HOST', '127.0.0.1'),
    port,
    platformDomain,
    sitesDomain,
    apiHost: `api.${platformDomain}`,
    dashboardHost: `app.${platformDomain}`,
    ownerEmail: text('FOLIO_OWNER_EMAIL', 'owner@folio.local').toLowerCase(),
    databaseUrl: url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/folio', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    s3,
    logLevel: text('LOG_LEVEL', 'info'),
    queuePrefix: text('BUILD_QUEUE_PREFIX', 'folio'),
    demoOnly: ['1', 'true', 'yes'].includes(text('FOLIO_DEMO_ONLY', 'false').toLowerCase()),
    readyTimeoutMs: 120_000,
  };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(config.ownerEmail))
    problems.push(`FOLIO_OWNER_EMAIL must be an email address, got "${config.ownerEmail}"`);
  if (problems.length > 0) throw new LocalConfigError(problems);
  return Object.freeze(config);
}
