// The whole platform on private dependencies: Postgres (own cluster), Redis (own server), s3rver,
// a git HTTP server, the API and the edge in this process (listening on 127.0.0.1), and build
// workers as child processes (so they can be killed with SIGKILL). Nothing leaves loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  createBuildQueue,
  createPool,
  createRedis,
  createS3Client,
  loadMigrations,
  runMigrations,
} from '@folio/platform';
import type { Dialer, HostLookup, RateLimiter } from '@folio/playground-proxy';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { buildApp as buildApi } from '../../services/api/src/app.ts';
import { loadConfig as loadApiConfig } from '../../services/api/src/config/load-config.ts';
import { buildApp as buildEdge } from '../../services/edge/src/app.ts';
import { loadConfig as loadEdgeConfig } from '../../services/edge/src/config/load-config.ts';
import { createS3ObjectStore } from '../../services/edge/src/storage/create-s3-object-store.ts';
import { startGitHttpServer, type GitHttpServer } from '../../test/git-http-server.ts';
import { createRepo, type Repo } from './git-repo.ts';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { startPrivateRedis, type PrivateRedis } from './private-redis.ts';
import { startPrivateS3, type PrivateS3 } from './private-s3.ts';
import type { WorkerChildConfig } from './worker-child.ts';

export const PLATFORM_DOMAIN = 'folio.reliability.test';
/** Tenant sites: a registrable domain apart from the dashboard's, as in production. */
export const SITES_DOMAIN = 'folio-sites.reliability.test';
export const OPERATOR_TOKEN = 'operator-token-reliability-0123456789abcdef';
/** The bearer token of `/metrics` on the API and the edge (set, as production should). */
export const METRICS_TOKEN = 'metrics-token-reliability-0123456789abcdef';
/** The token of the API's `/internal/tls-ask`. */
export const TLS_ASK_TOKEN = 'tls-ask-token-reliability-0123456789abcdef';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_CHILD = fileURLToPath(new URL('./worker-child.ts', import.meta.url));

/** A build worker child process. */
export interface WorkerProcess {
  pid: number;
  /** Lines it printed ("ready", "<phase> <buildId>"). */
  lines: string[];
  /** Resolves on the first line matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<string>;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Whether the suite stopped it (`kill`); a worker that is not alive otherwise died on its own. */
  killedBySuite(): boolean;
}

/** An HTTP answer. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Options of {@link startPlatform}. */
export interface PlatformOptions {
  workerLimits?: WorkerChildConfig['limits'];
  workerThread?: WorkerChildConfig['thread'];
  edgePlayground?: { lookup?: HostLookup; connect?: Dialer; clientLimiter?: RateLimiter; siteLimiter?: RateLimiter };
  edgeEnv?: Record<string, string>;
  apiEnv?: Record<string, string>;
}

/** The running platform. */
export interface Platform {
  pg: PrivatePostgres;
  redis: PrivateRedis;
  s3: PrivateS3;
  git: GitHttpServer;
  db: pg.Pool;
  queue: Queue;
  api: FastifyInstance;
  apiUrl: string;
  edge: FastifyInstance;
  edgePort: number;
  secretKey: Buffer;
  workers: WorkerProcess[];
  startWorker(options?: { concurrency?: number }): Promise<WorkerProcess>;
  createRepo(name: string): Promise<Repo>;
  /** Creates a tenant through the operator route; returns its id and API key. */
  createTenant(name: string): Promise<{ id: string; key: string }>;
  /** Creates a site for `repo` through the API. */
  createSite(
    key: string,
    repo: Repo,
    body?: Record<string, unknown>,
  ): Promise<{ id: string; slug: string; webhookSecret: string }>;
  /** Calls the API over HTTP. */
  api$(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: string | Buffer },
  ): Promise<Answer>;
  /** GET (or `method`) on the edge with a Host header. */
  edge$(host: string, path: string, options?: { method?: string; headers?: Record<string, string> }): Promise<Answer>;
  /** Signs and sends a GitHub push webhook; returns the answer. */
  pushWebhook(
    site: { id: string; webhookSecret: string },
    sha: string,
    options?: { delivery?: string; branch?: string },
  ): Promise<Answer>;
  /** Polls until every build of `siteIds` (or all) is final, or the deadline passes. */
  waitForBuildsToEnd(timeoutMs: number, siteIds?: string[]): Promise<boolean>;
  /**
   * What no longer answers: the API's and the edge's `/healthz` (not 200 within 5 s), and worker
   * processes that exited without the suite stopping them. Empty when everything is up.
   */
  servicesDown(): Promise<string[]>;
  /** Queries the edge has sent to Postgres since it started (its pool's `query` calls). */
  edgeQueries(): number;
  close(): Promise<void>;
}

const FINAL = ['succeeded', 'failed', 'canceled', 'superseded'];

/** Starts everything; about 3 s. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const pgServer = await startPrivatePostgres();
  const redisServer = await startPrivateRedis();
  const s3Server = await startPrivateS3();
  const db = createPool({ connectionString: pgServer.url, max: 10 }, () => {});
  await runMigrations(db, await loadMigrations({ readdir, readFile }));
  const gitRoot = await mkdtemp(join(tmpdir(), 'folio-reliability-git-'));
  const workRoot = await mkdtemp(join(tmpdir(), 'folio-reliability-work-'));
  const git = await startGitHttpServer({ root: gitRoot });
  const secretKey = randomBytes(32);
  const queueOptions = { name: `builds-${randomBytes(4).toString('hex')}`, prefix: 'folio-reliability' };

  const apiConfig = loadApiConfig({
    DATABASE_URL: pgServer.url,
    REDIS_URL: redisServer.url,
    OPERATOR_TOKEN,
    SECRET_ENCRYPTION_KEY: secretKey.toString('base64'),
    PLATFORM_DOMAIN,
    SITES_DOMAIN,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    BUILD_QUEUE_NAME: queueOptions.name,
    BUILD_QUEUE_PREFIX: queueOptions.prefix,
    ALLOW_LOOPBACK_REPOSITORIES: 'true',
    WEBHOOK_BODY_LIMIT_BYTES: String(1024 * 1024),
    RATE_LIMIT_MAX: '1000000',
    METRICS_TOKEN,
    TLS_ASK_TOKEN,
    // The workers' bucket, so deleting a site deletes its objects as in production.
    S3_BUCKET: s3Server.bucket,
    S3_ENDPOINT: s3Server.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    ...options.apiEnv,
  });
  const apiRedis = createRedis(redisServer.url, () => {});
  const queue = createBuildQueue(apiRedis, queueOptions);
  const apiPool = createPool({ connectionString: pgServer.url, max: 10 }, () => {});
  const api = await buildApi({ db: apiPool, redis: apiRedis, queue, config: apiConfig });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = (api.server.address() as AddressInfo).port;

  const edgeConfig = loadEdgeConfig({
    DATABASE_URL: pgServer.url,
    REDIS_URL: redisServer.url,
    S3_BUCKET: s3Server.bucket,
    S3_ENDPOINT: s3Server.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    PLATFORM_DOMAIN,
    SITES_DOMAIN,
    LOG_LEVEL: 'silent',
    METRICS_TOKEN,
    ...options.edgeEnv,
  });
  const edgePool = createPool({ connectionString: pgServer.url, max: 6 }, () => {});
  // Counts what the edge asks Postgres (host lookups): a flood of made-up hosts must not cost one each without bound.
  let edgeQueries = 0;
  const poolQuery = edgePool.query.bind(edgePool) as (...args: unknown[]) => unknown;
  edgePool.query = ((...args: unknown[]) => {
    edgeQueries++;
    return poolQuery(...args);
  }) as typeof edgePool.query;
  const edgeRedis = new Redis(redisServer.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  edgeRedis.on('error', () => {});
  await new Promise<void>((resolve) =>
    edgeRedis.status === 'ready' ? resolve() : edgeRedis.once('ready', () => resolve()),
  );
  const subscriber = new Redis(redisServer.url);
  subscriber.on('error', () => {});
  const s3Client = createS3Client({
    endpoint: s3Server.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const edge = await buildEdge({
    config: edgeConfig,
    db: edgePool,
    redis: edgeRedis,
    subscriber,
    store: createS3ObjectStore(s3Client, s3Server.bucket),
    ...(options.edgePlayground ? { playground: options.edgePlayground } : {}),
  });
  await edge.listen({ host: '127.0.0.1', port: 0 });
  const edgePort = (edge.server.address() as AddressInfo).port;

  const workers: WorkerProcess[] = [];
  const call = (
    port: number,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(body);
    });

  const platform: Platform = {
    pg: pgServer,
    redis: redisServer,
    s3: s3Server,
    git,
    db,
    queue,
    api,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    edge,
    edgePort,
    secretKey,
    workers,
    async startWorker(workerOptions = {}) {
      const config: WorkerChildConfig = {
        databaseUrl: pgServer.url,
        redisUrl: redisServer.url,
        queue: queueOptions,
        s3Endpoint: s3Server.endpoint,
        bucket: s3Server.bucket,
        secretKey: secretKey.toString('base64'),
        concurrency: workerOptions.concurrency ?? 1,
        ...(options.workerLimits ? { limits: options.workerLimits } : {}),
        ...(options.workerThread ? { thread: options.workerThread } : {}),
      };
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', WORKER_CHILD], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, FOLIO_RELIABILITY_WORKER: JSON.stringify(config) },
      });
      const lines: string[] = [];
      const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
      createInterface({ input: child.stdout! }).on('line', (line) => {
        lines.push(line);
        for (const waiter of [...waiters]) {
          if (waiter.pattern.test(line)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(line);
          }
        }
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      let killed = false;
      const worker: WorkerProcess = {
        pid: child.pid ?? -1,
        lines,
        waitFor(pattern, timeoutMs) {
          const seen = lines.find((line) => pattern.test(line));
          if (seen !== undefined) return Promise.resolve(seen);
          return new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`worker printed nothing matching ${pattern} in ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              pattern,
              resolve: (line) => {
                clearTimeout(timer);
                resolve(line);
              },
            });
          });
        },
        alive: () => child.exitCode === null && child.signalCode === null,
        killedBySuite: () => killed,
        async kill(signal = 'SIGKILL') {
          killed = true;
          if (!worker.alive()) return;
          child.kill(signal);
          await exited;
        },
      };
      workers.push(worker);
      await worker.waitFor(/^ready$/, 60_000);
      return worker;
    },
    createRepo: (name) => createRepo(gitRoot, workRoot, name),
    async createTenant(name) {
      const answer = await platform.api$('POST', '/v1/tenants', {
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (answer.status !== 201) throw new Error(`tenant creation failed: ${answer.status} ${answer.body.toString()}`);
      const body = JSON.parse(answer.body.toString()) as { tenant: { id: string }; apiKey: { key: string } };
      return { id: body.tenant.id, key: body.apiKey.key };
    },
    async createSite(key, repo, body = {}) {
      const answer = await platform.api$('POST', '/v1/sites', {
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Docs', repoUrl: `${git.url}${repo.path}`, ...body }),
      });
      if (answer.status !== 201) throw new Error(`site creation failed: ${answer.status} ${answer.body.toString()}`);
      return JSON.parse(answer.body.toString()) as { id: string; slug: string; webhookSecret: string };
    },
    api$: (method, path, callOptions = {}) => call(apiPort, method, path, callOptions.headers ?? {}, callOptions.body),
    edge$: (host, path, callOptions = {}) =>
      call(edgePort, callOptions.method ?? 'GET', path, { host, ...callOptions.headers }),
    async pushWebhook(site, sha, pushOptions = {}) {
      const body = JSON.stringify({ ref: `refs/heads/${pushOptions.branch ?? 'main'}`, after: sha, deleted: false });
      const { createHmac } = await import('node:crypto');
      return platform.api$('POST', `/webhooks/github/${site.id}`, {
        headers: {
          'content-type': 'application/json',
          'x-github-event': 'push',
          'x-github-delivery': pushOptions.delivery ?? randomBytes(8).toString('hex'),
          'x-hub-signature-256': `sha256=${createHmac('sha256', site.webhookSecret).update(body).digest('hex')}`,
        },
        body,
      });
    },
    async waitForBuildsToEnd(timeoutMs, siteIds) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const open = await db
          .query<{ n: number }>(
            `SELECT count(*)::int AS n FROM builds WHERE status <> ALL($1) AND ($2::uuid[] IS NULL OR site_id = ANY($2))`,
            [FINAL, siteIds ?? null],
          )
          .then((result) => result.rows[0]!.n)
          .catch(() => -1);
        if (open === 0) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async servicesDown() {
      const down: string[] = [];
      const answers = async (name: string, port: number, host: string) => {
        const answer = await new Promise<number>((resolve) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path: '/healthz', headers: { host }, timeout: 5_000 },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('timeout', () => req.destroy());
          req.on('error', () => resolve(0));
          req.end();
        });
        if (answer !== 200) down.push(`${name} /healthz ${answer === 0 ? 'did not answer' : `answered ${answer}`}`);
      };
      await answers('api', apiPort, '127.0.0.1');
      await answers('edge', edgePort, '127.0.0.1');
      for (const worker of workers)
        if (!worker.alive() && !worker.killedBySuite()) down.push(`worker ${worker.pid} exited on its own`);
      return down;
    },
    edgeQueries: () => edgeQueries,
    async close() {
      for (const worker of workers) await worker.kill();
      await edge.close().catch(() => {});
      await api.close().catch(() => {});
      subscriber.disconnect();
      edgeRedis.disconnect();
      await queue.close().catch(() => {});
      apiRedis.disconnect();
      s3Client.destroy();
      await Promise.all([db.end(), apiPool.end(), edgePool.end()].map((p) => p.catch(() => {})));
      await git.close();
      await s3Server.close();
      await redisServer.close();
      await pgServer.close();
      await Promise.all([gitRoot, workRoot].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
  return platform;
}

/** The host name of a site under the sites domain. */
export function siteHost(slug: string): string {
  return `${slug}.${SITES_DOMAIN}`;
}
