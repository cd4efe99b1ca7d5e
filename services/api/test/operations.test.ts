import { Writable } from 'node:stream';
import { createRedis } from '@folio/platform';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTenant, METRICS_TOKEN, startTestEnv, type TestEnv } from './helpers/test-env.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv({
    DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev',
    RATE_LIMIT_MAX: '5',
    BODY_LIMIT_BYTES: '2048',
  });
});
afterAll(async () => env.close());

describe('health, readiness, metrics', () => {
  it('answers /healthz and /readyz with Postgres and Redis up', async () => {
    expect((await env.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await env.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok' });
  });

  it('answers /readyz 503 naming the dependency that is down', async () => {
    const deadPool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 500,
    });
    const app = await buildApp({ db: deadPool, redis: env.redis, queue: env.queue, config: env.config });
    try {
      const response = await app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'down', postgres: 'down', redis: 'ok' });
    } finally {
      await app.close();
      await deadPool.end();
    }
  });

  it('exposes Prometheus metrics, including per-route request durations', async () => {
    await env.app.inject('/healthz');
    const response = await env.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /folio_api_http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/,
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });
});

describe('GET /openapi.json', () => {
  it('documents every route with its schemas and the error codes', async () => {
    const response = await env.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/healthz',
      '/internal/tls-ask',
      '/metrics',
      '/readyz',
      '/v1/api-keys',
      '/v1/api-keys/{apiKeyId}',
      '/v1/sites',
      '/v1/sites/{siteId}',
      '/v1/sites/{siteId}/analytics',
      '/v1/sites/{siteId}/builds',
      '/v1/sites/{siteId}/builds/{buildId}',
      '/v1/sites/{siteId}/builds/{buildId}/cancel',
      '/v1/sites/{siteId}/deployments',
      '/v1/sites/{siteId}/deployments/{deploymentId}/activate',
      '/v1/sites/{siteId}/domains',
      '/v1/sites/{siteId}/domains/{domainId}',
      '/v1/sites/{siteId}/domains/{domainId}/verify',
      '/v1/sites/{siteId}/proxy-check',
      '/v1/sites/{siteId}/webhook-secret',
      '/v1/tenants',
      '/v1/tenants/{tenantId}/sign-in-links',
      '/webhooks/generic/{siteId}',
      '/webhooks/github/{siteId}',
      '/webhooks/gitlab/{siteId}',
    ]);
    expect(doc.paths['/v1/sites'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'repoUrl',
    ]);
    expect(
      doc.paths['/webhooks/github/{siteId}'].post.requestBody.content['application/json'].schema.properties.ref,
    ).toBeDefined();
    expect(doc.paths['/v1/sites/{siteId}'].get.security).toEqual([{ apiKey: [] }, { dashboardSession: [] }]);
    expect(doc.info.description).toContain('/webhooks/github/{siteId}');
    expect(doc.info.description).toContain('| DOMAIN_TAKEN | 409 |');
    expect(doc.components.securitySchemes.operatorToken.scheme).toBe('bearer');
    // The webhook guard answers 429 before the body is read; each webhook route says so.
    for (const host of ['github', 'gitlab', 'generic'])
      expect(Object.keys(doc.paths[`/webhooks/${host}/{siteId}`].post.responses)).toContain('429');
    expect(doc.paths['/metrics'].get.security).toEqual([{ metricsToken: [] }]);
    expect(doc.paths['/internal/tls-ask'].get.security).toEqual([{ tlsAskQueryToken: [] }, { tlsAskToken: [] }]);
    expect(doc.components.securitySchemes.tlsAskQueryToken).toMatchObject({
      type: 'apiKey',
      in: 'query',
      name: 'token',
    });
  });
});

describe('CORS', () => {
  it('allows the dashboard origin and no other', async () => {
    const preflight = (origin: string) =>
      env.app.inject({
        method: 'OPTIONS',
        url: '/v1/sites',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight('https://app.folio.test-platform.dev');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.folio.test-platform.dev');
    expect(allowed.headers['access-control-allow-headers']).toBe('authorization, content-type');
    const other = await preflight('https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('limits each API key separately, in Redis', async () => {
    const a = await createTenant(env, 'A');
    const b = await createTenant(env, 'B');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await env.app.inject({ method: 'GET', url: '/v1/sites', headers: a.auth })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await env.app.inject({ method: 'GET', url: '/v1/sites', headers: a.auth });
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await env.app.inject({ method: 'GET', url: '/v1/sites', headers: b.auth })).statusCode).toBe(200);
    // The counter lives in Redis, so every API process shares it.
    const keys = await env.redis.keys('folio:rate-limit:*');
    expect(keys.length).toBeGreaterThanOrEqual(2);
  });
});

describe('errors', () => {
  it('answers unknown routes, malformed JSON and oversized bodies with the error shape', async () => {
    expect((await env.app.inject('/nope?x=1')).json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'no route GET /nope',
    });
    const tenant = await createTenant(env, 'Json');
    const malformed = await env.app.inject({
      method: 'POST',
      url: '/v1/sites',
      headers: { ...tenant.auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
    const big = await env.app.inject({
      method: 'POST',
      url: '/v1/sites',
      headers: { ...tenant.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(3_000), repoUrl: 'https://a.b/c' }),
    });
    expect(big.json()).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });
  });

  it('never leaks internals on a 5xx, and logs the error once', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write: (chunk, _e, cb) => {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const brokenPool = new pg.Pool({ connectionString: `${env.db.connectionString}_missing` });
    const app = await buildApp({ db: brokenPool, redis: env.redis, queue: env.queue, config: env.config, logger });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/v1/sites',
        headers: { authorization: 'Bearer folio_x' },
      });
      expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
      expect(response.body).not.toContain('does not exist');
      const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request failed');
      expect(errors).toHaveLength(1);
      expect(errors[0].err.message).toContain('does not exist');
    } finally {
      await app.close();
      await brokenPool.end();
    }
  });
});

describe('Redis outage', () => {
  it('answers /readyz 503 when Redis does not answer', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:1', () => {});
    const app = await buildApp({ db: env.db.pool, redis: deadRedis, queue: env.queue, config: env.config });
    try {
      const response = await app.inject('/readyz');
      expect(response.json()).toEqual({ status: 'down', postgres: 'ok', redis: 'down' });
    } finally {
      await app.close();
      deadRedis.disconnect();
    }
  });
});
