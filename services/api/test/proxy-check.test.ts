// "Check my proxy" (`POST /v1/sites/{siteId}/proxy-check` and the dashboard's form) fetches the
// customer's URL and says what is wrong. A loopback server stands in for the customer's proxy in
// front of the edge, answering as the edge does through a proxy configured each way (loopback is
// fetched only with ALLOW_LOOPBACK_REPOSITORIES, the API's setting for the operator's machine).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createTenant, startTestEnv, type TestEnv, type TestTenant } from './helpers/test-env.ts';

type Mode = 'good' | 'unknown-host' | 'stripped' | 'get-only';

const PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/docs/_folio/style.1a.css"><script src="/docs/_folio/app.2b.js" defer></script></head><body data-base-path="/docs" data-search-index="/docs/_folio/search-parts.json"><h1>Docs</h1></body></html>';
const UNKNOWN =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1><p>There is nothing at this address.</p></body></html>\n';

let env: TestEnv;
let tenant: TestTenant;
let proxy: Server;
let mode: Mode = 'good';
let origin = '';
let siteId = '';

beforeAll(async () => {
  env = await startTestEnv({ ALLOW_LOOPBACK_REPOSITORIES: 'true' });
  tenant = await createTenant(env);
  siteId = (await createSite(env, tenant, { name: 'Proxied' })).id;
  await env.app.inject({
    method: 'PATCH',
    url: `/v1/sites/${siteId}`,
    headers: tenant.auth,
    payload: { basePath: '/docs' },
  });
  proxy = createServer((request, response) => {
    const path = request.url ?? '/';
    if (mode === 'unknown-host') return response.writeHead(404, { 'content-type': 'text/html' }).end(UNKNOWN);
    if (mode === 'stripped') return response.writeHead(302, { location: '/docs/' }).end();
    if (request.method === 'POST') {
      if (mode === 'get-only') return response.writeHead(405).end('Method Not Allowed');
      return response
        .writeHead(403, { 'content-type': 'application/json' })
        .end('{"statusCode":403,"code":"EDGE_ORIGIN_NOT_ALLOWED","message":"no Origin header"}');
    }
    if (path === '/docs/') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (path.startsWith('/docs/_folio/') && mode === 'good') return response.writeHead(200).end('/* asset */');
    return response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await env?.close();
});

const check = async (url: string) => {
  const answer = await env.app.inject({
    method: 'POST',
    url: `/v1/sites/${siteId}/proxy-check`,
    headers: tenant.auth,
    payload: { url },
  });
  return answer.json() as { findings: { code: string; severity: string; message: string; fix?: string }[] };
};
const codes = (report: { findings: { code: string; severity: string }[] }) =>
  report.findings.map((finding) => `${finding.severity} ${finding.code}`);

describe('POST /v1/sites/{siteId}/proxy-check', () => {
  it('passes a proxy that forwards /docs/ whole, and names the domain the playground needs', async () => {
    mode = 'good';
    const report = await check(`${origin}/docs/`);
    expect(codes(report)).toEqual(['ok page', 'ok assets', 'ok playground-post', 'warning origin-not-site-host']);
    expect(report.findings[3]!.fix).toBe(
      'Add 127.0.0.1 under Domains and verify it; no DNS change to the site is needed.',
    );
  });

  it('says the Host is wrong when the edge answers "unknown site"', async () => {
    mode = 'unknown-host';
    const report = await check(`${origin}/docs/`);
    expect(codes(report)).toEqual(['error wrong-host']);
    expect(report.findings[0]!.fix).toMatch(/^Send Host proxied(-[0-9a-f]+)?\.folio\.test-sites\.dev/);
  });

  it('says the prefix is stripped when / keeps sending the reader back to /docs/', async () => {
    mode = 'stripped';
    expect(codes(await check(`${origin}/docs/`))).toEqual(['error prefix-stripped']);
  });

  it('says which assets and which POST the proxy does not forward', async () => {
    mode = 'get-only';
    const report = await check(`${origin}/docs/guides/intro`);
    expect(codes(report)).toEqual([
      'ok page',
      'error assets-missing',
      'error playground-post-blocked',
      'warning origin-not-site-host',
    ]);
    expect(report.findings[1]!.message).toBe(
      'Assets of the page do not load: /docs/_folio/style.1a.css (404), /docs/_folio/app.2b.js (404).',
    );
    expect(report.findings[2]!.fix).toBe('Forward POST requests with their body under /docs/, not only GET.');
  });

  it('refuses what is not an http(s) URL', async () => {
    const answer = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${siteId}/proxy-check`,
      headers: tenant.auth,
      payload: { url: 'ftp://acme.test/docs' },
    });
    expect(answer.json()).toMatchObject({ statusCode: 400, code: 'INVALID_PROXY_URL' });
  });
});
