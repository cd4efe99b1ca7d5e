import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFetcher } from './create-safe-fetcher.ts';
import { fakeLookup } from './testing/loopback-fixtures.ts';

// This package's self-signed test certificate for api.folio-test.invalid (a test fixture).
const FIXTURES = new URL('./testing/fixtures/', import.meta.url);
const HOST = 'api.folio-test.invalid';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** An HTTPS server on 127.0.0.1, and a fetcher that may reach it (loopback allowed for this test only). */
async function serve(
  handler: (path: string, response: ServerResponse) => void,
  limits: { maxBytes?: number; timeoutMs?: number } = {},
) {
  const [cert, key] = await Promise.all([
    readFile(new URL('api-test-cert.pem', FIXTURES)),
    readFile(new URL('api-test-key.pem', FIXTURES)),
  ]);
  const server = createServer({ cert, key }, (request, response) => handler(request.url ?? '', response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fetch = createSafeFetcher({
    policy: { allowPrivate: ['loopback'] },
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    tls: { ca: cert },
    ...limits,
  });
  return { fetch, base: `https://${HOST}:${(server.address() as AddressInfo).port}` };
}

describe('createSafeFetcher', () => {
  it('returns the body, follows a same-origin redirect, and rejects an HTTP error with its status', async () => {
    const { fetch, base } = await serve((path, response) => {
      if (path === '/old') response.writeHead(301, { location: '/new' }).end();
      else if (path === '/new') response.writeHead(200).end('openapi: 3.1.0');
      else response.writeHead(404).end('nope');
    });
    await expect(fetch(`${base}/old`)).resolves.toBe('openapi: 3.1.0');
    await expect(fetch(`${base}/missing`)).rejects.toThrow('HTTP 404 Not Found');
  });

  it('stops at the size limit and the time limit', async () => {
    const { fetch, base } = await serve(
      (path, response) => {
        if (path === '/big') response.writeHead(200).end('x'.repeat(5000));
        // '/slow' never answers.
      },
      { maxBytes: 1000, timeoutMs: 300 },
    );
    await expect(fetch(`${base}/big`)).rejects.toThrow('the document is larger than the limit of 1000 bytes');
    await expect(fetch(`${base}/slow`)).rejects.toThrow(/did not answer within 300 ms/);
  });

  it('resolves the host again for a redirect and refuses it when it now points at a private address', async () => {
    const agents: string[] = [];
    const [cert, key] = await Promise.all([
      readFile(new URL('api-test-cert.pem', FIXTURES)),
      readFile(new URL('api-test-key.pem', FIXTURES)),
    ]);
    const server = createServer({ cert, key }, (request, response) => {
      agents.push(request.headers['user-agent'] ?? '');
      response.writeHead(302, { location: '/moved', connection: 'close' }).end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // The first answer is the (allowed) loopback server; the second, a rebinding to 10.0.0.1.
    const lookup = fakeLookup({ [HOST]: [['127.0.0.1'], ['10.0.0.1']] });
    const fetch = createSafeFetcher({
      policy: { allowPrivate: ['loopback'] },
      lookup,
      tls: { ca: cert },
      userAgent: 'folio-worker',
    });
    const url = `https://${HOST}:${(server.address() as AddressInfo).port}/openapi.json`;
    await expect(fetch(url)).rejects.toThrow(`${HOST} resolves to a non-public address`);
    expect(lookup.calls).toEqual([HOST, HOST]);
    expect(agents).toEqual(['folio-worker']);
  });

  it('refuses plain http:// and, by default, loopback addresses', async () => {
    await expect(createSafeFetcher()('http://example.com/openapi.json')).rejects.toThrow(
      'only https:// URLs are fetched',
    );
    await expect(createSafeFetcher()('https://[::1]:9/openapi.json')).rejects.toThrow(
      'resolves to a non-public address',
    );
  });
});
