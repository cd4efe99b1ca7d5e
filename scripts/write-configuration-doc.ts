// Regenerates the variable tables of docs/reference/configuration.mdx from the services'
// .env.example files, so every variable a service reads is documented:
//   node --import tsx scripts/write-configuration-doc.ts
// The list and order of variables come from .env.example; what each one does and its default (as
// each service's loadConfig applies it) come from DESCRIPTIONS below. A variable without a
// description, or a description for a variable no .env.example names, stops the script.
import { readFile, writeFile } from 'node:fs/promises';

type Service = 'api' | 'worker' | 'edge';
interface Entry {
  default: string;
  description: string;
}

const REQUIRED = '**required**';
const LOG_LEVEL: Entry = { default: '`info`', description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines (pino); tokens, signatures and credentials are redacted.' };
const DATABASE_URL: Entry = { default: REQUIRED, description: 'Postgres connection URL (`postgres://` or `postgresql://`). All services share one database.' };
const REDIS_URL: Entry = { default: REQUIRED, description: 'Redis URL (`redis://` or `rediss://`): build queue, rate-limit counters and site events. All services share one Redis.' };
const QUEUE_NAME: Entry = { default: '`folio-builds`', description: 'BullMQ queue name (no `:`). API and workers must use the same.' };
const QUEUE_PREFIX: Entry = { default: '`folio`', description: 'BullMQ key prefix in Redis. API and workers must use the same.' };

const DESCRIPTIONS: Record<Service, Record<string, Entry>> = {
  api: {
    HOST: { default: '`127.0.0.1`', description: 'Address to listen on. Use `0.0.0.0` in a container.' },
    PORT: { default: '`3000`', description: 'Port to listen on.' },
    DATABASE_URL,
    MIGRATE_ON_START: { default: '`true`', description: 'Run pending migrations at start-up (each under an advisory lock, so concurrent starts are safe). `npm run migrate -w @folio/api` runs them alone.' },
    REDIS_URL,
    BUILD_QUEUE_NAME: QUEUE_NAME,
    BUILD_QUEUE_PREFIX: QUEUE_PREFIX,
    OPERATOR_TOKEN: { default: REQUIRED, description: 'Bearer token of the operator routes (`POST /v1/tenants`), at least 32 characters: `openssl rand -hex 32`.' },
    SECRET_ENCRYPTION_KEY: { default: REQUIRED, description: '32-byte AES-256-GCM key, as 64 hex or base64 characters (`openssl rand -base64 32`), encrypting git tokens and webhook secrets at rest. Workers need the same key. Changing it makes stored secrets unreadable.' },
    PLATFORM_DOMAIN: { default: '`folio.localhost`', description: 'Sites are served at `<slug>.<PLATFORM_DOMAIN>`, previews at `<label>--<slug>.<PLATFORM_DOMAIN>`; custom domains under it are refused. Must match the edge and the workers.' },
    PUBLIC_URL: { default: '`http://localhost:<PORT>`', description: 'Public base URL of the API, used to show each site its webhook URLs and as the server of the API\'s OpenAPI document.' },
    DASHBOARD_ORIGIN: { default: 'none', description: 'Origin (such as `https://app.example.com`) allowed to call the API from a browser (CORS). Empty: no cross-origin caller.' },
    RATE_LIMIT_MAX: { default: '`600`', description: 'Requests per API key per window, counted in Redis and shared by all API processes.' },
    RATE_LIMIT_WINDOW_MS: { default: '`60000`', description: 'Length of the rate-limit window, in milliseconds.' },
    BODY_LIMIT_BYTES: { default: '`1048576`', description: 'Largest accepted request body for API routes (1 MiB).' },
    WEBHOOK_BODY_LIMIT_BYTES: { default: '`26214400`', description: 'Largest accepted webhook body (25 MiB; GitHub sends up to 25 MB).' },
    WEBHOOK_TOLERANCE_SECONDS: { default: '`300`', description: 'How far `X-Folio-Timestamp` of a generic webhook may be from the server clock.' },
    TRUST_PROXY: { default: '`false`', description: 'Trust `X-Forwarded-For` from a proxy in front, for client addresses in logs and rate limits.' },
    LOG_LEVEL,
    SHUTDOWN_TIMEOUT_MS: { default: '`10000`', description: 'How long SIGTERM or SIGINT may take to drain in-flight requests before the process exits anyway.' },
    ALLOW_LOOPBACK_REPOSITORIES: { default: '`false`', description: 'Accept plain-`http` repository URLs on loopback (`127.0.0.1`, `::1`, `localhost`): only for a git server on the same machine. Never on a shared platform.' },
  },
  worker: {
    DATABASE_URL,
    REDIS_URL,
    SECRET_ENCRYPTION_KEY: { default: 'none', description: 'The API\'s key, to open the sites\' stored git tokens. Without it only sites without a token build; the others are retried, then fail.' },
    LOG_LEVEL,
    S3_ENDPOINT: { default: 'none (AWS S3)', description: 'Endpoint of an S3-compatible store such as MinIO (`http://…` or `https://…`). Omit for AWS.' },
    S3_REGION: { default: '`us-east-1`', description: 'Region of the bucket.' },
    S3_BUCKET: { default: REQUIRED, description: 'Bucket the built files go to (`sites/<siteId>/…`). Must be the edge\'s bucket.' },
    S3_ACCESS_KEY_ID: { default: REQUIRED, description: 'Access key with write access to the bucket.' },
    S3_SECRET_ACCESS_KEY: { default: REQUIRED, description: 'Secret of that access key.' },
    S3_FORCE_PATH_STYLE: { default: '`true` when `S3_ENDPOINT` is set, else `false`', description: 'Path-style bucket addressing, which MinIO and s3rver need.' },
    BUILD_QUEUE_NAME: QUEUE_NAME,
    BUILD_QUEUE_PREFIX: QUEUE_PREFIX,
    WORKER_ALLOW_PRIVATE_REPOSITORIES: { default: 'none', description: 'Builds clone only from public addresses, so a repository URL cannot reach the platform\'s network. Comma-separated exceptions: range names (`loopback`, `private`, `linkLocal`, `uniqueLocal`, …), CIDR blocks, addresses or host names.' },
    WORKER_CONCURRENCY: { default: '`1`', description: 'Builds this process runs at once (1 to 64), each in its own thread.' },
    BUILD_MAX_REPO_MB: { default: '`512`', description: 'Most the git server may send for one clone, in MB.' },
    BUILD_MAX_FILES: { default: '`20000`', description: 'Most files checked out from the docs folder.' },
    BUILD_MAX_FILE_MB: { default: '`50`', description: 'Largest single file in the docs folder, in MB.' },
    BUILD_MAX_MEMORY_MB: { default: '`1024`', description: 'Memory limit of one build thread, in MB.' },
    BUILD_TIMEOUT_MS: { default: '`600000`', description: 'Wall-clock limit of one build (10 minutes).' },
    GIT_TIMEOUT_MS: { default: '`30000`', description: 'How long the git server may stay silent before the clone is abandoned (then retried).' },
    UPLOAD_CONCURRENCY: { default: '`16`', description: 'Parallel uploads to the bucket per build.' },
    STALLED_LOCK_MS: { default: '`30000`', description: 'Lock on a running job; a dead worker\'s build runs again elsewhere after about this long.' },
    STALLED_INTERVAL_MS: { default: 'the value of `STALLED_LOCK_MS`', description: 'How often workers look for stalled jobs.' },
    MAX_STALLED_COUNT: { default: '`1`', description: 'How many times a build may stall before it fails.' },
    RECONCILE_INTERVAL_MS: { default: '`60000`', description: 'How often a worker makes the queue agree with Postgres (re-queues builds whose job Redis lost, fails builds whose worker is gone for good); also done at start-up. `0` turns the periodic run off.' },
    PLATFORM_DOMAIN: { default: '`folio.localhost`', description: 'Sites\' public address `https://<slug>.<PLATFORM_DOMAIN>`, written into sitemaps and absolute links.' },
    SHUTDOWN_GRACE_MS: { default: '`30000`', description: 'On SIGTERM or SIGINT, how long running builds may finish before they are handed back to the queue.' },
  },
  edge: {
    HOST: { default: '`127.0.0.1`', description: 'Address to listen on. Use `0.0.0.0` in a container.' },
    PORT: { default: '`3002`', description: 'Port to listen on.' },
    DATABASE_URL,
    REDIS_URL,
    LOG_LEVEL,
    PLATFORM_DOMAIN: { default: '`folio.localhost`', description: 'Hosts `<slug>.<PLATFORM_DOMAIN>` and `<label>--<slug>.<PLATFORM_DOMAIN>` are routed to sites and previews; any other host must be a verified custom domain.' },
    S3_BUCKET: { default: REQUIRED, description: 'Bucket the workers upload to.' },
    S3_ENDPOINT: { default: 'none (AWS S3)', description: 'Endpoint of an S3-compatible store. Omit for AWS.' },
    S3_REGION: { default: '`us-east-1`', description: 'Region of the bucket.' },
    S3_ACCESS_KEY_ID: { default: 'none', description: 'Access key with read access; set together with `S3_SECRET_ACCESS_KEY`, or leave both unset to use the AWS SDK\'s default credentials (for example an instance role).' },
    S3_SECRET_ACCESS_KEY: { default: 'none', description: 'Secret of that access key.' },
    S3_FORCE_PATH_STYLE: { default: '`false`', description: 'Path-style bucket addressing; set `true` for MinIO and s3rver (unlike the worker, the edge does not turn it on by itself).' },
    BLOB_CACHE_BYTES: { default: '`268435456`', description: 'Bytes of file bodies kept in memory (256 MiB). Bodies are immutable, so the cache is never stale.' },
    MANIFEST_CACHE_BYTES: { default: '`67108864`', description: 'Bytes of deployment manifests kept in memory (64 MiB).' },
    HOST_CACHE_TTL_MS: { default: '`60000`', description: 'Safety-net lifetime of a host → deployment lookup; changes normally arrive at once through Redis.' },
    UNKNOWN_HOST_TTL_MS: { default: '`2000`', description: 'Lifetime of a "no site at this host" answer.' },
    HOST_CACHE_MAX: { default: '`100000`', description: 'Most host lookups kept.' },
    PLAYGROUND_ALLOW_PRIVATE: { default: 'none', description: 'Operator escape hatch, off by default: comma-separated range names (`loopback`, `private`, `uniqueLocal`, …), CIDR blocks, addresses or host names the playground may reach although they are not public.' },
    PLAYGROUND_TIMEOUT_MS: { default: '`30000`', description: 'Time limit of one playground request (DNS, connect, redirects and body).' },
    PLAYGROUND_CLIENT_PER_MINUTE: { default: '`60`', description: 'Playground requests per minute for one reader address on one site.' },
    PLAYGROUND_SITE_PER_MINUTE: { default: '`1200`', description: 'Playground requests per minute for one site, all readers together.' },
    OPS_HOSTS: { default: 'none', description: 'Comma-separated host names, besides IP literals and `localhost`, on which `/healthz`, `/readyz` and `/metrics` answer.' },
    TRUST_PROXY: { default: '`false`', description: 'Trust `X-Forwarded-For` from a proxy in front: the reader address used by the playground rate limit.' },
    SHUTDOWN_TIMEOUT_MS: { default: '`10000`', description: 'How long SIGTERM or SIGINT may take to drain in-flight requests before the process exits anyway.' },
  },
};

const TITLES: Record<Service, string> = { api: 'Control plane (`services/api`)', worker: 'Build worker (`services/worker`)', edge: 'Edge (`services/edge`)' };
const BEGIN = '{/* BEGIN GENERATED: scripts/write-configuration-doc.ts */}';
const END = '{/* END GENERATED */}';

/** Variable names in the order a .env.example names them, commented-out ones included. */
function readEnvExampleNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim());
    if (match?.[1] && !names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

const problems: string[] = [];
const sections: string[] = [];
for (const service of ['api', 'worker', 'edge'] as const) {
  const text = await readFile(new URL(`../services/${service}/.env.example`, import.meta.url), 'utf8');
  const names = readEnvExampleNames(text);
  const described = DESCRIPTIONS[service];
  for (const name of names) if (!described[name]) problems.push(`services/${service}/.env.example names ${name}, which has no description here`);
  for (const name of Object.keys(described)) if (!names.includes(name)) problems.push(`${service} ${name} is described here but not in services/${service}/.env.example`);
  const rows = names.map((name) => `| \`${name}\` | ${described[name]?.default ?? ''} | ${described[name]?.description ?? ''} |`);
  sections.push([`### ${TITLES[service]}`, '', `Template: \`services/${service}/.env.example\`.`, '', '| variable | default | meaning |', '|---|---|---|', ...rows].join('\n'));
}
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

const pageUrl = new URL('../docs/reference/configuration.mdx', import.meta.url);
const page = await readFile(pageUrl, 'utf8');
const start = page.indexOf(BEGIN);
const end = page.indexOf(END);
if (start < 0 || end < start) {
  process.stderr.write(`docs/reference/configuration.mdx must hold the markers ${BEGIN} and ${END}\n`);
  process.exit(1);
}
await writeFile(pageUrl, `${page.slice(0, start + BEGIN.length)}\n\n${sections.join('\n\n')}\n\n${page.slice(end)}`);
console.log('wrote docs/reference/configuration.mdx');
