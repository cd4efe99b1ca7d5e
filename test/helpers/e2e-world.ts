// The whole platform in one test process: a fresh Postgres database, Redis under a unique queue
// prefix, s3rver, the git HTTP server, and the real api, worker and edge listening on 127.0.0.1.
// DNS is injected: TXT answers for custom domains, and a playground resolver that maps test API
// names to loopback (allowed in this world only). The edge's analytics go to a Redis stream of the
// world's own, which the worker folds into Postgres. Nothing here leaves loopback.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp as buildApi, loadConfig as loadApiConfig } from '@folio/api';
import { buildApp as buildEdge, createS3ObjectStore, loadConfig as loadEdgeConfig } from '@folio/edge';
import { createApiClient, git, type CallApi } from '@folio/local';
import {
  createBuildQueue,
  createRedis,
  createS3Client,
  createSecretBox,
  loadMigrations,
  runMigrations,
} from '@folio/platform';
import { createTestDatabase, type TestDatabase } from '@folio/platform/testing';
import type { HostLookup } from '@folio/playground-proxy';
import { startWorker, type RunningWorker } from '@folio/worker';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import S3rver from 's3rver';
import { startGitHttpServer, type GitHttpServer } from '../git-http-server.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The dashboard and the API are `app.localhost` and `api.localhost`, as under `npm start`. */
const PLATFORM_DOMAIN = 'localhost';
/**
 * Sites are `<slug>.sites.localhost`, another registrable domain than the dashboard's, as under
 * `npm start`; browsers resolve `*.localhost` to loopback by themselves.
 */
export const SITES_DOMAIN = 'sites.localhost';
const BUCKET = 'folio-e2e';

/** An HTTP answer from the edge or the API. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The running platform and handles on its parts. */
export interface E2eWorld {
  apiUrl: string;
  edgePort: number;
  operator: CallApi;
  gitUrl: string;
  /** TXT records the API's resolver answers (name → values). */
  txt: Map<string, string[]>;
  /** Creates a bare repository on the git server and a working copy; `commit` pushes. */
  createRepo(
    name: string,
  ): Promise<{ url: string; commit(files: Record<string, string>, branch?: string): Promise<string> }>;
  /** A request to the edge with this Host header. */
  edge(
    host: string,
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<HttpAnswer>;
  close(): Promise<void>;
}

/** Starts the world; `playgroundHosts` maps playground API host names to addresses; `apiEnv` adds API variables. */
export async function startE2eWorld(
  playgroundHosts: Record<string, string[]>,
  options: { apiEnv?: Record<string, string> } = {},
): Promise<E2eWorld> {
  const closers: Array<() => Promise<unknown> | unknown> = [];
  const db: TestDatabase = await createTestDatabase(ADMIN_URL);
  closers.push(() => db.drop());
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const prefix = `folio-e2e-${randomBytes(4).toString('hex')}`;
  // The edge counts into a stream of this world's own, which the worker folds into the rollups.
  const analyticsStream = `folio:e2e-analytics:${randomBytes(4).toString('hex')}`;
  const redis = createRedis(REDIS_URL, () => {});
  closers.push(() => redis.disconnect());
  closers.push(async () => {
    const keys = await redis.keys(`${analyticsStream}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
  const queue = createBuildQueue(redis, { name: 'builds', prefix });
  closers.push(() => queue.close());

  const s3Dir = await mkdtemp(join(tmpdir(), 'folio-e2e-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3rver.run();
  closers.push(async () => {
    await s3rver.close();
    await rm(s3Dir, { recursive: true, force: true });
  });
  const s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };

  const gitRoot = await mkdtemp(join(tmpdir(), 'folio-e2e-git-'));
  const workRoot = await mkdtemp(join(tmpdir(), 'folio-e2e-work-'));
  const gitServer: GitHttpServer = await startGitHttpServer({ root: gitRoot });
  closers.push(async () => {
    await gitServer.close();
    await rm(gitRoot, { recursive: true, force: true });
    await rm(workRoot, { recursive: true, force: true });
  });

  const secretKey = randomBytes(32);
  const operatorToken = randomBytes(32).toString('hex');
  const txt = new Map<string, string[]>();
  const apiConfig = loadApiConfig({
    DATABASE_URL: db.connectionString,
    REDIS_URL,
    OPERATOR_TOKEN: operatorToken,
    SECRET_ENCRYPTION_KEY: secretKey.toString('base64'),
    PLATFORM_DOMAIN,
    SITES_DOMAIN,
    BUILD_QUEUE_NAME: 'builds',
    BUILD_QUEUE_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    ALLOW_LOOPBACK_REPOSITORIES: 'true',
    // The workers' bucket, so deleting a site deletes its objects as in production.
    ...s3Env,
    ...options.apiEnv,
  });
  const api: FastifyInstance = await buildApi({
    db: db.pool,
    redis,
    queue,
    config: apiConfig,
    resolveTxt: async (name) => {
      const values = txt.get(name);
      if (values === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return values.map((value) => [value]);
    },
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  closers.push(() => api.close());
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;

  const s3 = createS3Client({
    endpoint: s3Env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  closers.push(() => s3.destroy());
  const worker: RunningWorker = await startWorker({
    db: db.pool,
    redis,
    s3,
    bucket: BUCKET,
    secretBox: createSecretBox(secretKey),
    logger: pino({ level: process.env.E2E_LOG ?? 'silent' }),
    queue: { name: 'builds', prefix },
    reconcileIntervalMs: 0,
    // The test's git server is on 127.0.0.1.
    allowPrivateRepositories: ['loopback'],
    analytics: { stream: analyticsStream, retentionDays: 395, batchEntries: 200, blockMs: 200 },
  });
  closers.push(() => worker.close(1_000));

  const edgeConfig = loadEdgeConfig({
    DATABASE_URL: db.connectionString,
    REDIS_URL,
    PLATFORM_DOMAIN,
    SITES_DOMAIN,
    LOG_LEVEL: 'silent',
    PLAYGROUND_ALLOW_PRIVATE: 'loopback',
    ANALYTICS_STREAM: analyticsStream,
    ANALYTICS_FLUSH_MS: '200',
    ...s3Env,
  });
  const edgeRedis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  edgeRedis.on('error', () => {});
  await new Promise<void>((resolve) =>
    edgeRedis.status === 'ready' ? resolve() : edgeRedis.once('ready', () => resolve()),
  );
  const subscriber = new Redis(REDIS_URL);
  subscriber.on('error', () => {});
  closers.push(() => {
    edgeRedis.disconnect();
    subscriber.disconnect();
  });
  const lookup: HostLookup = async (hostname) => {
    const addresses = playgroundHosts[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  const edge = await buildEdge({
    config: edgeConfig,
    db: db.pool,
    redis: edgeRedis,
    subscriber,
    store: createS3ObjectStore(s3, BUCKET),
    playground: { lookup },
  });
  await edge.listen({ host: '127.0.0.1', port: 0 });
  closers.push(() => edge.close());
  const edgePort = (edge.server.address() as AddressInfo).port;

  return {
    apiUrl,
    edgePort,
    operator: createApiClient(apiUrl, operatorToken),
    gitUrl: gitServer.url,
    txt,
    async createRepo(name) {
      const bare = join(gitRoot, `${name}.git`);
      const work = join(workRoot, name);
      await mkdir(work, { recursive: true });
      await git(gitRoot, 'init', '--bare', '--quiet', '--initial-branch=main', bare);
      await git(work, 'init', '--quiet', '--initial-branch=main');
      await git(work, 'remote', 'add', 'origin', `${gitServer.url}/${name}.git`);
      let current = 'main';
      return {
        url: `${gitServer.url}/${name}.git`,
        async commit(files, branch = 'main') {
          if (branch !== current) {
            await git(work, 'checkout', '--quiet', '-B', branch);
            current = branch;
          }
          for (const [path, content] of Object.entries(files)) {
            await mkdir(dirname(join(work, path)), { recursive: true });
            await writeFile(join(work, path), content);
          }
          await git(work, 'add', '-A');
          await git(work, 'commit', '--quiet', '--allow-empty', '-m', 'update');
          await git(work, 'push', '--quiet', '--force', 'origin', `HEAD:refs/heads/${branch}`);
          return git(work, 'rev-parse', 'HEAD');
        },
      };
    },
    edge: (host, path, init = {}) =>
      new Promise<HttpAnswer>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: edgePort, path, method: init.method ?? 'GET', headers: { host, ...init.headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(init.body);
      }),
    async close() {
      for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => {});
    },
  };
}
