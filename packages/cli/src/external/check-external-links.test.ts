// `folio check --external` against real HTTP servers on loopback (allowed here by the prober's
// test policy; the command allows public addresses only), through the playground proxy's executor.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinkProber } from '@folio/playground-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExternalLinks } from './check-external-links.ts';
import { ExternalLinkCache } from './external-link-cache.ts';
import { externalLinkDiagnostics, formatExternalSummary } from './external-link-report.ts';

let main: Server;
let other: Server;
let base: string;
let otherBase: string;
let folder: string;
const hits = new Map<string, number>();
let inFlight = 0;
let mostInFlight = 0;

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'folio-external-'));
  other = await listen((_request, response) => response.writeHead(200).end('elsewhere'));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  main = await listen((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/slow')) {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        response.writeHead(200).end('slow');
      }, 60);
      return;
    }
    if (path === '/ok') return void response.writeHead(200).end('ok');
    if (path === '/gone') return void response.writeHead(404).end('gone');
    if (path === '/moved') return void response.writeHead(301, { location: `${otherBase}/there` }).end();
    if (path === '/forbidden') return void response.writeHead(403).end();
    if (path === '/head-refused')
      return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end(request.method === 'HEAD' ? '' : 'ok');
    // 503 to the first attempt (its HEAD and its GET), then fine.
    if (path === '/flaky') return void response.writeHead((hits.get(path) ?? 0) <= 2 ? 503 : 200).end();
    if (path === '/down') return void response.writeHead(503).end();
    response.writeHead(500).end();
  });
  base = `http://127.0.0.1:${(main.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => main.close(resolve));
  await new Promise((resolve) => other.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const loopbackProbe = createLinkProber({ policy: { allowPrivate: ['loopback'] }, timeoutMs: 2_000 });

describe('checkExternalLinks', () => {
  it('judges each URL once, follows redirects to other origins, retries with backoff, and summarises by status', async () => {
    const waits: number[] = [];
    const cache = await ExternalLinkCache.open(join(folder, 'a.json'), 60_000);
    const urls = ['ok', 'ok#section', 'gone', 'moved', 'forbidden', 'head-refused', 'flaky', 'down'].map(
      (path) => `${base}/${path}`,
    );
    const { verdicts, fromCache } = await checkExternalLinks(urls, {
      probe: loopbackProbe,
      cache,
      backoffMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(fromCache).toBe(0);
    expect(Object.fromEntries([...verdicts].map(([url, verdict]) => [url.slice(base.length), verdict]))).toEqual({
      '/ok': { outcome: 'ok', status: 200 },
      '/gone': { outcome: 'broken', status: 404, reason: '404 Not Found' },
      '/moved': { outcome: 'ok', status: 200 },
      '/forbidden': { outcome: 'unverified', status: 403 },
      '/head-refused': { outcome: 'ok', status: 200 },
      '/flaky': { outcome: 'ok', status: 200 },
      '/down': { outcome: 'broken', status: 503, reason: '503 Service Unavailable' },
    });
    // The fragment is not sent: /ok was asked once. /flaky once more after 100 ms; /down twice more.
    expect(hits.get('/ok')).toBe(1);
    expect(waits.sort((a, b) => a - b)).toEqual([100, 100, 200]);
    expect(formatExternalSummary(verdicts, fromCache)).toBe(
      [
        'External links: 7 URLs checked',
        `  ${'200'.padEnd(30)} 4`,
        `  ${'403 (not verified)'.padEnd(30)} 1`,
        `  ${'404'.padEnd(30)} 1`,
        `  ${'503'.padEnd(30)} 1`,
      ].join('\n'),
    );

    const diagnostics = externalLinkDiagnostics(
      [
        { url: `${base}/gone`, file: 'guides/a.mdx', line: 3, column: 5 },
        { url: `${base}/ok#section`, file: 'guides/a.mdx', line: 4, column: 1 },
        { url: `${base}/down`, file: 'docs.json', path: 'navbar.links[0].href', line: 9, column: 17 },
      ],
      verdicts,
      'warning',
    );
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      `guides/a.mdx:3:5 LINK_EXTERNAL_BROKEN link "${base}/gone" answers 404 Not Found`,
      `docs.json:9:17 LINK_EXTERNAL_BROKEN link "${base}/down" answers 503 Service Unavailable`,
    ]);
  });

  it('keeps answers on disk for the time to live, and asks again after it', async () => {
    const file = join(folder, 'b.json');
    let now = 1_000_000;
    const first = await checkExternalLinks([`${base}/gone`], {
      probe: loopbackProbe,
      cache: await ExternalLinkCache.open(file, 60_000),
      now: () => now,
    });
    expect(first.fromCache).toBe(0);
    const asked = hits.get('/gone');
    expect(JSON.parse(await readFile(file, 'utf8')).entries[`${base}/gone`]).toMatchObject({
      outcome: 'broken',
      status: 404,
    });

    now += 30_000;
    const cached = await checkExternalLinks([`${base}/gone`], {
      probe: loopbackProbe,
      cache: await ExternalLinkCache.open(file, 60_000),
      now: () => now,
    });
    expect(cached.fromCache).toBe(1);
    expect(hits.get('/gone')).toBe(asked);

    now += 60_000;
    const expired = await checkExternalLinks([`${base}/gone`], {
      probe: loopbackProbe,
      cache: await ExternalLinkCache.open(file, 60_000),
      now: () => now,
    });
    expect(expired.fromCache).toBe(0);
    expect(hits.get('/gone')).toBeGreaterThan(asked ?? 0);
  });

  it('sends at most two requests at a time to one host', async () => {
    mostInFlight = 0;
    const urls = Array.from({ length: 8 }, (_, index) => `${base}/slow-${index}`);
    const { verdicts } = await checkExternalLinks(urls, {
      probe: loopbackProbe,
      cache: await ExternalLinkCache.open(undefined, 0),
    });
    expect([...verdicts.values()].every((verdict) => verdict.outcome === 'ok')).toBe(true);
    expect(mostInFlight).toBe(2);
  });

  it('never connects to a non-public address with the default policy', async () => {
    const { verdicts } = await checkExternalLinks([`${base}/ok`], {
      probe: createLinkProber({ timeoutMs: 2_000 }),
      cache: await ExternalLinkCache.open(undefined, 0),
    });
    expect([...verdicts.values()]).toEqual([{ outcome: 'skipped', reason: 'non-public address' }]);
  });

  it('reports a host that refuses connections as broken after its retries', async () => {
    const closed = await listen(() => {});
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const waits: number[] = [];
    const { verdicts } = await checkExternalLinks([`http://127.0.0.1:${port}/`], {
      probe: loopbackProbe,
      cache: await ExternalLinkCache.open(undefined, 0),
      backoffMs: 10,
      sleep: async (ms) => void waits.push(ms),
    });
    expect([...verdicts.values()][0]?.outcome).toBe('broken');
    expect(waits).toEqual([10, 20]);
  });
});
