// The front door of `npm start` with real sockets: an upstream's own 503 is answered once (never
// retried: a readiness probe must report in the time the service takes, and an overloaded service
// must not get ten times the load); an upstream that is restarting (connection refused) is retried
// with backoff within a bounded time, then a 503 with Retry-After; connections to each upstream are
// capped with a bounded queue, beyond which a request gets a 503 with Retry-After at once.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/find-free-port.ts';
import { startFrontProxy, type FrontProxyOptions } from '../src/start-front-proxy.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** One request through the front door with a Host header (fetch cannot set Host). */
function send(port: number, host: string, method = 'GET', body?: string): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        method,
        headers: { host, ...(body === undefined ? {} : { 'content-type': 'text/plain' }) },
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: Date.now() - started }),
        );
      },
    )
      .on('error', reject)
      .end(body);
  });
}

/** An upstream on 127.0.0.1 answering each request with `handle`; counts requests and those in flight. */
async function upstream(handle: (req: IncomingMessage, res: ServerResponse) => void, port = 0) {
  const state = { hits: 0, active: 0, maxActive: 0 };
  const server = createServer((req, res) => {
    state.hits++;
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    res.once('close', () => state.active--);
    handle(req, res);
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  return { state, server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

const servers: Server[] = [];
const fronts: FastifyInstance[] = [];
afterEach(async () => {
  for (const front of fronts.splice(0)) await front.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function front(
  options: Pick<FrontProxyOptions, 'apiUrl' | 'edgeUrl'> & Partial<FrontProxyOptions>,
): Promise<number> {
  const { app } = await startFrontProxy({
    host: '127.0.0.1',
    port: 0,
    apiHosts: ['api.localhost', 'app.localhost'],
    ...options,
  });
  fronts.push(app);
  return (app.server.address() as { port: number }).port;
}

const ok = (_req: IncomingMessage, res: ServerResponse) => res.end('ok');

describe('the front door', () => {
  it("answers an upstream's own 503 once, with its Retry-After, in the time the upstream took", async () => {
    const api = await upstream((_req, res) =>
      setTimeout(
        () => res.writeHead(503, { 'retry-after': '7', 'content-type': 'application/json' }).end('{"status":"down"}'),
        200,
      ),
    );
    const edge = await upstream(ok);
    const port = await front({ apiUrl: api.url, edgeUrl: edge.url });
    const answer = await send(port, 'api.localhost', 'GET');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('7');
    expect(answer.body).toBe('{"status":"down"}');
    expect(api.state.hits).toBe(1);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('retries a GET while its upstream is restarting (connection refused), with backoff, until it listens again', async () => {
    const api = await upstream(ok);
    const edgePort = await findFreePort();
    const port = await front({ apiUrl: api.url, edgeUrl: `http://127.0.0.1:${edgePort}` });
    const pending = send(port, 'demo.sites.localhost', 'GET');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const edge = await upstream(ok, edgePort);
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('ok');
    expect(edge.state.hits).toBe(1);
  });

  it('gives up on an upstream that stays down within the retry budget, with a 503 and Retry-After; never retries a POST', async () => {
    const api = await upstream(ok);
    const port = await front({
      apiUrl: api.url,
      edgeUrl: `http://127.0.0.1:${await findFreePort()}`,
      retryBudgetMs: 600,
    });
    const get = await send(port, 'demo.sites.localhost', 'GET');
    expect(get.status).toBe(503);
    expect(get.headers['retry-after']).toBe('1');
    // Backoff of 50 + 100 + 200 ms fits the 600 ms budget; the next 400 ms would not.
    expect(get.ms).toBeGreaterThanOrEqual(300);
    expect(get.ms).toBeLessThan(1_000);
    const post = await send(port, 'demo.sites.localhost', 'POST', 'x');
    expect(post.status).toBe(503);
    expect(post.headers['retry-after']).toBe('1');
    expect(post.ms).toBeLessThan(300);
  });

  it('opens more than 128 connections to an upstream by default', async () => {
    const held: ServerResponse[] = [];
    const edge = await upstream((_req, res) => held.push(res));
    const api = await upstream(ok);
    const port = await front({ apiUrl: api.url, edgeUrl: edge.url });
    const answers = Array.from({ length: 200 }, () => send(port, 'demo.sites.localhost'));
    await expect.poll(() => edge.state.active, { timeout: 10_000 }).toBe(200);
    for (const res of held) res.end('ok');
    expect((await Promise.all(answers)).every((a) => a.status === 200)).toBe(true);
  });

  it("caps each upstream's connections with a bounded queue: beyond it a 503 with Retry-After at once, and the other upstream still answers", async () => {
    const held: ServerResponse[] = [];
    const edge = await upstream((_req, res) => held.push(res));
    const api = await upstream(ok);
    const port = await front({ apiUrl: api.url, edgeUrl: edge.url, upstreamConnections: 2, maxQueued: 2 });
    const answers = Array.from({ length: 6 }, () => send(port, 'demo.sites.localhost'));
    await expect.poll(() => edge.state.active, { timeout: 5_000 }).toBe(2);
    // Two wait in the queue; the last two are told to come back.
    const refused = await Promise.all([answers[4]!, answers[5]!]);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.ms).toBeLessThan(1_000);
    }
    expect((await send(port, 'api.localhost')).status).toBe(200);
    expect(edge.state.maxActive).toBe(2);
    // Each answer frees a connection for the next request in the queue.
    await expect
      .poll(
        () => {
          for (const res of held.splice(0)) res.end('ok');
          return edge.state.hits;
        },
        { timeout: 5_000, interval: 50 },
      )
      .toBe(4);
    for (const res of held.splice(0)) res.end('ok');
    expect((await Promise.all(answers.slice(0, 4))).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(edge.state.maxActive).toBe(2);
  });
});
