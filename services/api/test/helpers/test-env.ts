import { createHmac, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import {
  type BuildRow,
  buildDispatchChannel,
  createBuildQueue,
  createRedis,
  loadMigrations,
  previewLabel,
  runMigrations,
} from '@folio/platform';
import { createTestDatabase, type TestDatabase } from '@folio/platform/testing';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type ApiConfig } from '../../src/config/load-config.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789abcdef';
/** The API's METRICS_TOKEN in tests: send it as `authorization: Bearer …` to read `/metrics`. */
export const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';
/** The API's TLS_ASK_TOKEN in tests: `/internal/tls-ask?token=…` or as a bearer token. */
export const TLS_ASK_TOKEN = 'tls-ask-token-for-tests-0123456789abcdef';

/** One test file's world: its own database, queue and app. */
export interface TestEnv {
  app: FastifyInstance;
  db: TestDatabase;
  redis: Redis;
  queue: Queue;
  config: Readonly<ApiConfig>;
  /** TXT records the injected resolver answers, by name. */
  txt: Map<string, string[][]>;
  close(): Promise<void>;
}

/** Builds the base environment of the tests; `overrides` wins. */
export function testEnvVars(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: ADMIN_URL,
    REDIS_URL,
    OPERATOR_TOKEN,
    METRICS_TOKEN,
    TLS_ASK_TOKEN,
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PLATFORM_DOMAIN: 'folio.test-platform.dev',
    SITES_DOMAIN: 'folio.test-sites.dev',
    PUBLIC_URL: 'https://api.folio.test-platform.dev',
    LOG_LEVEL: 'silent',
    BUILD_QUEUE_NAME: `builds-${randomBytes(4).toString('hex')}`,
    BUILD_QUEUE_PREFIX: 'folio-test',
    // Sites in tests name github.com: no test but the commit status ones may call out.
    COMMIT_STATUS_ENABLED: 'false',
    ...overrides,
  };
}

/** Creates a database (migrated), a Redis connection, a fresh BullMQ queue and the app (logging to `options.logger`, else nowhere). */
export async function startTestEnv(
  overrides: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<TestEnv> {
  const db = await createTestDatabase(ADMIN_URL);
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const config = loadConfig(testEnvVars({ DATABASE_URL: db.connectionString, ...overrides }));
  const redis = createRedis(REDIS_URL, () => {});
  const queue = createBuildQueue(redis, config.queue);
  const txt = new Map<string, string[][]>();
  const resolveTxt = async (name: string) => {
    const records = txt.get(name);
    if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return records;
  };
  const app = await buildApp({ db: db.pool, redis, queue, config, resolveTxt, ...options });
  return {
    app,
    db,
    redis,
    queue,
    config,
    txt,
    async close() {
      await app.close();
      await queue.obliterate({ force: true });
      await queue.close();
      redis.disconnect();
      await db.drop();
    },
  };
}

/** A tenant and its first (all-scopes) API key. */
export interface TestTenant {
  id: string;
  key: string;
  auth: { authorization: string };
}

/** Creates a tenant through the operator route. */
export async function createTenant(env: TestEnv, name = 'Acme'): Promise<TestTenant> {
  const response = await env.app.inject({
    method: 'POST',
    url: '/v1/tenants',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: { name },
  });
  if (response.statusCode !== 201) throw new Error(`tenant creation failed: ${response.body}`);
  const body = response.json();
  return { id: body.tenant.id, key: body.apiKey.key, auth: { authorization: `Bearer ${body.apiKey.key}` } };
}

/** A site as created through the API, with its webhook secret. */
export interface TestSite {
  id: string;
  slug: string;
  branch: string;
  webhookSecret: string;
}

/** Creates a site for `tenant` (production branch `main`). */
export async function createSite(
  env: TestEnv,
  tenant: TestTenant,
  body: Record<string, unknown> = {},
): Promise<TestSite> {
  const response = await env.app.inject({
    method: 'POST',
    url: '/v1/sites',
    headers: tenant.auth,
    payload: { name: 'Acme Docs', repoUrl: 'https://github.com/acme/docs.git', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`site creation failed: ${response.body}`);
  return response.json();
}

/** A 40-hex commit id derived from `seed`. */
export function sha(seed: string | number): string {
  return createHmac('sha1', 'x').update(String(seed)).digest('hex');
}

/** A GitHub push request for `site`: signed with its secret unless `signature` is given. */
export function githubPush(
  site: TestSite,
  push: { branch?: string; after?: string; deleted?: boolean; ref?: string },
  options: { delivery?: string; event?: string; signature?: string | null; secret?: string; rawBody?: string } = {},
) {
  const body =
    options.rawBody ??
    JSON.stringify({
      ref: push.ref ?? `refs/heads/${push.branch ?? 'main'}`,
      after: push.after ?? (push.deleted ? '0'.repeat(40) : sha(Math.random())),
      deleted: push.deleted ?? false,
      repository: { clone_url: 'https://github.com/acme/docs.git' },
    });
  const signature =
    options.signature === undefined
      ? `sha256=${createHmac('sha256', options.secret ?? site.webhookSecret)
          .update(body)
          .digest('hex')}`
      : options.signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-github-event': options.event ?? 'push',
    'x-github-delivery': options.delivery ?? randomBytes(8).toString('hex'),
  };
  if (signature !== null) headers['x-hub-signature-256'] = signature;
  return { method: 'POST' as const, url: `/webhooks/github/${site.id}`, headers, payload: body };
}

/** Rows of `builds` for a site, oldest first. */
export async function buildsOf(env: TestEnv, siteId: string) {
  const rows = await env.db.pool.query(
    'SELECT id, kind, branch, commit_sha, status, superseded_by, trigger FROM builds WHERE site_id = $1 ORDER BY queued_at, id',
    [siteId],
  );
  return rows.rows;
}

/**
 * Ids of the builds waiting for a worker to dispatch them (queued, not dispatched): what the API
 * queues. Workers move them into the BullMQ queue one per free slot, fairly across tenants.
 */
export async function waitingBuildIds(env: TestEnv): Promise<string[]> {
  const rows = await env.db.pool.query<{ id: string }>(
    `SELECT id FROM builds WHERE status = 'queued' AND dispatched_at IS NULL ORDER BY id`,
  );
  return rows.rows.map((row) => row.id);
}

/**
 * Claims a build the way a worker does (`services/worker/src/db/claim-build-attempt.ts` without a
 * take-over): `queued` becomes `running`, and anything else (superseded, canceled, already running)
 * answers `null`. Services never import each other, so the api's tests keep this one statement.
 */
export async function claimQueuedBuild(env: TestEnv, buildId: string): Promise<BuildRow | null> {
  const result = await env.db.pool.query<BuildRow>(
    `UPDATE builds SET status = 'running', started_at = now() WHERE id = $1 AND status = 'queued' RETURNING *`,
    [buildId],
  );
  return result.rows[0] ?? null;
}

/**
 * Counts the dispatch requests published for the env's queue from now on: `count()` waits up to
 * `timeoutMs` for at least `atLeast` of them to arrive, then answers how many did.
 */
export async function watchDispatchRequests(
  env: TestEnv,
): Promise<{ count(atLeast?: number, timeoutMs?: number): Promise<number>; close(): void }> {
  const subscriber = env.redis.duplicate();
  let received = 0;
  subscriber.on('message', () => received++);
  await subscriber.subscribe(buildDispatchChannel(env.config.queue));
  return {
    async count(atLeast = 1, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (received < atLeast && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return received;
    },
    close: () => subscriber.disconnect(),
  };
}

/** Inserts a finished build and, when it succeeded, its deployment, as the worker would. */
export async function insertFinishedBuild(
  env: TestEnv,
  siteId: string,
  options: {
    kind?: 'production' | 'preview';
    branch?: string;
    status?: 'succeeded' | 'failed';
    minutesAgo?: number;
  } = {},
): Promise<{ buildId: string; deploymentId: string | null }> {
  const kind = options.kind ?? 'production';
  const branch = options.branch ?? 'main';
  const status = options.status ?? 'succeeded';
  const minutes = options.minutesAgo ?? 0;
  const build = await env.db.pool.query(
    `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, started_at, finished_at, diagnostics, log)
     VALUES ($1, $2, $3, $4, 'push', $5, now() - make_interval(mins => $6), now() - make_interval(mins => $6) + interval '2 seconds',
             now() - make_interval(mins => $6) + interval '9 seconds', $7, 'cloned\nbuilt 12 pages\n')
     RETURNING id`,
    [
      siteId,
      kind,
      branch,
      sha(`${branch}${minutes}${status}`),
      status,
      minutes,
      JSON.stringify([
        { code: 'NAV_PAGE_NOT_FOUND', severity: 'warning', message: 'page "x" does not exist', file: 'docs.json' },
      ]),
    ],
  );
  const buildId = build.rows[0].id;
  if (status !== 'succeeded') return { buildId, deploymentId: null };
  const deployment = await env.db.pool.query(
    `INSERT INTO deployments (site_id, build_id, kind, branch, preview_label, commit_sha, manifest_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'sites/x/deployments/y/manifest.json', now() - make_interval(mins => $7)) RETURNING id`,
    [siteId, buildId, kind, branch, kind === 'preview' ? previewLabel(branch) : null, sha(branch), minutes],
  );
  return { buildId, deploymentId: deployment.rows[0].id };
}
