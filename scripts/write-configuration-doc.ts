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
const LOG_LEVEL: Entry = {
  default: '`info`',
  description:
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines (pino); tokens, signatures and credentials are redacted.',
};
const DATABASE_URL: Entry = {
  default: REQUIRED,
  description: 'Postgres connection URL (`postgres://` or `postgresql://`). All services share one database.',
};
const REDIS_URL: Entry = {
  default: REQUIRED,
  description:
    'Redis URL (`redis://` or `rediss://`): build queue, rate-limit counters and site events. All services share one Redis.',
};
const QUEUE_NAME: Entry = {
  default: '`folio-builds`',
  description: 'BullMQ queue name (no `:`). API and workers must use the same.',
};
const QUEUE_PREFIX: Entry = {
  default: '`folio`',
  description: 'BullMQ key prefix in Redis. API and workers must use the same.',
};

const ANALYTICS_STREAM_ENTRY: Entry = {
  default: '`folio:analytics`',
  description:
    'Redis stream the edges add analytics batches to and the workers fold; its salt and HyperLogLog keys live under the same name. Edges and workers must use the same.',
};

const DESCRIPTIONS: Record<Service, Record<string, Entry>> = {
  api: {
    HOST: { default: '`127.0.0.1`', description: 'Address to listen on. Use `0.0.0.0` in a container.' },
    PORT: { default: '`3000`', description: 'Port to listen on.' },
    DATABASE_URL,
    MIGRATE_ON_START: {
      default: '`true`',
      description:
        'Run pending migrations at start-up (each under an advisory lock, so concurrent starts are safe). `npm run migrate -w @folio/api` runs them alone.',
    },
    REDIS_URL,
    BUILD_QUEUE_NAME: QUEUE_NAME,
    BUILD_QUEUE_PREFIX: QUEUE_PREFIX,
    OPERATOR_TOKEN: {
      default: REQUIRED,
      description:
        'Bearer token of the operator routes (`POST /v1/tenants`), at least 32 characters: `openssl rand -hex 32`.',
    },
    SECRET_ENCRYPTION_KEY: {
      default: REQUIRED,
      description:
        '32-byte AES-256-GCM key, as 64 hex or base64 characters (`openssl rand -base64 32`), encrypting git tokens and webhook secrets at rest. Workers need the same key. Changing it makes stored secrets unreadable.',
    },
    PLATFORM_DOMAIN: {
      default: '`folio.localhost`',
      description:
        "Folio's own domain: the dashboard is `https://app.<PLATFORM_DOMAIN>` unless `DASHBOARD_ORIGIN` says otherwise, mail comes from `no-reply@<PLATFORM_DOMAIN>`; custom domains under it are refused. Must match the edge and the workers.",
    },
    SITES_DOMAIN: {
      default: '`folio-sites.localhost`; required when `PLATFORM_DOMAIN` is set',
      description:
        "Sites are served at `<slug>.<SITES_DOMAIN>`, previews at `<label>--<slug>.<SITES_DOMAIN>`: a registrable domain apart from `PLATFORM_DOMAIN` (such as `folio.page` beside `folio.com`), neither under the other, so a tenant's page is never the same site as the dashboard (docs/security.md). Custom domains under it are refused. Must match the edge and the workers.",
    },
    PUBLIC_URL: {
      default: '`http://localhost:<PORT>`',
      description:
        "Public base URL of the API, used to show each site its webhook URLs and as the server of the API's OpenAPI document.",
    },
    COMMIT_STATUS_ENABLED: {
      default: '`true`',
      description:
        'When the API queues a build of a known commit (a push, or a build asked for with `commitSha`) for a site with an access token, it sets `folio/build` to pending ("queued") on the git host, in the background; the worker reports the rest. `false` sends none. Same hosts and limits as the worker\'s settings of the same names.',
    },
    COMMIT_STATUS_HOSTS: {
      default: 'none (`github.com` and `gitlab.com` only)',
      description:
        "The same value as the worker's `COMMIT_STATUS_HOSTS`: other git hosts (GitHub Enterprise, self-hosted GitLab) and their status APIs.",
    },
    COMMIT_STATUS_TIMEOUT_MS: {
      default: '`10000`',
      description: 'Time limit of one queued-status request. Queuing a build never waits for it.',
    },
    COMMIT_STATUS_ATTEMPTS: {
      default: '`3`',
      description:
        'Requests per queued status at most (1 to 10), retried on timeouts, 408, 429 and 5xx; dropped once a worker has taken the build.',
    },
    DASHBOARD_ORIGIN: {
      default: 'none (the dashboard is `https://app.<PLATFORM_DOMAIN>`)',
      description:
        'Origin of the dashboard (such as `https://app.example.com`): the API serves the dashboard to requests for its host, and allows it to call the API from a browser (CORS). Must not be on `SITES_DOMAIN`.',
    },
    SMTP_URL: {
      default: 'none (reset links are logged)',
      description:
        'Mail server for password reset links and invitations: `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. Without it, reset links are written to the log (`password reset link`).',
    },
    SMTP_FROM: { default: '`Folio <no-reply@<PLATFORM_DOMAIN>>`', description: 'Sender of those mails.' },
    SESSION_TTL_HOURS: {
      default: '`336`',
      description: 'How long a dashboard session lasts after signing in, in hours.',
    },
    SIGN_IN_SWEEP_INTERVAL_MS: {
      default: '`3600000` (hourly)',
      description:
        'How often the API deletes expired dashboard sessions and used or expired one-time links (sign-in, reset, invitation), in ms (0 to 86400000); `0` never sweeps.',
    },
    LOGIN_RATE_LIMIT_PER_ACCOUNT: {
      default: '`10`',
      description:
        'Failed sign-ins allowed per email address from one client address per window (Redis); more from that address are refused until the window ends. Never per email alone, so nobody can lock an account out. Password-reset requests have their own limits and never count.',
    },
    LOGIN_RATE_LIMIT_PER_IP: {
      default: '`100`',
      description: 'Failed sign-ins allowed per client address per window.',
    },
    LOGIN_RATE_LIMIT_WINDOW_MS: {
      default: '`900000`',
      description: 'Length of the sign-in rate-limit window, in milliseconds (15 minutes).',
    },
    RATE_LIMIT_MAX: {
      default: '`600`',
      description: 'Requests per API key per window, counted in Redis and shared by all API processes.',
    },
    RATE_LIMIT_WINDOW_MS: { default: '`60000`', description: 'Length of the rate-limit window, in milliseconds.' },
    BODY_LIMIT_BYTES: { default: '`1048576`', description: 'Largest accepted request body for API routes (1 MiB).' },
    WEBHOOK_BODY_LIMIT_BYTES: {
      default: '`26214400`',
      description: 'Largest accepted webhook body (25 MiB; GitHub sends up to 25 MB).',
    },
    WEBHOOK_RATE_LIMIT_PER_SITE: {
      default: '`60`',
      description:
        'Webhook deliveries accepted per site per window (counted in Redis, before the body is read); more are answered 429 with `Retry-After`.',
    },
    WEBHOOK_RATE_LIMIT_PER_IP: {
      default: '`1200`',
      description:
        'Webhook deliveries accepted per client address per window, unknown sites included. Git hosts send from few addresses for all their customers: keep it well above the per-site limit.',
    },
    WEBHOOK_RATE_LIMIT_WINDOW_MS: {
      default: '`60000`',
      description: 'Length of the webhook rate-limit window, in milliseconds.',
    },
    BUILD_RATE_LIMIT_MANUAL_PER_SITE: {
      default: '`10`',
      description:
        'Manual builds (`POST /v1/sites/{siteId}/builds` and the dashboard\'s "Build now") one site may queue per window, counted in Redis; more are answered 429 `BUILD_RATE_LIMITED` with `Retry-After` (the dashboard says when to try again).',
    },
    BUILD_RATE_LIMIT_PREVIEWS_PER_SITE: {
      default: '`60`',
      description:
        "Preview builds (pushes to branches other than the site's) one site may queue per window; more pushes are answered 429 `BUILD_RATE_LIMITED` with `Retry-After`, not recorded, so the git host can redeliver them later.",
    },
    BUILD_RATE_LIMIT_WINDOW_MS: {
      default: '`600000`',
      description: 'Length of the manual and preview build rate-limit window, in milliseconds.',
    },
    PREVIEW_BRANCH_LIMIT: {
      default: '`25`',
      description:
        'Preview branches one site may have at once (a preview deployment not removed, or a preview build not finished). A push or manual build of one more branch is refused with 409 `PREVIEW_LIMIT_REACHED`; deleting a branch removes its preview and frees its place.',
    },
    WEBHOOK_TOLERANCE_SECONDS: {
      default: '`300`',
      description: 'How far `X-Folio-Timestamp` of a generic webhook may be from the server clock.',
    },
    METRICS_TOKEN: {
      default: 'none (`/metrics` not served)',
      description:
        "Bearer token `/metrics` requires (`authorization: Bearer …`), at least 32 characters: the same policy as the edge's `METRICS_TOKEN`.",
    },
    TLS_ASK_TOKEN: {
      default: 'none (`/internal/tls-ask` not served)',
      description:
        "Token `/internal/tls-ask` requires, at least 32 characters: as `?token=…` (Caddy's `ask` can only pass a URL; logged URLs have it redacted) or `authorization: Bearer …`.",
    },
    TRUST_PROXY: {
      default: '`false`',
      description: 'Trust `X-Forwarded-For` from a proxy in front, for client addresses in logs and rate limits.',
    },
    LOG_LEVEL,
    SHUTDOWN_TIMEOUT_MS: {
      default: '`10000`',
      description: 'How long SIGTERM or SIGINT may take to drain in-flight requests before the process exits anyway.',
    },
    ALLOW_LOOPBACK_REPOSITORIES: {
      default: '`false`',
      description:
        'Accept plain-`http` repository URLs on loopback (`127.0.0.1`, `::1`, `localhost`): only for a git server on the same machine. Never on a shared platform.',
    },
    S3_ENDPOINT: {
      default: 'none (AWS S3)',
      description:
        "Endpoint of the sites' S3-compatible store (the workers' `S3_ENDPOINT`), so deleting a site deletes its stored files. Omit for AWS.",
    },
    S3_REGION: { default: '`us-east-1`', description: 'Region of the bucket.' },
    S3_BUCKET: {
      default: 'none',
      description:
        "The workers' bucket. Without it a deleted site's files are only recorded (`site_blob_deletions`) until an API with S3 settings sweeps them.",
    },
    S3_ACCESS_KEY_ID: {
      default: `${REQUIRED} with \`S3_BUCKET\``,
      description: 'Access key with list and delete access to the bucket.',
    },
    S3_SECRET_ACCESS_KEY: { default: `${REQUIRED} with \`S3_BUCKET\``, description: 'Secret of that access key.' },
    S3_FORCE_PATH_STYLE: {
      default: '`true` when `S3_ENDPOINT` is set, else `false`',
      description: 'Path-style bucket addressing, which MinIO and s3rver need.',
    },
    SITE_BLOB_SWEEP_INTERVAL_MS: {
      default: '`300000`',
      description:
        'How often the files of deleted sites that a delete request did not finish (S3 down, a large site, a late upload) are swept, in milliseconds; `0` turns sweeping off.',
    },
    DOMAIN_CLAIM_TTL_HOURS: {
      default: '`168`',
      description:
        'A custom domain claim not verified within this many hours lapses: another site may then add the hostname. Verified domains never lapse.',
    },
  },
  worker: {
    DATABASE_URL,
    REDIS_URL,
    SECRET_ENCRYPTION_KEY: {
      default: 'none',
      description:
        "The API's key, to open the sites' stored git tokens. Without it only sites without a token build; the others are retried, then fail.",
    },
    LOG_LEVEL,
    S3_ENDPOINT: {
      default: 'none (AWS S3)',
      description: 'Endpoint of an S3-compatible store such as MinIO (`http://…` or `https://…`). Omit for AWS.',
    },
    S3_REGION: { default: '`us-east-1`', description: 'Region of the bucket.' },
    S3_BUCKET: {
      default: REQUIRED,
      description: "Bucket the built files go to (`sites/<siteId>/…`). Must be the edge's bucket.",
    },
    S3_ACCESS_KEY_ID: { default: REQUIRED, description: 'Access key with write access to the bucket.' },
    S3_SECRET_ACCESS_KEY: { default: REQUIRED, description: 'Secret of that access key.' },
    S3_FORCE_PATH_STYLE: {
      default: '`true` when `S3_ENDPOINT` is set, else `false`',
      description: 'Path-style bucket addressing, which MinIO and s3rver need.',
    },
    BUILD_QUEUE_NAME: QUEUE_NAME,
    BUILD_QUEUE_PREFIX: QUEUE_PREFIX,
    WORKER_ALLOW_PRIVATE_REPOSITORIES: {
      default: 'none',
      description:
        "Builds clone only from public addresses, so a repository URL cannot reach the platform's network. Comma-separated exceptions: range names (`loopback`, `private`, `linkLocal`, `uniqueLocal`, …), CIDR blocks, addresses or host names.",
    },
    WORKER_ALLOW_PRIVATE_DOCUMENTS: {
      default: 'none',
      description:
        'Remote (`https://`) OpenAPI documents named in docs.json are downloaded from public addresses only, whatever `WORKER_ALLOW_PRIVATE_REPOSITORIES` allows: a document URL is any line of any pushed commit. Exceptions in the same forms.',
    },
    BUILD_DOCUMENT_TIMEOUT_MS: {
      default: '`15000`',
      description:
        'How long a build waits for one remote OpenAPI document (100 to 600000 ms). A document not received in time is a diagnostic at its docs.json line; the rest of the site builds.',
    },
    BUILD_MAX_DOCUMENT_MB: {
      default: '`10`',
      description: 'Largest remote OpenAPI document a build downloads, in MB (1 to 1000).',
    },
    WORKER_CONCURRENCY: {
      default: '`1`',
      description: 'Builds this process runs at once (1 to 64), each in its own thread.',
    },
    BUILD_TENANT_CONCURRENCY: {
      default: '`2`',
      description:
        "Builds of one tenant running or dispatched at once, across all workers (1 to 1000). Queued builds wait in Postgres and each free worker slot takes the next one round-robin across tenants, so one tenant's backlog delays another tenant's next build by at most one build per slot.",
    },
    BUILD_DISPATCH_INTERVAL_MS: {
      default: '`2000`',
      description:
        'How often a worker with a free slot looks for queued builds without being asked (100 to 600000). The API asks at once, on Redis, for every build it queues; this covers a lost message.',
    },
    BUILD_MAX_REPO_MB: { default: '`512`', description: 'Most the git server may send for one clone, in MB.' },
    BUILD_MAX_FILES: { default: '`20000`', description: 'Most files checked out from the docs folder.' },
    BUILD_MAX_FILE_MB: { default: '`50`', description: 'Largest single file in the docs folder, in MB.' },
    BUILD_MAX_CHECKOUT_MB: {
      default: '`500`',
      description:
        'Bytes all checked-out files of one build may take together, in MB, counted before anything is written (a file named by many entries counts each time).',
    },
    BUILD_MAX_MEMORY_MB: { default: '`1024`', description: 'Memory limit of one build thread, in MB.' },
    BUILD_TIMEOUT_MS: { default: '`600000`', description: 'Wall-clock limit of one build (10 minutes).' },
    GIT_TIMEOUT_MS: {
      default: '`30000`',
      description: 'How long the git server may stay silent before the clone is abandoned (then retried).',
    },
    UPLOAD_CONCURRENCY: { default: '`16`', description: 'Parallel uploads to the bucket per build.' },
    STALLED_LOCK_MS: {
      default: '`30000`',
      description: "Lock on a running job; a dead worker's build runs again elsewhere after about this long.",
    },
    STALLED_INTERVAL_MS: {
      default: 'the value of `STALLED_LOCK_MS`',
      description: 'How often workers look for stalled jobs.',
    },
    MAX_STALLED_COUNT: { default: '`1`', description: 'How many times a build may stall before it fails.' },
    RECONCILE_INTERVAL_MS: {
      default: '`60000`',
      description:
        'How often a worker makes the queue agree with Postgres (re-queues builds whose job Redis lost, fails builds whose worker is gone for good); also done at start-up. `0` turns the periodic run off.',
    },
    PLATFORM_DOMAIN: {
      default: '`folio.localhost`',
      description: "Folio's own domain: the dashboard's default origin `https://app.<PLATFORM_DOMAIN>`.",
    },
    SITES_DOMAIN: {
      default: '`folio-sites.localhost`; required when `PLATFORM_DOMAIN` is set',
      description:
        "Sites' public address `https://<slug>.<SITES_DOMAIN>` (previews `https://<label>--<slug>.<SITES_DOMAIN>`), written into sitemaps, absolute links and the `folio/preview` commit status.",
    },
    SHUTDOWN_GRACE_MS: {
      default: '`30000`',
      description: 'On SIGTERM or SIGINT, how long running builds may finish before they are handed back to the queue.',
    },
    COMMIT_STATUS_ENABLED: {
      default: '`true`',
      description:
        'Set commit statuses on the git host for sites with an access token: `folio/build` (pending while a worker builds, then success, failure or error) and, for preview builds, `folio/preview` linking to the preview. `false` sends none.',
    },
    COMMIT_STATUS_HOSTS: {
      default: 'none (`github.com` and `gitlab.com` only)',
      description:
        'Other git hosts whose status API builds report to, or another API for a known one: comma-separated `<host>=github` or `<host>=gitlab` (host as in the repository URL, with its port), optionally followed by `:<API base URL>`. Without a URL: `https://<host>/api/v3` (GitHub Enterprise Server) or `https://<host>/api/v4` (GitLab). Repositories on any other host get no status.',
    },
    COMMIT_STATUS_TIMEOUT_MS: {
      default: '`10000`',
      description: 'Time limit of one commit status request. Builds never wait for statuses.',
    },
    COMMIT_STATUS_ATTEMPTS: {
      default: '`3`',
      description:
        "Requests per status at most (1 to 10) when the host times out or answers 408, 429 or 5xx, one second apart, doubling. Other 4xx answers are not retried; after 401, 403 or 404 the build's remaining statuses are dropped.",
    },
    DASHBOARD_ORIGIN: {
      default: '`https://app.<PLATFORM_DOMAIN>`',
      description:
        "Origin of the dashboard, the same value as the API's `DASHBOARD_ORIGIN`: the `folio/build` status links to `<DASHBOARD_ORIGIN>/sites/<siteId>/builds/<buildId>`. Sites sit behind the same front door, so site URLs (sitemaps, canonical links, preview links) take its scheme and port.",
    },
    ANALYTICS_CONSUMER_ENABLED: {
      default: '`true`',
      description:
        "Fold the edges' analytics stream into the Postgres rollups in this worker (the consumer group `rollups` shares the stream among workers). `false`: this worker only builds.",
    },
    ANALYTICS_STREAM: ANALYTICS_STREAM_ENTRY,
    ANALYTICS_RETENTION_DAYS: {
      default: '`395`',
      description:
        'Hourly rollups, daily visitor counts and page feedback older than this many days are deleted (hourly, in short transactions).',
    },
    ANALYTICS_BATCH_ENTRIES: {
      default: '`200`',
      description: 'Stream entries folded in one Postgres transaction at most.',
    },
  },
  edge: {
    HOST: { default: '`127.0.0.1`', description: 'Address to listen on. Use `0.0.0.0` in a container.' },
    PORT: { default: '`3002`', description: 'Port to listen on.' },
    DATABASE_URL,
    REDIS_URL,
    LOG_LEVEL,
    PLATFORM_DOMAIN: {
      default: '`folio.localhost`',
      description: "The dashboard's domain: only checked against `SITES_DOMAIN`; the edge serves no host under it.",
    },
    SITES_DOMAIN: {
      default: '`folio-sites.localhost`; required when `PLATFORM_DOMAIN` is set',
      description:
        'Hosts `<slug>.<SITES_DOMAIN>` and `<label>--<slug>.<SITES_DOMAIN>` are routed to sites and previews; any other host must be a verified custom domain.',
    },
    DASHBOARD_ORIGIN: {
      default: '`https://app.<PLATFORM_DOMAIN>`',
      description:
        "Origin of the dashboard, the same value as the API's `DASHBOARD_ORIGIN`. Sites sit behind the same front door, so `llms.txt` links to a site's pages with its scheme (TLS ends before the edge), at the host and port each request names.",
    },
    S3_BUCKET: { default: REQUIRED, description: 'Bucket the workers upload to.' },
    S3_ENDPOINT: { default: 'none (AWS S3)', description: 'Endpoint of an S3-compatible store. Omit for AWS.' },
    S3_REGION: { default: '`us-east-1`', description: 'Region of the bucket.' },
    S3_ACCESS_KEY_ID: {
      default: 'none',
      description:
        "Access key with read access; set together with `S3_SECRET_ACCESS_KEY`, or leave both unset to use the AWS SDK's default credentials (for example an instance role).",
    },
    S3_SECRET_ACCESS_KEY: { default: 'none', description: 'Secret of that access key.' },
    S3_FORCE_PATH_STYLE: {
      default: '`false`',
      description:
        'Path-style bucket addressing; set `true` for MinIO and s3rver (unlike the worker, the edge does not turn it on by itself).',
    },
    BLOB_CACHE_BYTES: {
      default: '`268435456`',
      description: 'Bytes of file bodies kept in memory (256 MiB). Bodies are immutable, so the cache is never stale.',
    },
    MANIFEST_CACHE_BYTES: {
      default: '`67108864`',
      description: 'Bytes of deployment manifests kept in memory (64 MiB).',
    },
    HOST_CACHE_TTL_MS: {
      default: '`60000`',
      description: 'Safety-net lifetime of a host → deployment lookup; changes normally arrive at once through Redis.',
    },
    UNKNOWN_HOST_TTL_MS: { default: '`2000`', description: 'Lifetime of a "no site at this host" answer.' },
    HOST_CACHE_MAX: {
      default: '`100000`',
      description: 'Most hosts with a site kept; the least recently used is forgotten first.',
    },
    UNKNOWN_HOST_CACHE_MAX: {
      default: '`10000`',
      description:
        'Most "no site at this host" answers kept, apart from the hosts with a site: a flood of made-up hosts never pushes real ones out.',
    },
    HOST_LOOKUP_CONCURRENCY: { default: '`8`', description: 'Host lookups in Postgres at once (hosts not in cache).' },
    HOST_LOOKUP_QUEUE: {
      default: '`1000`',
      description: 'Host lookups that may wait for one of those; beyond them a request gets 503 at once.',
    },
    S3_LOAD_CONCURRENCY: {
      default: '`16`',
      description: 'Manifest and file reads from S3 at once (what is not in cache).',
    },
    S3_LOAD_QUEUE: {
      default: '`1000`',
      description: 'Reads that may wait for one of those; beyond them a request gets 503 at once.',
    },
    S3_MAX_OBJECT_BYTES: {
      default: '`67108864`',
      description:
        'Largest object read from S3 (64 MiB); a bigger one is refused (503) before it is buffered. Reads are buffered whole: at most `S3_LOAD_CONCURRENCY` × this at once.',
    },
    PLAYGROUND_ALLOW_PRIVATE: {
      default: 'none',
      description:
        'Operator escape hatch, off by default: comma-separated range names (`loopback`, `private`, `uniqueLocal`, …), CIDR blocks, addresses or host names the playground and the sign-in providers of sites (OIDC issuers, JWKS URLs) may reach although they are not public.',
    },
    PLAYGROUND_TIMEOUT_MS: {
      default: '`30000`',
      description: 'Time limit of one playground request (DNS, connect, redirects and body).',
    },
    PLAYGROUND_CLIENT_PER_MINUTE: {
      default: '`60`',
      description: 'Playground requests per minute for one reader address on one site.',
    },
    PLAYGROUND_SITE_PER_MINUTE: {
      default: '`1200`',
      description: 'Playground requests per minute for one site, all readers together.',
    },
    SEARCH_CLIENT_PER_MINUTE: {
      default: '`120`',
      description:
        'Searches (`GET /_folio/search`) per minute for one client address on one site; beyond, 429 `SEARCH_RATE_LIMITED` with `Retry-After`.',
    },
    MCP_CLIENT_PER_MINUTE: {
      default: '`120`',
      description:
        'MCP requests (`/mcp`) per minute for one client address on one site; beyond, 429 with a JSON-RPC error and `Retry-After`.',
    },
    SITE_INDEX_CACHE_BYTES: {
      default: '`268435456`',
      description:
        "Memory the search engines, navigations and API indexes of deployments may take (256 MiB; an engine counts 12 bytes per byte of its site's search index); the least recently used deployments are dropped first and loaded again when asked for.",
    },
    METRICS_TOKEN: {
      default: 'none (`/metrics` not served)',
      description:
        "Bearer token `/metrics` requires (`authorization: Bearer …`), at least 32 characters. The Host header is the client's to choose, so answering on an ops host alone protects nothing.",
    },
    OPS_HOSTS: {
      default: 'none',
      description:
        'Comma-separated host names, besides IP literals and `localhost`, on which `/healthz`, `/readyz` and `/metrics` answer.',
    },
    TRUST_PROXY: {
      default: '`false`',
      description:
        'Trust `X-Forwarded-For` and `X-Forwarded-Proto` from a proxy in front: the reader address used by the playground, search and MCP rate limits, and the scheme of the absolute URLs search and MCP answers give.',
    },
    SHUTDOWN_TIMEOUT_MS: {
      default: '`10000`',
      description: 'How long SIGTERM or SIGINT may take to drain in-flight requests before the process exits anyway.',
    },
    ANALYTICS_ENABLED: {
      default: '`true`',
      description:
        'Count page views, visitors, referrers, agent traffic, 404s, playground calls, searches and feedback for the dashboard (docs/operating/analytics.mdx). `false`: nothing is counted and feedback votes are answered but not kept.',
    },
    ANALYTICS_STREAM: ANALYTICS_STREAM_ENTRY,
    ANALYTICS_FLUSH_MS: {
      default: '`2000`',
      description:
        'How often counts kept in memory are added to the stream, in milliseconds (and once more at shutdown). What a killed edge loses at most.',
    },
    ANALYTICS_STREAM_MAX_LENGTH: {
      default: '`100000`',
      description: 'Approximate length cap of the stream (`XADD MAXLEN ~`): how much is kept while no worker folds it.',
    },
    ANALYTICS_KEYS_PER_SITE_HOUR: {
      default: '`200`',
      description:
        'Distinct referrers, 404 paths, playground operations and search queries one site may add in an hour on one edge; later new ones are counted as `(other)`.',
    },
    ANALYTICS_MAX_COUNTERS: {
      default: '`100000`',
      description:
        'Counters held between two flushes; increments beyond are dropped and counted in `folio_edge_analytics_backlog{state="dropped"}`.',
    },
    ANALYTICS_MAX_VISITOR_HASHES: {
      default: '`200000`',
      description:
        'Distinct readers (address and the first 512 characters of the user agent, in memory only) held between two flushes, which hash them; more are dropped likewise.',
    },
    FEEDBACK_CLIENT_PER_MINUTE: {
      default: '`10`',
      description: '`POST /_folio/feedback` requests per minute from one address on one site (refused ones count too).',
    },
    FEEDBACK_SITE_PER_MINUTE: {
      default: '`300`',
      description: 'Feedback votes per minute on one site, all readers together.',
    },
    FEEDBACK_COMMENTS_PER_SITE_HOUR: {
      default: '`200`',
      description: 'Feedback comments per hour on one site: the bound on what spam can add to the dashboard.',
    },
    SEARCH_EVENTS_CLIENT_PER_MINUTE: {
      default: '`60`',
      description: '`POST /_folio/search-events` beacons per minute from one address on one site.',
    },
    SECRET_ENCRYPTION_KEY: {
      default: 'unset',
      description:
        "The API's key (same value). Opens sealed OIDC client secrets; reader sessions and dashboard preview grants are signed with keys derived from it. Unset: every private site answers 503 (guides/private-docs).",
    },
    SIGN_IN_ATTEMPTS_PER_MINUTE: {
      default: '`10`',
      description: 'Password posts and sign-in callbacks per minute from one address on one private site (429 beyond).',
    },
    READER_SESSION_HOURS: {
      default: '`12`',
      description: "How long a reader of a private site stays signed in (the session cookie's lifetime).",
    },
    ACCESS_ALLOW_HTTP_ISSUERS: {
      default: '`false`',
      description:
        'Let OIDC issuers and JWKS URLs be plain `http` and on loopback: local development and tests only. Private and link-local addresses stay refused unless `PLAYGROUND_ALLOW_PRIVATE` allows them.',
    },
  },
};

const TITLES: Record<Service, string> = {
  api: 'Control plane (`services/api`)',
  worker: 'Build worker (`services/worker`)',
  edge: 'Edge (`services/edge`)',
};
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
  for (const name of names)
    if (!described[name])
      problems.push(`services/${service}/.env.example names ${name}, which has no description here`);
  for (const name of Object.keys(described))
    if (!names.includes(name))
      problems.push(`${service} ${name} is described here but not in services/${service}/.env.example`);
  const rows = names.map(
    (name) => `| \`${name}\` | ${described[name]?.default ?? ''} | ${described[name]?.description ?? ''} |`,
  );
  sections.push(
    [
      `### ${TITLES[service]}`,
      '',
      `Template: \`services/${service}/.env.example\`.`,
      '',
      '| variable | default | meaning |',
      '|---|---|---|',
      ...rows,
    ].join('\n'),
  );
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
