import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYGROUND_PROXY_PATH } from '@folio/deployment';
import { createDevServer, type DevServer } from './dev-server.ts';

// A real dev server on 127.0.0.1 and a loopback API the playground may call (the author's own).
let dev: DevServer;
let port = 0;
let api: Server;
let apiUrl = '';
const apiHits: string[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    apiHits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dev = createDevServer({ snapshot: () => undefined, extraOrigins: [apiUrl] });
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  port = (dev.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await dev?.close();
  await new Promise((resolve) => api?.close(resolve));
});

/** Sends a raw request, with whatever Host and Origin a browser under attack would send. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, setHost: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const playground = (headers: Record<string, string>) =>
  send(
    'POST',
    PLAYGROUND_PROXY_PATH,
    { 'content-type': 'application/json', ...headers },
    JSON.stringify({ method: 'DELETE', url: `${apiUrl}/v1/pets/1` }),
  );

describe('the dev server refuses requests other sites make a browser send', () => {
  it('sends a playground request from its own page', async () => {
    const before = apiHits.length;
    const own = await playground({ host: `localhost:${port}`, origin: `http://localhost:${port}` });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(await playground({ host: `127.0.0.1:${port}` }).then((r) => r.status)).toBe(200);
    expect(apiHits.slice(before)).toEqual(['DELETE /v1/pets/1', 'DELETE /v1/pets/1']);
  });

  it('answers 403 to a playground request from a page of another origin, and calls nothing', async () => {
    const before = apiHits.length;
    for (const origin of ['https://evil.example', `http://localhost:${port + 1}`, 'null']) {
      const refused = await playground({ host: `localhost:${port}`, origin });
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({
        code: 'DEV_CROSS_SITE_REQUEST',
        message: `the playground of folio dev accepts requests from its own pages only, not from origin "${origin}"`,
      });
    }
    expect(apiHits.slice(before)).toEqual([]);
  });

  it('answers 403 to any request for another host name (DNS rebinding)', async () => {
    const before = apiHits.length;
    const rebound = await playground({ host: `evil.example:${port}`, origin: `http://evil.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body).message).toBe(
      `folio dev answers only requests to localhost, 127.0.0.1 or [::1], not to host "evil.example:${port}"`,
    );
    expect((await send('GET', '/', { host: `evil.example:${port}` })).status).toBe(403);
    expect((await send('GET', '/', { host: `localhost:${port}` })).status).toBe(503);
    expect(apiHits.slice(before)).toEqual([]);
  });
});

describe('the analytics endpoints of a local preview', () => {
  it('answers a feedback vote and search events as the edge does, counting nothing', async () => {
    const own = { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json' };
    const vote = await send('POST', '/_folio/feedback', own, JSON.stringify({ path: '/', rating: 'up' }));
    expect(vote.status).toBe(202);
    expect(JSON.parse(vote.body).id).toMatch(/^[0-9a-f-]{36}$/);
    const events = await send('POST', '/_folio/search-events', own, JSON.stringify({ events: [] }));
    expect([events.status, events.body]).toEqual([204, '']);
    expect((await send('GET', '/_folio/feedback', { host: `localhost:${port}` })).status).toBe(503);
  });
});
