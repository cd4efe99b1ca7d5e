import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteFile } from '../src/index.ts';
import { closeServer } from '../../../test/helpers/close-server.ts';

/** A running loopback server and what it received. */
export interface TestServer {
  url: string;
  /** JSON bodies POSTed to `/_docs/api/request`. */
  playgroundRequests: unknown[];
  /** Requests (method, url, headers) the server received, for the customer API. */
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close: () => Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

/**
 * Serves built site files from memory on 127.0.0.1 (port 0), the 404 page for unknown paths,
 * and answers `POST /_docs/api/request` with a canned playground answer (or, when the requested
 * URL contains `fail`, the proxy's `{ code, message }` error).
 */
export async function serveSite(files: readonly SiteFile[]): Promise<TestServer> {
  const byUrl = new Map(files.map((file) => [file.urlPath, file]));
  const playgroundRequests: unknown[] = [];
  const requests: TestServer['requests'] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ method: request.method ?? '', url: url.pathname, headers: request.headers });
    if (request.method === 'POST' && url.pathname === '/_docs/api/request') {
      const body = JSON.parse(await readBody(request)) as { url?: string };
      playgroundRequests.push(body);
      response.setHeader('content-type', 'application/json');
      if (typeof body.url === 'string' && body.url.includes('fail')) {
        response.statusCode = 502;
        response.end(
          JSON.stringify({ code: 'PROXY_UPSTREAM_UNREACHABLE', message: 'Could not connect to api.acme.test.' }),
        );
        return;
      }
      response.end(
        JSON.stringify({
          status: 200,
          statusText: 'OK',
          headers: { 'content-type': 'application/json', 'x-served-by': 'canned-proxy' },
          body: '{"id":7,"name":"Rex from proxy"}',
          base64: false,
          url: body.url,
          redirects: 0,
          timing: { totalMs: 42, dnsMs: 1, connectMs: 1, waitMs: 30, downloadMs: 1 },
        }),
      );
      return;
    }
    const file = byUrl.get(url.pathname.replace(/(.)\/$/, '$1')) ?? byUrl.get('/404');
    response.statusCode = byUrl.has(url.pathname.replace(/(.)\/$/, '$1')) ? 200 : 404;
    response.setHeader('content-type', file?.contentType ?? 'text/plain');
    response.end(file?.body ?? 'not found');
  });
  const base = await listen(server);
  return { url: base, playgroundRequests, requests, close: () => closeServer(server) };
}

/** A customer API on 127.0.0.1 that allows any origin with CORS and answers `GET /pets/:id`. */
export async function serveApi(): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type, x-request-id');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    response.setHeader('access-control-expose-headers', 'x-api');
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      response.end();
      return;
    }
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.setHeader('content-type', 'application/json');
    response.setHeader('x-api', 'direct');
    response.end(JSON.stringify({ id: 7, name: 'Rex from the API' }));
  });
  const base = await listen(server);
  return { url: base, playgroundRequests: [], requests, close: () => closeServer(server) };
}
