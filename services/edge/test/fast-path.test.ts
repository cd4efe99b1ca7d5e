// The raw fast path (site GET/HEAD answered before Fastify) must answer exactly what Fastify's
// route answers, and leave Fastify's own routes to Fastify. Real HTTP on 127.0.0.1 only.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METRICS_AUTH,
  SITES_DOMAIN,
  createSite,
  deploy,
  file,
  page,
  randomSlug,
  startWorld,
  type World,
} from './helpers/world.ts';

let world: World;
let port: number;
let alphaHost: string;
let betaHost: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// Node's server adds these itself, on both paths; they are not part of the site's answer.
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function overSocket(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function throughFastify(method: 'GET' | 'HEAD', url: string, headers: Record<string, string>): Promise<Answer> {
  const response = await world.app.inject({ method, url, headers });
  return { status: response.statusCode, headers: response.headers as Answer['headers'], body: response.rawPayload };
}

const siteHeaders = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !TRANSPORT.has(name)));

beforeAll(async () => {
  world = await startWorld();
  const alpha = randomSlug('fast-alpha');
  const beta = randomSlug('fast-beta');
  alphaHost = `${alpha}.${SITES_DOMAIN}`;
  betaHost = `${beta}.${SITES_DOMAIN}`;
  await deploy(world, await createSite(world, alpha), [
    page('/', '<h1>ALPHA home</h1>'),
    page('/guides/setup', `<main>${'ALPHA-SETUP lorem ipsum '.repeat(100)}</main>`),
    page('/café', '<h1>ALPHA café</h1>'),
    file(
      '/_folio/app.3f2a1c9d0e4b.js',
      'text/javascript; charset=utf-8',
      `console.log(${JSON.stringify('x'.repeat(2000))});`,
    ),
    file('/404.html', 'text/html; charset=utf-8', '<h1>ALPHA not found</h1>'),
    file(
      '/_folio/redirects.json',
      'application/json',
      JSON.stringify([{ source: '/old', destination: '/guides/setup' }]),
    ),
  ]);
  await deploy(world, await createSite(world, beta), [
    page('/', '<h1>BETA home</h1>'),
    page('/only-beta', '<h1>BETA only</h1>'),
  ]);
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await world?.close();
});

describe('the raw fast path', () => {
  it('answers every site request exactly as the Fastify route does: status, headers and bytes', async () => {
    const setup = await throughFastify('GET', '/guides/setup', { host: alphaHost });
    const cases: [method: 'GET' | 'HEAD', url: string, headers: Record<string, string>][] = [
      ['GET', '/', { host: alphaHost }],
      ['GET', '/', { host: `${alphaHost.toUpperCase()}:8080` }],
      ['GET', '/', { host: betaHost }],
      ['GET', '/guides/setup', { host: alphaHost, 'accept-encoding': 'gzip, deflate, br' }],
      ['GET', '/guides/setup', { host: alphaHost, 'accept-encoding': 'gzip, br;q=0' }],
      ['GET', '/guides/setup', { host: alphaHost, 'if-none-match': setup.headers.etag as string }],
      ['HEAD', '/guides/setup', { host: alphaHost }],
      ['GET', '/guides/setup/', { host: alphaHost }],
      ['GET', '/guides/setup?x=1', { host: alphaHost }],
      ['GET', '/old?from=test', { host: alphaHost }],
      ['GET', '/caf%C3%A9', { host: alphaHost }],
      ['GET', '/_folio/app.3f2a1c9d0e4b.js', { host: alphaHost }],
      ['GET', '/missing', { host: alphaHost }],
      ['GET', '/missing', { host: betaHost }],
      ['GET', '/only-beta', { host: alphaHost }],
      ['GET', '/%6Fnly-beta', { host: alphaHost }],
      ['GET', '/%2e%2e/only-beta', { host: alphaHost }],
      ['GET', '/only-beta%00', { host: alphaHost }],
      ['GET', `//${betaHost}/only-beta`, { host: alphaHost }],
      ['GET', '/', { host: `nobody.${SITES_DOMAIN}` }],
      ['GET', '/', { host: 'bad_host@evil' }],
      ['GET', '/metrics', { host: betaHost }],
    ];
    for (const [method, url, headers] of cases) {
      const label = `${method} ${url} (${headers.host})`;
      const raw = await overSocket(method, url, headers);
      const viaFastify = await throughFastify(method, url, headers);
      expect(raw.status, label).toBe(viaFastify.status);
      expect(siteHeaders(raw), label).toEqual(siteHeaders(viaFastify));
      expect(raw.body.equals(viaFastify.body), label).toBe(true);
      if (headers.host === alphaHost) expect(raw.body.toString('latin1'), label).not.toContain('BETA');
    }
  });

  it('serves the page a reader expects, with its caching headers, and headers only on HEAD', async () => {
    const home = await overSocket('GET', '/', { host: alphaHost });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('ALPHA home');
    expect(home.headers).toMatchObject({
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    });
    expect(Number(home.headers['content-length'])).toBe(home.body.byteLength);
    const head = await overSocket('HEAD', '/', { host: alphaHost });
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(home.headers['content-length']);
    const revalidated = await overSocket('GET', '/', { host: alphaHost, 'if-none-match': home.headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
  });

  it("leaves Fastify's own routes to Fastify, percent-encoded spellings included", async () => {
    expect(JSON.parse((await overSocket('GET', '/healthz', { host: '127.0.0.1' })).body.toString())).toEqual({
      status: 'ok',
    });
    expect((await overSocket('GET', '/%68ealthz', { host: '127.0.0.1' })).status).toBe(
      (await throughFastify('GET', '/%68ealthz', { host: '127.0.0.1' })).status,
    );
    const proxy = await overSocket('GET', '/_docs/api/request', { host: alphaHost });
    expect(proxy.status).toBe(405);
    expect(proxy.headers.allow).toBe('POST');
    expect(JSON.parse(proxy.body.toString())).toMatchObject({ code: 'EDGE_METHOD_NOT_ALLOWED' });
    const metrics = await overSocket('GET', '/metrics?x=1', { host: '127.0.0.1', ...METRICS_AUTH });
    expect(metrics.body.toString()).toContain('folio_edge_requests_total');
  });

  it('counts fast-path answers in the request metrics', async () => {
    const read = async () => {
      const text = (await overSocket('GET', '/metrics', { host: '127.0.0.1', ...METRICS_AUTH })).body.toString();
      return Number(/folio_edge_requests_total\{outcome="file"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await read();
    for (let i = 0; i < 3; i++) await overSocket('GET', '/', { host: alphaHost });
    expect(await read()).toBe(before + 3);
  });
});
