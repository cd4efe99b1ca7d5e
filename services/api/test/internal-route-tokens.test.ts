// `/metrics` and `/internal/tls-ask` answered anyone who could reach the API: the metrics name every
// route and its traffic, and tls-ask tells who has which custom domain. Each now needs its own
// token (METRICS_TOKEN as a bearer, TLS_ASK_TOKEN as a bearer or `?token=` since Caddy's `ask` can
// only pass a URL), is not served without one, and the token never reaches the logs.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createLogger } from '@folio/platform';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import {
  createSite,
  createTenant,
  METRICS_TOKEN,
  startTestEnv,
  testEnvVars,
  TLS_ASK_TOKEN,
  type TestEnv,
} from './helpers/test-env.ts';

let env: TestEnv;
let lines: string[];
let logged: FastifyInstance;
beforeAll(async () => {
  env = await startTestEnv();
  const tenant = await createTenant(env);
  const site = await createSite(env, tenant);
  const added = await env.app.inject({
    method: 'POST',
    url: `/v1/sites/${site.id}/domains`,
    headers: tenant.auth,
    payload: { hostname: 'docs.tokens-example.com' },
  });
  env.txt.set('_folio-challenge.docs.tokens-example.com', [[added.json().verification.value]]);
  const verified = await env.app.inject({
    method: 'POST',
    url: `/v1/sites/${site.id}/domains/${added.json().id}/verify`,
    headers: tenant.auth,
  });
  expect(verified.json().status).toBe('verified');
  // The same app with the service's own logger, capturing what it writes.
  lines = [];
  const logger = createLogger(
    'trace',
    new Writable({
      write: (chunk, _e, cb) => {
        lines.push(String(chunk));
        cb();
      },
    }),
  );
  logged = await buildApp({ db: env.db.pool, redis: env.redis, queue: env.queue, config: env.config, logger });
});
afterAll(async () => {
  await logged?.close();
  await env?.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = env.app) =>
  app.inject({ method: 'GET', url, headers });
const tlsAsk = (domain: string) => `/internal/tls-ask?domain=${encodeURIComponent(domain)}`;

describe('GET /metrics', () => {
  it('refuses a missing or wrong bearer token with 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: METRICS_TOKEN },
      { authorization: `Bearer ${TLS_ASK_TOKEN}` },
    ] as Array<Record<string, string>>) {
      const response = await get('/metrics', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('folio_api_');
    }
    // The query string is not a way in for /metrics: Prometheus sends headers.
    expect((await get(`/metrics?token=${METRICS_TOKEN}`)).statusCode).toBe(401);
  });

  it('answers Prometheus text with the bearer token', async () => {
    const response = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('folio_api_http_request_duration_seconds');
  });
});

describe('GET /internal/tls-ask', () => {
  it('refuses a missing or wrong token with 401, before looking at the domain', async () => {
    for (const url of [
      tlsAsk('docs.tokens-example.com'),
      `${tlsAsk('docs.tokens-example.com')}&token=wrong`,
      `${tlsAsk('docs.tokens-example.com')}&token=${METRICS_TOKEN}`,
      '/internal/tls-ask',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    }
    expect((await get(tlsAsk('docs.tokens-example.com'), { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it("answers with the token in the query string (Caddy's ask) or as a bearer header", async () => {
    const byQuery = await get(`${tlsAsk('docs.tokens-example.com')}&token=${TLS_ASK_TOKEN}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toEqual({ domain: 'docs.tokens-example.com' });
    const byHeader = await get(tlsAsk('DOCS.tokens-example.com.'), { authorization: `Bearer ${TLS_ASK_TOKEN}` });
    expect(byHeader.json()).toEqual({ domain: 'docs.tokens-example.com' });
    const unknown = await get(`${tlsAsk('nobody.example.org')}&token=${TLS_ASK_TOKEN}`);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'DOMAIN_NOT_FOUND' });
  });
});

describe('without tokens configured', () => {
  it('serves neither route: 404 as for a path that does not exist', async () => {
    const config = loadConfig(
      testEnvVars({ DATABASE_URL: env.db.connectionString, METRICS_TOKEN: '', TLS_ASK_TOKEN: '' }),
    );
    const app = await buildApp({ db: env.db.pool, redis: env.redis, queue: env.queue, config });
    try {
      expect((await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }, app)).json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'no route GET /metrics',
      });
      for (const url of [`${tlsAsk('docs.tokens-example.com')}&token=${TLS_ASK_TOKEN}`, '/internal/tls-ask']) {
        expect((await get(url, {}, app)).json()).toEqual({
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'no route GET /internal/tls-ask',
        });
      }
    } finally {
      await app.close();
    }
  });

  it('refuses tokens shorter than 32 characters, without echoing them', () => {
    let error: unknown;
    try {
      loadConfig(testEnvVars({ METRICS_TOKEN: 'short-metrics-secret', TLS_ASK_TOKEN: 'short-ask-secret' }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'METRICS_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)',
      'TLS_ASK_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)',
    ]);
    expect((error as Error).message).not.toMatch(/short-(metrics|ask)-secret/);
  });
});

describe('logs', () => {
  it('never contain either token, whichever way it was sent', async () => {
    lines.length = 0;
    const answers = [
      await get(`${tlsAsk('docs.tokens-example.com')}&token=${TLS_ASK_TOKEN}`, {}, logged),
      await get(`/internal/tls-ask?token=${TLS_ASK_TOKEN}&domain=nobody.example.org`, {}, logged),
      await get(`/internal/tls-ask?token=${TLS_ASK_TOKEN}`, {}, logged),
      await get(`/internal/tls-ask?TOKEN=${TLS_ASK_TOKEN}x&domain=a.example.org`, {}, logged),
      await get(tlsAsk('docs.tokens-example.com'), { authorization: `Bearer ${TLS_ASK_TOKEN}` }, logged),
      await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }, logged),
      await get(`/metrics?token=${METRICS_TOKEN}`, {}, logged),
    ].map((response) => response.statusCode);
    expect(answers).toEqual([200, 404, 400, 401, 200, 200, 401]);
    const text = lines.join('');
    expect(text).toContain('/internal/tls-ask');
    expect(text).not.toContain(TLS_ASK_TOKEN);
    expect(text).not.toContain(METRICS_TOKEN);
    const urls = lines.map((line) => JSON.parse(line)).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toContain('/internal/tls-ask?domain=docs.tokens-example.com&token=[redacted]');
    expect(urls).toContain('/internal/tls-ask?token=[redacted]&domain=nobody.example.org');
  });
});
