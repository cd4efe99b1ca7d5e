import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenBucketRateLimiter } from './create-token-bucket-rate-limiter.ts';
import { executePlaygroundRequest, type ExecutePlaygroundRequestOptions } from './execute-playground-request.ts';
import { parsePlaygroundRequest } from './parse-playground-request.ts';
import type { PlaygroundRequest } from './playground-request.ts';
import type { PlaygroundResponse } from './playground-response.ts';
import { isProxyError, type ProxyError } from './proxy-error.ts';
import { fakeLookup, recordingDialer, startLoopbackServer, type LoopbackServer } from './testing/loopback-fixtures.ts';

// Every target here is a loopback test server; loopback is allowed through the policy in this file only.
const LOOPBACK_ONLY = { allowPrivate: ['loopback'] };
const HOST = 'api.folio-test.invalid';

let api: LoopbackServer;
let apiOrigin: string;
let namedOrigin: string;

beforeAll(async () => {
  api = await startLoopbackServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    switch (url.pathname) {
      case '/echo':
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('x-request-id', 'req-1');
        response.setHeader('set-cookie', ['a=1; Path=/', 'b=2, c; Path=/']);
        response.statusCode = 201;
        response.end(JSON.stringify(request));
        return;
      case '/binary':
        response.setHeader('content-type', 'image/png');
        response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]));
        return;
      case '/gzip':
        response.setHeader('content-type', 'application/json');
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync('{"a":1}'));
        return;
      case '/latin1':
        response.setHeader('content-type', 'text/plain; charset=iso-8859-1');
        response.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
        return;
      case '/stream': {
        const size = Number(url.searchParams.get('size'));
        response.setHeader('content-type', 'text/plain');
        for (let sent = 0; sent < size; sent += 1000) response.write('x'.repeat(Math.min(1000, size - sent)));
        response.end();
        return;
      }
      case '/declared':
        response.setHeader('content-length', '10000000');
        response.write('x');
        return; // never finishes: the proxy must refuse on the declared length alone
      case '/slow':
        return; // never answers
      case '/stall':
        response.setHeader('content-type', 'text/plain');
        response.write('partial');
        return; // headers and a first chunk, then nothing
      case '/redirect':
        response.statusCode = Number(url.searchParams.get('status') ?? 302);
        response.setHeader('location', url.searchParams.get('to') ?? '/echo');
        response.end('moved');
        return;
      case '/loop':
        response.statusCode = 302;
        response.setHeader('location', '/loop');
        response.end();
        return;
      default:
        response.statusCode = 404;
        response.end('not found');
    }
  });
  apiOrigin = api.origin;
  namedOrigin = `http://${HOST}:${api.port}`;
});

afterAll(async () => {
  await api.close();
});

function options(extra: Partial<ExecutePlaygroundRequestOptions> = {}): ExecutePlaygroundRequestOptions {
  return {
    allowedOrigins: [apiOrigin, namedOrigin],
    policy: LOOPBACK_ONLY,
    lookup: fakeLookup({ [HOST]: ['127.0.0.1'] }),
    ...extra,
  };
}

function request(url: string, extra: Partial<PlaygroundRequest> = {}): PlaygroundRequest {
  return { method: 'GET', url, headers: {}, query: [], ...extra };
}

function ok(result: PlaygroundResponse | ProxyError): PlaygroundResponse {
  if (isProxyError(result)) throw new Error(`expected a response, got ${result.code}: ${result.message}`);
  return result;
}

function failed(result: PlaygroundResponse | ProxyError): ProxyError {
  if (!isProxyError(result)) throw new Error(`expected an error, got HTTP ${result.status}`);
  return result;
}

describe('executePlaygroundRequest against an allow-listed loopback API', () => {
  it('returns status, headers, body and timing', async () => {
    const response = ok(
      await executePlaygroundRequest(request(`${apiOrigin}/echo?x=1`, { query: [['y', 'a b']] }), options()),
    );
    expect(response).toMatchObject({
      status: 201,
      statusText: 'Created',
      base64: false,
      url: `${apiOrigin}/echo?x=1&y=a+b`,
      redirects: 0,
    });
    expect(response.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': 'req-1',
      'set-cookie': 'a=1; Path=/\nb=2, c; Path=/',
    });
    expect(response.headers).not.toHaveProperty('connection');
    expect(response.headers).not.toHaveProperty('keep-alive');
    expect(JSON.parse(response.body)).toMatchObject({ method: 'GET', url: '/echo?x=1&y=a+b' });
    expect(Object.keys(response.timing).sort()).toEqual(['connectMs', 'dnsMs', 'downloadMs', 'totalMs', 'waitMs']);
    expect(response.timing.totalMs).toBeGreaterThan(0);
    expect(response.timing.totalMs).toBeGreaterThanOrEqual(response.timing.connectMs);
  });

  it('sends a parsed request end to end, `header` alias included', async () => {
    const parsed = parsePlaygroundRequest({
      method: 'post',
      url: `${namedOrigin}/echo`,
      header: { 'X-Api-Key': 'secret-key' },
      body: { name: 'rex' },
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const seen = JSON.parse(ok(await executePlaygroundRequest(parsed.request, options())).body);
    expect(seen.method).toBe('POST');
    expect(seen.body).toBe('{"name":"rex"}');
    expect(seen.headers).toMatchObject({
      'x-api-key': 'secret-key',
      'content-type': 'application/json',
      'content-length': '14',
    });
  });

  it('dials the checked address without resolving the name again, keeping the name in Host', async () => {
    // No system resolver knows *.invalid: success proves the connection went to the pinned address.
    const lookup = fakeLookup({ [HOST]: ['127.0.0.1'] });
    const response = ok(await executePlaygroundRequest(request(`${namedOrigin}/echo`), options({ lookup })));
    expect(JSON.parse(response.body).headers.host).toBe(`${HOST}:${api.port}`);
    expect(lookup.calls).toEqual([HOST]);
  });

  it('connects only to the address it checked when the DNS answer changes afterwards', async () => {
    // First answer public (never really dialled: the recording dialer reroutes to the loopback API),
    // every later answer private. The connection must use the first, checked answer.
    const lookup = fakeLookup({ 'api.example.com': [['93.184.215.14'], ['10.0.0.1']] });
    const { dial, targets } = recordingDialer(api.port);
    const response = ok(
      await executePlaygroundRequest(request('https://api.example.com/echo'), {
        allowedOrigins: ['https://api.example.com'],
        lookup,
        connect: async (target) => dial({ ...target, protocol: 'http:' }),
      }),
    );
    expect(response.status).toBe(201);
    expect(lookup.calls).toEqual(['api.example.com']);
    expect(targets).toEqual([
      {
        address: '93.184.215.14',
        family: 4,
        port: 443,
        protocol: 'http:',
        hostname: 'api.example.com',
        servername: 'api.example.com',
      },
    ]);
  });

  it('dials IP-literal targets as normalised by the URL parser, without DNS or SNI', async () => {
    const lookup = fakeLookup({});
    const { dial, targets } = recordingDialer(api.port);
    const run = (url: string, allowed: string) =>
      executePlaygroundRequest(request(url), { allowedOrigins: [allowed], lookup, connect: dial });
    ok(await run('http://0x08.8.8.8/echo', 'http://8.8.8.8'));
    ok(await run('http://[2606:4700:4700:0:0:0:0:1111]/echo', 'http://[2606:4700:4700::1111]'));
    expect(lookup.calls).toEqual([]);
    expect(targets.map(({ address, family, servername }) => ({ address, family, servername }))).toEqual([
      { address: '8.8.8.8', family: 4, servername: null },
      { address: '2606:4700:4700::1111', family: 6, servername: null },
    ]);
  });

  it('sends the cookies the reader typed as one Cookie header, never a cookie header', async () => {
    const parsed = parsePlaygroundRequest({
      method: 'GET',
      url: `${namedOrigin}/echo`,
      headers: { cookie: 'session=reader-session' },
      cookies: { api_key: 'k-123', tenant: 'acme', skipped: null },
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const seen = JSON.parse(ok(await executePlaygroundRequest(parsed.request, options())).body);
    expect(seen.headers.cookie).toBe('api_key=k-123; tenant=acme');
    const bad = parsePlaygroundRequest({ method: 'GET', url: `${namedOrigin}/echo`, cookies: { a: 'x; b=y' } });
    expect(bad.ok === false && bad.error.message).toBe(
      'Cookie "a" has a character a cookie value cannot hold (space, quote, comma, semicolon, backslash or a control character).',
    );
  });

  it('strips hop-by-hop, browser and forwarding headers and keeps the API credentials', async () => {
    const headers = {
      authorization: 'Bearer token-1',
      'x-api-key': 'k',
      'content-type': 'text/plain',
      accept: 'application/json',
      'user-agent': 'MyClient/2',
      host: 'evil.test',
      cookie: 'session=reader-session',
      origin: 'https://docs.example.com',
      referer: 'https://docs.example.com/api/pets',
      'sec-fetch-mode': 'cors',
      'sec-ch-ua': '"Chromium"',
      'x-forwarded-for': '10.0.0.1',
      'x-forwarded-host': 'internal',
      forwarded: 'for=10.0.0.1',
      'x-real-ip': '10.0.0.1',
      'true-client-ip': '10.0.0.1',
      via: '1.1 proxy',
      connection: 'close, x-secret-hop',
      'x-secret-hop': 'dropped because Connection names it',
      'keep-alive': 'timeout=5',
      'proxy-authorization': 'Basic abc',
      te: 'trailers',
      upgrade: 'websocket',
      expect: '100-continue',
      'accept-encoding': 'gzip, br',
      dnt: '1',
      'content-length': '999',
    };
    const seen = JSON.parse(
      ok(
        await executePlaygroundRequest(
          request(`${namedOrigin}/echo`, { method: 'POST', headers, body: 'hi' }),
          options(),
        ),
      ).body,
    );
    const names = (seen.rawHeaderNames as string[]).map((name) => name.toLowerCase()).sort();
    expect(names).toEqual([
      'accept',
      'accept-encoding',
      'authorization',
      'connection',
      'content-length',
      'content-type',
      'host',
      'user-agent',
      'x-api-key',
    ]);
    expect(seen.headers).toMatchObject({
      host: `${HOST}:${api.port}`,
      authorization: 'Bearer token-1',
      'user-agent': 'MyClient/2',
      'accept-encoding': 'identity',
      'content-length': '2',
    });
    // `connection` is undici's own keep-alive, not the reader's value.
    expect(seen.headers.connection).toBe('keep-alive');
  });

  it('adds a user agent when the reader sets none', async () => {
    const seen = JSON.parse(
      ok(await executePlaygroundRequest(request(`${apiOrigin}/echo`), options({ userAgent: 'Folio-Test/1' }))).body,
    );
    expect(seen.headers['user-agent']).toBe('Folio-Test/1');
  });

  it('returns binary and compressed bodies as base64 and decodes declared charsets', async () => {
    const binary = ok(await executePlaygroundRequest(request(`${apiOrigin}/binary`), options()));
    expect(binary).toMatchObject({
      base64: true,
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]).toString('base64'),
    });
    const gzip = ok(await executePlaygroundRequest(request(`${apiOrigin}/gzip`), options()));
    expect(gzip.base64).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(ok(await executePlaygroundRequest(request(`${apiOrigin}/latin1`), options()))).toMatchObject({
      base64: false,
      body: 'café',
    });
  });

  it('answers HEAD without a body', async () => {
    expect(
      ok(await executePlaygroundRequest(request(`${apiOrigin}/echo`, { method: 'HEAD' }), options())),
    ).toMatchObject({ status: 201, body: '' });
  });
});

describe('executePlaygroundRequest limits', () => {
  it('stops reading a response past maxResponseBytes', async () => {
    const limits = { maxResponseBytes: 5000 };
    expect(
      ok(await executePlaygroundRequest(request(`${apiOrigin}/stream?size=5000`), options({ limits }))).body,
    ).toHaveLength(5000);
    expect(
      failed(await executePlaygroundRequest(request(`${apiOrigin}/stream?size=5001`), options({ limits }))),
    ).toMatchObject({
      code: 'PROXY_RESPONSE_TOO_LARGE',
      statusCode: 502,
      message: `The response from ${apiOrigin} is larger than 5000 bytes; reading stopped.`,
    });
  });

  it('refuses a response whose declared length is over the limit without waiting for it', async () => {
    const started = Date.now();
    const error = failed(
      await executePlaygroundRequest(
        request(`${apiOrigin}/declared`),
        options({ limits: { maxResponseBytes: 1000, timeoutMs: 5000 } }),
      ),
    );
    expect(error.code).toBe('PROXY_RESPONSE_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a request body over maxRequestBytes before connecting', async () => {
    const before = api.connections;
    const error = failed(
      await executePlaygroundRequest(
        request(`${apiOrigin}/echo`, { method: 'POST', body: 'x'.repeat(101) }),
        options({ limits: { maxRequestBytes: 100 } }),
      ),
    );
    expect(error).toMatchObject({
      code: 'PROXY_REQUEST_TOO_LARGE',
      statusCode: 413,
      message: 'The request body is 101 bytes; the limit is 100 bytes.',
    });
    expect(api.connections).toBe(before);
  });

  it('gives up after timeoutMs on a silent API', async () => {
    const started = Date.now();
    const error = failed(
      await executePlaygroundRequest(request(`${apiOrigin}/slow`), options({ limits: { timeoutMs: 300 } })),
    );
    expect(error).toMatchObject({
      code: 'PROXY_TIMEOUT',
      statusCode: 504,
      message: `${apiOrigin} did not answer within 300 ms.`,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up after timeoutMs on a body that stops arriving', async () => {
    const error = failed(
      await executePlaygroundRequest(request(`${apiOrigin}/stall`), options({ limits: { timeoutMs: 300 } })),
    );
    expect(error.code).toBe('PROXY_TIMEOUT');
  });

  it('gives up after timeoutMs on a resolver that never answers', async () => {
    const error = failed(
      await executePlaygroundRequest(
        request(`${namedOrigin}/echo`),
        options({ lookup: () => new Promise(() => {}), limits: { timeoutMs: 200 } }),
      ),
    );
    expect(error.code).toBe('PROXY_TIMEOUT');
  });

  it('reports a refused connection as PROXY_UPSTREAM_ERROR without the address', async () => {
    const closed = await startLoopbackServer(() => {});
    await closed.close();
    const error = failed(
      await executePlaygroundRequest(request(`${closed.origin}/`), {
        allowedOrigins: [closed.origin],
        policy: LOOPBACK_ONLY,
      }),
    );
    expect(error).toMatchObject({
      code: 'PROXY_UPSTREAM_ERROR',
      statusCode: 502,
      message: `The connection to ${closed.origin} failed (ECONNREFUSED).`,
    });
  });

  it('refuses requests over the rate limit before doing anything', async () => {
    const limiter = createTokenBucketRateLimiter({ capacity: 1, refillPerSecond: 0.001 });
    const rateLimit = { limiter, key: 'site-1' };
    const before = api.requests.length;
    ok(await executePlaygroundRequest(request(`${apiOrigin}/echo`), options({ rateLimit })));
    expect(failed(await executePlaygroundRequest(request(`${apiOrigin}/echo`), options({ rateLimit })))).toMatchObject({
      code: 'PROXY_RATE_LIMITED',
      statusCode: 429,
    });
    expect(api.requests.length).toBe(before + 1);
  });
});

describe('executePlaygroundRequest redirects', () => {
  it('follows a same-origin redirect, checking the host again', async () => {
    const lookup = fakeLookup({ [HOST]: ['127.0.0.1'] });
    const response = ok(
      await executePlaygroundRequest(request(`${namedOrigin}/redirect?to=/echo%3Fhop%3D1`), options({ lookup })),
    );
    expect(response).toMatchObject({ status: 201, redirects: 1, url: `${namedOrigin}/echo?hop=1` });
    expect(lookup.calls).toEqual([HOST, HOST]);
  });

  it('turns a POST answered with 303 into a GET without body, and keeps the body on 307', async () => {
    const post = (status: number) =>
      request(`${apiOrigin}/redirect?status=${status}&to=/echo`, {
        method: 'POST',
        body: 'payload',
        headers: { 'content-type': 'text/plain' },
      });
    const seeOther = JSON.parse(ok(await executePlaygroundRequest(post(303), options())).body);
    expect(seeOther).toMatchObject({ method: 'GET', body: '' });
    expect(seeOther.headers).not.toHaveProperty('content-type');
    const temporary = JSON.parse(ok(await executePlaygroundRequest(post(307), options())).body);
    expect(temporary).toMatchObject({ method: 'POST', body: 'payload' });
  });

  it('stops after maxRedirects', async () => {
    const before = api.requests.length;
    const error = failed(
      await executePlaygroundRequest(request(`${apiOrigin}/loop`), options({ limits: { maxRedirects: 2 } })),
    );
    expect(error).toMatchObject({
      code: 'PROXY_TOO_MANY_REDIRECTS',
      message: `${apiOrigin} redirected more than 2 times.`,
    });
    expect(api.requests.length - before).toBe(3);
  });

  it('returns a redirect to another origin unfollowed', async () => {
    const response = ok(
      await executePlaygroundRequest(request(`${apiOrigin}/redirect?to=https://elsewhere.example/x`), options()),
    );
    expect(response).toMatchObject({
      status: 302,
      redirects: 0,
      body: 'moved',
      headers: { location: 'https://elsewhere.example/x' },
    });
  });
});
