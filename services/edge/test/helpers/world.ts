// A test file's world: its own Postgres database (migrated), an in-process s3rver on 127.0.0.1,
// Redis on 127.0.0.1, and the edge app built on them. Nothing here leaves loopback.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  blobKey,
  createS3Client,
  loadMigrations,
  manifestKey,
  previewLabel,
  publishSiteEvent,
  runMigrations,
  type SiteEvent,
} from '@folio/platform';
import { createTestDatabase, type TestDatabase } from '@folio/platform/testing';
import type { Dialer, HostLookup, RateLimiter } from '@folio/playground-proxy';
import { buildManifest, type SiteFile } from '@folio/site';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import type pg from 'pg';
import S3rver from 's3rver';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type EdgeConfig } from '../../src/config/load-config.ts';
import { createS3ObjectStore, EDGE_S3_ATTEMPTS } from '../../src/storage/create-s3-object-store.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SITES_DOMAIN = 'folio.test-sites.dev';
export const BUCKET = 'folio-edge-test';
/** The edge's METRICS_TOKEN in tests: send it as `authorization: Bearer …` to read `/metrics`. */
export const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
export const METRICS_AUTH = { authorization: `Bearer ${METRICS_TOKEN}` };

/** Options of {@link startWorld}. */
export interface WorldOptions {
  env?: Record<string, string>;
  /** The app's logger (silent by default), for tests that read what the edge logs. */
  logger?: Logger;
  playground?: { lookup?: HostLookup; connect?: Dialer; clientLimiter?: RateLimiter; siteLimiter?: RateLimiter };
}

export interface World {
  app: FastifyInstance;
  db: TestDatabase;
  /** The pool the app uses (end it to make Postgres "unavailable" to the edge). */
  appPool: pg.Pool;
  publisher: Redis;
  s3: S3Client;
  s3rver: S3rver;
  config: Readonly<EdgeConfig>;
  /** Stops s3rver and drops its open connections: S3 is down from now on. */
  stopS3(): Promise<void>;
  publish(event: SiteEvent): Promise<void>;
  close(): Promise<void>;
}

/** Starts the world; the app is built but not listening (use `app.inject`, or `app.listen` on 127.0.0.1). */
export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const db = await createTestDatabase(ADMIN_URL);
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const directory = await mkdtemp(join(tmpdir(), 'folio-edge-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  // Each world counts into a stream of its own, deleted with it.
  const analyticsStream = `folio:test-analytics:${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    ANALYTICS_STREAM: analyticsStream,
    DATABASE_URL: db.connectionString,
    REDIS_URL,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    SITES_DOMAIN,
    LOG_LEVEL: 'silent',
    METRICS_TOKEN,
    ...options.env,
  });
  const s3 = createS3Client({ ...config.s3, maxAttempts: EDGE_S3_ATTEMPTS });
  const appPool = db.openPool(4);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
  const subscriber = new Redis(REDIS_URL);
  subscriber.on('error', () => {});
  const publisher = new Redis(REDIS_URL);
  const app = await buildApp({
    config,
    db: appPool,
    redis,
    subscriber,
    store: createS3ObjectStore(s3, BUCKET),
    ...(options.playground ? { playground: options.playground } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  let s3Stopped = false;
  return {
    app,
    db,
    appPool,
    publisher,
    s3,
    s3rver,
    config,
    async stopS3() {
      s3Stopped = true;
      const closed = s3rver.close();
      s3rver.httpServer.closeAllConnections();
      await closed;
    },
    async publish(event) {
      await publishSiteEvent(publisher, event);
    },
    async close() {
      await app.close();
      const analyticsKeys = await publisher.keys(`${config.analytics.stream}*`);
      if (analyticsKeys.length > 0) await publisher.del(...analyticsKeys);
      subscriber.disconnect();
      redis.disconnect();
      publisher.disconnect();
      s3.destroy();
      await appPool.end().catch(() => {});
      if (!s3Stopped) await s3rver.close();
      await rm(directory, { recursive: true, force: true });
      await db.drop();
    },
  };
}

/** A tenant with one site; returns the site's id. */
export async function createSite(world: World, slug: string, playgroundOrigins: string[] = []): Promise<string> {
  const tenant = await world.db.pool.query<{ id: string }>(`INSERT INTO tenants (name) VALUES ($1) RETURNING id`, [
    `tenant ${slug}`,
  ]);
  const site = await world.db.pool.query<{ id: string }>(
    `INSERT INTO sites (tenant_id, slug, name, repo_url, branch, webhook_secret_sealed, playground_origins)
     VALUES ($1, $2, $2, 'https://git.example/' || $2, 'main', 'v1.x.x.x', $3) RETURNING id`,
    [tenant.rows[0]!.id, slug, playgroundOrigins],
  );
  return site.rows[0]!.id;
}

/** Options of {@link deploy}. */
export interface DeployOptions {
  kind?: 'production' | 'preview';
  branch?: string;
  /** Make it the site's live production deployment (default true for production). */
  activate?: boolean;
  /** OpenAPI server URLs the worker recorded (`deployments.playground_origins`). */
  servers?: string[];
}

/**
 * Records a succeeded build and its deployment, and uploads the manifest and blobs `buildManifest`
 * makes from `files` — the real format, the worker's key layout.
 */
export async function deploy(
  world: World,
  siteId: string,
  files: SiteFile[],
  options: DeployOptions = {},
): Promise<string> {
  const kind = options.kind ?? 'production';
  const branch = options.branch ?? 'main';
  const build = await world.db.pool.query<{ id: string }>(
    `INSERT INTO builds (site_id, kind, branch, trigger, status, started_at, finished_at)
     VALUES ($1, $2, $3, 'push', 'succeeded', now(), now()) RETURNING id`,
    [siteId, kind, branch],
  );
  const deployment = await world.db.pool.query<{ id: string }>(
    `INSERT INTO deployments (site_id, build_id, kind, branch, preview_label, manifest_key, playground_origins)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6) RETURNING id`,
    [siteId, build.rows[0]!.id, kind, branch, kind === 'preview' ? previewLabel(branch) : null, options.servers ?? []],
  );
  const deploymentId = deployment.rows[0]!.id;
  const { manifest, blobs } = await buildManifest(files);
  for (const [hash, bytes] of blobs) {
    await world.s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: blobKey(siteId, hash), Body: bytes }));
  }
  const key = manifestKey(siteId, deploymentId);
  await world.s3.send(
    new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: JSON.stringify(manifest), ContentType: 'application/json' }),
  );
  await world.db.pool.query(`UPDATE deployments SET manifest_key = $2 WHERE id = $1`, [deploymentId, key]);
  if (options.activate ?? kind === 'production') await activate(world, siteId, deploymentId);
  return deploymentId;
}

/** What the worker (or a rollback) does: move the pointer, then tell the edges. */
export async function activate(world: World, siteId: string, deploymentId: string): Promise<void> {
  await world.db.pool.query(`UPDATE sites SET active_deployment_id = $2 WHERE id = $1`, [siteId, deploymentId]);
  await world.publish({ type: 'deployment-activated', siteId, deploymentId });
}

/** A page as `renderSite` would write it. */
export function page(urlPath: string, html: string): SiteFile {
  const path = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`;
  return { path, urlPath, contentType: 'text/html; charset=utf-8', body: html };
}

/** A file served as is (`.md`, assets, 404). */
export function file(urlPath: string, contentType: string, body: string): SiteFile {
  return { path: urlPath.slice(1), urlPath, contentType, body };
}

/** A random slug, so parallel test files never collide in Redis messages. */
export function randomSlug(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}
