// An answer Node refuses to write (a header value it rejects) must end as a logged 500, never as
// an unhandled rejection: on the raw fast path that rejection stopped the whole edge process.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFastPath } from '../src/serving/create-site-fast-path.ts';
import type { SiteAnswer } from '../src/serving/create-site-responder.ts';

let server: Server;
let port: number;
const lines: string[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
let next: () => Promise<SiteAnswer>;

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  const log = pino(
    { level: 'error' },
    new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const fastPath = createSiteFastPath({
    respond: () => next(),
    gate: () => ({ kind: 'open' }),
    fastifyPaths: [],
    isClosing: () => false,
    onAnswered: () => {},
    log,
  });
  server = createServer((req, res) => {
    if (!fastPath(req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: 'docs.site.test' }, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    // An answer that never comes is the failure this file is about: fail soon rather than hang.
    req.setTimeout(5_000, () => req.destroy(new Error(`no answer to ${path}`)));
    req.end();
  });
}

describe('the fast path writing an answer', () => {
  it('answers 500 and logs when a header value cannot be written, and keeps serving', async () => {
    next = async () => ({ status: 308, headers: { location: '/new/€', 'content-length': 0 }, body: undefined });
    expect(await get('/old/%E2%82%AC')).toEqual({ status: 500, body: 'Internal Server Error' });
    next = async () => ({ status: 200, headers: { 'content-type': 'text/plain', 'content-length': 2 }, body: 'ok' });
    expect(await get('/')).toEqual({ status: 200, body: 'ok' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(rejections).toEqual([]);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; url: string; err: { code: string } });
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'site request failed',
        url: '/old/%E2%82%AC',
        err: expect.objectContaining({ code: 'ERR_INVALID_CHAR' }),
      }),
    ]);
  });
});
