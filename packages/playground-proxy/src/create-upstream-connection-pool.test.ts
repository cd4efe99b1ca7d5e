import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamConnectionPool } from './create-upstream-connection-pool.ts';
import { executePlaygroundRequest, type ExecutePlaygroundRequestOptions } from './execute-playground-request.ts';
import type { PlaygroundResponse } from './playground-response.ts';
import { isProxyError, type ProxyError } from './proxy-error.ts';
import { fakeLookup, recordingDialer, startLoopbackServer, type LoopbackServer } from './testing/loopback-fixtures.ts';

// Loopback is allowed in this file only. The recording dialer connects to 127.0.0.1 whatever
// address it is asked for, and records that address: the key of every pooled connection.
const LOOPBACK_ONLY = { allowPrivate: ['loopback'] };
const HOST = 'api.folio-pool-test.invalid';

let api: LoopbackServer;
let origin: string;

beforeAll(async () => {
  api = await startLoopbackServer((request, response) => {
    if (request.url === '/close') response.setHeader('connection', 'close');
    if (request.url === '/big') return void response.end('x'.repeat(10_000));
    if (request.url === '/redirect') {
      response.statusCode = 302;
      response.setHeader('location', '/ok');
      return void response.end('moved');
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url: request.url }));
  });
  origin = `http://${HOST}:${api.port}`;
});

afterAll(async () => {
  await api.close();
});

function ok(result: PlaygroundResponse | ProxyError): PlaygroundResponse {
  if (isProxyError(result)) throw new Error(`expected a response, got ${result.code}: ${result.message}`);
  return result;
}

const get = (path: string, options: ExecutePlaygroundRequestOptions) =>
  executePlaygroundRequest({ method: 'GET', url: `${origin}${path}`, headers: {}, query: [] }, options);

describe('createUpstreamConnectionPool', () => {
  it('reuses one kept-alive connection for the same origin and checked address', async () => {
    const pool = createUpstreamConnectionPool();
    const { dial, targets } = recordingDialer(api.port);
    const before = api.connections;
    const options = {
      allowedOrigins: [origin],
      policy: LOOPBACK_ONLY,
      lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
      connect: dial,
      connections: pool,
    };
    const first = ok(await get('/ok', options));
    const second = ok(await get('/ok?again', options));
    const third = ok(await get('/ok?third', options));
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(JSON.parse(third.body)).toEqual({ url: '/ok?third' });
    expect(targets.map((target) => target.address)).toEqual(['127.0.0.1']);
    expect(api.connections - before).toBe(1);
    expect(second.timing.connectMs).toBe(0);
    expect(pool.idle).toBe(1);
    await pool.close();
    expect(pool.idle).toBe(0);
  });

  it('never lets a request use a connection opened for an address it did not check itself', async () => {
    const pool = createUpstreamConnectionPool();
    const { dial, targets } = recordingDialer(api.port);
    // The name answers 127.0.0.1, then 127.0.0.2, then 127.0.0.1 again, then 10.0.0.1 (private).
    const lookup = fakeLookup({ [HOST]: [['127.0.0.1'], ['127.0.0.2'], ['127.0.0.1'], ['10.0.0.1']] });
    const options = { allowedOrigins: [origin], policy: LOOPBACK_ONLY, lookup, connect: dial, connections: pool };
    ok(await get('/ok', options));
    ok(await get('/ok', options));
    expect(targets.map((target) => target.address)).toEqual(['127.0.0.1', '127.0.0.2']);
    ok(await get('/ok', options)); // 127.0.0.1 again: its own connection, already checked by this request
    expect(targets).toHaveLength(2);
    // A pooled connection to the origin exists, but this request's answer is refused before the pool.
    const refused = await get('/ok', options);
    expect(isProxyError(refused) && refused.code).toBe('PROXY_ADDRESS_FORBIDDEN');
    expect(targets).toHaveLength(2);
    expect(lookup.calls).toHaveLength(4);
    await pool.close();
  });

  it('keeps partitions (sites) and dialers apart', async () => {
    const pool = createUpstreamConnectionPool();
    const one = recordingDialer(api.port);
    const two = recordingDialer(api.port);
    const base = {
      allowedOrigins: [origin],
      policy: LOOPBACK_ONLY,
      lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
      connections: pool,
    };
    ok(await get('/ok', { ...base, connect: one.dial, partition: 'site-a' }));
    ok(await get('/ok', { ...base, connect: one.dial, partition: 'site-b' }));
    ok(await get('/ok', { ...base, connect: two.dial, partition: 'site-a' }));
    ok(await get('/ok', { ...base, connect: one.dial, partition: 'site-a' }));
    expect(one.targets).toHaveLength(2);
    expect(two.targets).toHaveLength(1);
    await pool.close();
  });

  it('closes, rather than keeps, a connection whose answer was not read to the end', async () => {
    const pool = createUpstreamConnectionPool();
    const { dial, targets } = recordingDialer(api.port);
    const options = {
      allowedOrigins: [origin],
      policy: LOOPBACK_ONLY,
      lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
      connect: dial,
      connections: pool,
    };
    const tooLarge = await get('/big', { ...options, limits: { maxResponseBytes: 100 } });
    expect(isProxyError(tooLarge) && tooLarge.code).toBe('PROXY_RESPONSE_TOO_LARGE');
    expect(pool.idle).toBe(0);
    // A followed redirect leaves its body unread: that hop's connection is closed, the next hop dials.
    const redirected = ok(await get('/redirect', options));
    expect(redirected.redirects).toBe(1);
    expect(targets).toHaveLength(3);
    expect(pool.idle).toBe(1);
    await pool.close();
  });

  it('redials the same checked address when the server closed the connection', async () => {
    const pool = createUpstreamConnectionPool();
    const { dial, targets } = recordingDialer(api.port);
    const options = {
      allowedOrigins: [origin],
      policy: LOOPBACK_ONLY,
      lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
      connect: dial,
      connections: pool,
    };
    ok(await get('/close', options));
    ok(await get('/ok', options));
    expect(targets.map((target) => target.address)).toEqual(['127.0.0.1', '127.0.0.1']);
    await pool.close();
  });

  it('forgets idle connections after the idle timeout and beyond its size', async () => {
    let now = 0;
    const pool = createUpstreamConnectionPool({ idleTimeoutMs: 1_000, maxIdle: 1, now: () => now });
    const { dial, targets } = recordingDialer(api.port);
    const options = {
      allowedOrigins: [origin],
      policy: LOOPBACK_ONLY,
      lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
      connect: dial,
      connections: pool,
    };
    ok(await get('/ok', options));
    now += 1_001;
    ok(await get('/ok', options));
    expect(targets).toHaveLength(2);
    ok(await get('/ok', { ...options, partition: 'other' }));
    expect(pool.idle).toBe(1);
    await pool.close();
  });

  it('sends an idempotent request once more, to the same checked address, when a kept-alive connection was closed under it', async () => {
    // Answers the first request of each connection, and drops the connection on the second one
    // without a word: what a server that closed an idle connection as the request arrived looks like.
    const answered: string[] = [];
    const server: NetServer = createNetServer((socket) => {
      let requests = 0;
      socket.on('data', (chunk) => {
        const line = chunk.toString('latin1').split('\r\n')[0] ?? '';
        if (++requests > 1) return void socket.destroy();
        answered.push(line);
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const flaky = `http://${HOST}:${port}`;
    const pool = createUpstreamConnectionPool();
    const { dial, targets } = recordingDialer(port);
    const options = {
      allowedOrigins: [flaky],
      policy: LOOPBACK_ONLY,
      lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
      connect: dial,
      connections: pool,
    };
    const send = (method: 'GET' | 'POST') =>
      executePlaygroundRequest(
        { method, url: `${flaky}/x`, headers: {}, query: [], ...(method === 'POST' ? { body: '{}' } : {}) },
        options,
      );
    expect(ok(await send('GET')).status).toBe(200);
    expect(ok(await send('GET')).status).toBe(200);
    expect(targets.map((target) => target.address)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(answered).toEqual(['GET /x HTTP/1.1', 'GET /x HTTP/1.1']);
    // A POST is never sent twice: the reader sees the failure.
    const post = await send('POST');
    expect(isProxyError(post) && post.code).toBe('PROXY_UPSTREAM_ERROR');
    expect(targets).toHaveLength(2);
    await pool.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
