import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer, type DevServer } from './dev-server.ts';
import { DevSite } from './dev-site.ts';

// folio dev on test/fixtures/search-site: its last build answers GET /_folio/search as the edge does.
const FIXTURE = fileURLToPath(new URL('../../../../test/fixtures/search-site', import.meta.url));
let site: DevSite;
let dev: DevServer;
let port = 0;

beforeAll(async () => {
  site = new DevSite(FIXTURE, {});
  await site.start();
  dev = createDevServer({ snapshot: () => site.snapshot, extraOrigins: [] });
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  port = (dev.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await dev?.close();
  await site?.close();
});

function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { host: `localhost:${port}` } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('GET /_folio/search in folio dev', () => {
  it('answers the ranked sections of the last build, with URLs on the dev server', async () => {
    const answer = await get('/_folio/search?q=getUserById&limit=3');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body);
    expect(body.results[0]).toMatchObject({
      title: 'Users API',
      heading: 'getUserById',
      url: `http://localhost:${port}/users-api#getuserbyid`,
      path: '/users-api',
    });
    expect(body.results.length).toBeLessThanOrEqual(3);
  });

  it('gives the same errors as the edge', async () => {
    const long = await get(`/_folio/search?q=${'a'.repeat(300)}`);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body).code).toBe('SEARCH_QUERY_TOO_LONG');
    const post = await get('/_folio/search?q=a', 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
