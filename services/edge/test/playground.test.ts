import { connect } from 'node:net';
import type { Dialer, DialTarget, HostLookup } from '@folio/playground-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnalyticsStream, sumAnalyticsCounts } from '@folio/platform/testing';
import { Redis } from 'ioredis';
import {
  REDIS_URL,
  SITES_DOMAIN,
  createSite,
  deploy,
  page,
  randomSlug,
  startWorld,
  type World,
} from './helpers/world.ts';
import { startLoopback, type Loopback } from './helpers/loopback.ts';

const API_NAME = 'api.folio-test.invalid';

// The test resolver: every name answers with loopback (or a fixed answer), never the real DNS.
function testResolver(answers: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = answers[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(lookup, { calls });
}

const post = (world: World, host: string, body: unknown, headers: Record<string, string> = {}) =>
  world.app.inject({
    method: 'POST',
    url: '/_docs/api/request',
    headers: { host, origin: `https://${host}`, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('an allow-listed API (loopback allowed in this world only)', () => {
  let world: World;
  let api: Loopback;
  let host: string;
  let limitedHost: string;

  beforeAll(async () => {
    api = await startLoopback((request, body, response) => {
      if (request.url === '/redirect-out') {
        response.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json', 'x-test': 'yes' });
      response.end(
        JSON.stringify({
          got: request.method,
          url: request.url,
          body,
          auth: request.headers.authorization ?? null,
          cookie: request.headers.cookie ?? null,
        }),
      );
    });
    world = await startWorld({
      env: { PLAYGROUND_ALLOW_PRIVATE: 'loopback', PLAYGROUND_CLIENT_PER_MINUTE: '5', ANALYTICS_FLUSH_MS: '50' },
      playground: { lookup: testResolver({ [API_NAME]: ['127.0.0.1'] }) },
    });
    const slug = randomSlug('pg');
    host = `${slug}.${SITES_DOMAIN}`;
    const siteId = await createSite(world, slug);
    await deploy(world, siteId, [page('/', '<h1>api docs</h1>')], { servers: [`http://${API_NAME}:${api.port}/v1`] });
    const limited = randomSlug('rl');
    limitedHost = `${limited}.${SITES_DOMAIN}`;
    await deploy(world, await createSite(world, limited), [page('/', 'x')], {
      servers: [`http://${API_NAME}:${api.port}`],
    });
  });
  afterAll(async () => {
    await world?.close();
    await api?.close();
  });

  it('performs the request and answers status, headers, body and timing', async () => {
    const response = await post(world, host, {
      method: 'post',
      url: `http://${API_NAME}:${api.port}/v1/pets`,
      header: { authorization: 'Bearer reader-token', cookie: 'session=stolen' },
      query: { limit: 2 },
      body: { name: 'Rex' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const result = response.json();
    expect(result.status).toBe(201);
    expect(result.headers['x-test']).toBe('yes');
    expect(JSON.parse(result.body)).toEqual({
      got: 'POST',
      url: '/v1/pets?limit=2',
      body: '{"name":"Rex"}',
      auth: 'Bearer reader-token',
      cookie: null,
    });
    expect(typeof result.timing.totalMs).toBe('number');
  });

  it('keeps upstream connections alive per site: reused by that site, never shared with another', async () => {
    const sites: string[] = [];
    for (const prefix of ['pool-a', 'pool-b']) {
      const slug = randomSlug(prefix);
      sites.push(`${slug}.${SITES_DOMAIN}`);
      await deploy(world, await createSite(world, slug), [page('/', 'x')], {
        servers: [`http://${API_NAME}:${api.port}`],
      });
    }
    const [siteA, siteB] = sites as [string, string];
    const before = api.connections;
    const call = async (site: string) =>
      (await post(world, site, { method: 'GET', url: `http://${API_NAME}:${api.port}/pooled` })).json();
    const first = await call(siteA);
    const second = await call(siteA);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.timing.connectMs).toBe(0);
    expect(api.connections - before).toBe(1);
    expect((await call(siteB)).status).toBe(201);
    expect(api.connections - before).toBe(2);
  });

  it('returns a redirect to another origin unfollowed', async () => {
    const before = api.requests.length;
    const response = await post(world, host, { method: 'GET', url: `http://${API_NAME}:${api.port}/redirect-out` });
    expect(response.json()).toMatchObject({ status: 302, redirects: 0 });
    expect(api.requests.length).toBe(before + 1);
  });

  it('refuses a page of another site, or no Origin at all', async () => {
    const foreign = await post(
      world,
      host,
      { method: 'GET', url: `http://${API_NAME}:${api.port}/v1` },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('EDGE_ORIGIN_NOT_ALLOWED');
    const sibling = await post(
      world,
      host,
      { method: 'GET', url: `http://${API_NAME}:${api.port}/v1` },
      { origin: `https://${limitedHost}` },
    );
    expect(sibling.json().code).toBe('EDGE_ORIGIN_NOT_ALLOWED');
    const none = await world.app.inject({
      method: 'POST',
      url: '/_docs/api/request',
      headers: { host, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.json().code).toBe('EDGE_ORIGIN_NOT_ALLOWED');
  });

  it('rate-limits one reader on one site', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await post(world, limitedHost, { method: 'GET', url: `http://${API_NAME}:${api.port}/` })).statusCode,
      );
    expect(codes).toContain(429);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThan(0);
    const limited = await post(world, limitedHost, { method: 'GET', url: `http://${API_NAME}:${api.port}/` });
    if (limited.statusCode === 429)
      expect(limited.json()).toMatchObject({ code: 'PROXY_RATE_LIMITED', statusCode: 429 });
  });

  it('answers malformed bodies with stable JSON errors', async () => {
    expect((await post(world, host, '{not json')).json()).toMatchObject({ code: 'PROXY_BAD_REQUEST', statusCode: 400 });
    expect((await post(world, host, { url: 'x' })).json()).toMatchObject({ code: 'PROXY_BAD_REQUEST' });
    const tooBig = await post(world, host, {
      method: 'POST',
      url: `http://${API_NAME}:${api.port}/v1`,
      body: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PROXY_REQUEST_TOO_LARGE');
    const unknown = await post(world, `nobody.${SITES_DOMAIN}`, { method: 'GET', url: 'http://x' });
    expect(unknown.json()).toMatchObject({ code: 'EDGE_SITE_NOT_FOUND', statusCode: 404 });
  });

  it('counts calls per operation and status class for the site’s analytics, unless the reader refuses tracking', async () => {
    const redis = new Redis(REDIS_URL);
    const stream = world.config.analytics.stream;
    try {
      // Each from its own address: the reader limit of this world is 5 a minute.
      let reader = 10;
      const call = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
        world.app.inject({
          method: 'POST',
          url: '/_docs/api/request',
          headers: { host, origin: `https://${host}`, 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ method: 'GET', url: `http://${API_NAME}:${api.port}/v1/pets/7`, ...body }),
          remoteAddress: `192.0.2.${reader++}`,
        });
      expect((await call({ operation: 'GET /pets/{petId}' })).statusCode).toBe(200);
      expect((await call({ operation: 'GET /pets/{petId}' })).statusCode).toBe(200);
      // An operation that does not name the request's method is not believed: the URL's path is used.
      expect((await call({ operation: 'DELETE /everything' })).statusCode).toBe(200);
      expect((await call({ operation: 'GET /pets/{petId}' }, { dnt: '1' })).statusCode).toBe(200);
      // Only this test's calls: the earlier tests' may still be on their way to the stream.
      const ours = async () =>
        Object.fromEntries(
          Object.entries(sumAnalyticsCounts((await readAnalyticsStream(redis, stream)).batches)).filter(([name]) =>
            /pets\/(\{petId\}|7) /.test(name),
          ),
        );
      await expect
        .poll(ours, { timeout: 10_000 })
        .toEqual({ 'playground GET /pets/{petId} 2xx': 2, 'playground GET /v1/pets/7 2xx': 1 });
    } finally {
      redis.disconnect();
    }
  });

  it('answers GET with 405, Allow: POST and what a proxy in front must allow', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/_docs/api/request', headers: { host } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    const body = response.json();
    expect(body.code).toBe('EDGE_METHOD_NOT_ALLOWED');
    expect(body.fix).toContain('must allow POST to /_docs/api/request');
  });
});

describe('hostile targets with the default policy', () => {
  let world: World;
  let canary: Loopback;
  let host: string;
  const dialed: DialTarget[] = [];
  // Records every connection attempt; connects only to the loopback canary (so a leak is seen
  // there too), never anywhere else.
  const recordingDialer: Dialer = async (target) => {
    dialed.push(target);
    if (target.address !== '127.0.0.1')
      throw Object.assign(new Error('recording dialer: not connecting'), { code: 'ECONNREFUSED' });
    return connect({ host: '127.0.0.1', port: target.port });
  };
  let flips = 0;
  const resolver = testResolver({
    [API_NAME]: ['127.0.0.1'],
    localhost: ['127.0.0.1', '::1'],
    'ipv6.folio-test.invalid': ['::1'],
    'mixed.folio-test.invalid': ['93.184.216.34', '127.0.0.1'],
    'mapped.folio-test.invalid': ['::ffff:127.0.0.1'],
    'private.folio-test.invalid': ['10.0.0.8'],
    'metadata.folio-test.invalid': ['169.254.169.254'],
    'nat64.folio-test.invalid': ['64:ff9b::7f00:1'],
    'api.folio-test.invalid.evil.test': ['127.0.0.1'],
  });
  // Answers public first, then loopback: the proxy must connect to the address it checked.
  const rebinding: HostLookup = async (hostname) => {
    if (hostname === 'rebind.folio-test.invalid')
      return [{ address: flips++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    return resolver(hostname);
  };

  beforeAll(async () => {
    canary = await startLoopback((_request, _body, response) => response.end('canary'));
    world = await startWorld({ playground: { lookup: rebinding, connect: recordingDialer } });
    const slug = randomSlug('hostile');
    host = `${slug}.${SITES_DOMAIN}`;
    const c = canary.port;
    const servers = [
      `http://127.0.0.1:${c}`,
      `http://localhost:${c}`,
      `http://[::1]:${c}`,
      `http://[::ffff:127.0.0.1]:${c}`,
      `http://0.0.0.0:${c}`,
      `http://[::]:${c}`,
      `http://${API_NAME}:${c}`,
      `http://ipv6.folio-test.invalid:${c}`,
      `http://mixed.folio-test.invalid:${c}`,
      `http://mapped.folio-test.invalid:${c}`,
      `http://private.folio-test.invalid:${c}`,
      `http://metadata.folio-test.invalid:${c}`,
      `http://nat64.folio-test.invalid:${c}`,
      `http://rebind.folio-test.invalid:${c}`,
      `https://127.0.0.1:${c}`,
      `http://127.1:${c}`,
      `http://127.0.0.2:${c}`,
      `http://[::ffff:7f00:1]:${c}`,
    ];
    await deploy(world, await createSite(world, slug), [page('/', 'x')], { servers });
  });
  afterAll(async () => {
    await world?.close();
    await canary?.close();
  });

  it('refuses every loopback form, private answer, smuggled host and foreign scheme without a connection', async () => {
    const c = canary.port;
    const targets = [
      `http://127.0.0.1:${c}/`,
      `http://localhost:${c}/`,
      `http://[::1]:${c}/`,
      `http://[::ffff:127.0.0.1]:${c}/`,
      `http://[::ffff:7f00:1]:${c}/`,
      `http://2130706433:${c}/`,
      `http://0x7f000001:${c}/`,
      `http://0177.0.0.1:${c}/`,
      `http://0x7f.1:${c}/`,
      `http://127.1:${c}/`,
      `http://127.0.0.2:${c}/`,
      `http://017700000001:${c}/`,
      `http://0.0.0.0:${c}/`,
      `http://[::]:${c}/`,
      `http://0:${c}/`,
      `https://127.0.0.1:${c}/`,
      `http://${API_NAME}:${c}/`,
      `http://${API_NAME.toUpperCase()}:${c}/`,
      `http://${API_NAME}.:${c}/`,
      `http://ipv6.folio-test.invalid:${c}/`,
      `http://mixed.folio-test.invalid:${c}/`,
      `http://mapped.folio-test.invalid:${c}/`,
      `http://private.folio-test.invalid:${c}/`,
      `http://metadata.folio-test.invalid:${c}/`,
      `http://nat64.folio-test.invalid:${c}/`,
      `http://${API_NAME}.evil.test:${c}/`,
      `http://${API_NAME}:${c}@127.0.0.1:${c}/`,
      `http://user:pass@127.0.0.1:${c}/`,
      `http://127.0.0.1:${c}#@${API_NAME}/`,
      `http://127.0.0.1:${c + 1}/`,
      `http://127.0.0.1/`,
      `http://[0:0:0:0:0:0:0:1]:${c}/`,
      `file:///etc/passwd`,
      `gopher://127.0.0.1:${c}/`,
      `ftp://127.0.0.1:${c}/`,
      `ws://127.0.0.1:${c}/`,
      `data:text/plain,hi`,
      `javascript:alert(1)`,
      `//127.0.0.1:${c}/`,
      `/relative`,
      `http://127.0.0.1%2e:${c}/`,
      `http://%31%32%37.0.0.1:${c}/`,
    ];
    expect(targets.length).toBeGreaterThanOrEqual(40);
    for (const url of targets) {
      const response = await post(world, host, { method: 'GET', url });
      const body = response.json();
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(['PROXY_TARGET_NOT_ALLOWED', 'PROXY_ADDRESS_FORBIDDEN', 'PROXY_BAD_REQUEST'], url).toContain(body.code);
      expect(JSON.stringify(body), url).not.toMatch(/10\.0\.0\.8|169\.254/);
    }
    expect(dialed).toEqual([]);
    expect(canary.connections).toBe(0);
  });

  it('connects only to the address it checked when the DNS answer changes', async () => {
    const response = await post(world, host, {
      method: 'GET',
      url: `http://rebind.folio-test.invalid:${canary.port}/`,
    });
    // The first (public) answer was checked and dialled; the recording dialer refused to go there.
    expect(response.json().code).toBe('PROXY_UPSTREAM_ERROR');
    expect(dialed.map((target) => target.address)).toEqual(['93.184.216.34']);
    expect(flips).toBe(1);
    expect(canary.connections).toBe(0);
  });
});
