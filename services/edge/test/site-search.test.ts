// GET /_folio/search on the edge: a real build of test/fixtures/search-site deployed to real S3
// (s3rver), Postgres and Redis; the same ranking as the site's own search box, per-address limits
// in Redis, answers tied to the deployment by their ETag.
import { startInFreshWindow } from './helpers/fresh-window.ts';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { loadSearchEngine } from '@folio/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/search-site', import.meta.url));
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

let world: World;
let host: string;
let indexJson: string;
let siteId: string;

// Each test searches from its own address, so the per-address limit counts one test only.
let ip = '203.0.113.1';
const search = (query: string, headers: Record<string, string> = {}, from = ip) =>
  world.app.inject({
    method: 'GET',
    url: `/_folio/search?${query}`,
    headers: { host, ...headers },
    remoteAddress: from,
  });

beforeAll(async () => {
  world = await startWorld({ env: { SEARCH_CLIENT_PER_MINUTE: '8' } });
  const build = await buildSite(createDirectoryReader(FIXTURE), {
    fetchUrl: offline,
    manifest: false,
    renderPool: false,
  });
  expect(build.ok).toBe(true);
  indexJson = String(build.files.find((file) => file.urlPath === '/_folio/search.json')!.body);
  const slug = randomSlug('search');
  host = `${slug}.${SITES_DOMAIN}`;
  siteId = await createSite(world, slug);
  await deploy(world, siteId, build.files);
}, 120_000);
beforeEach(() => {
  ip = `203.0.113.${Number(ip.split('.')[3]) + 1}`;
});
afterAll(async () => {
  await world?.close();
});

describe('GET /_folio/search at the edge', () => {
  it('answers what the browser engine finds, in the same order, with absolute URLs', async () => {
    const answer = await search('q=RFC+6901');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const body = answer.json();
    const browser = loadSearchEngine(indexJson).search('RFC 6901');
    expect(body.results.map((r: { path: string; heading: string }) => `${r.path} ${r.heading}`)).toEqual(
      browser.slice(0, 10).map((hit) => `${hit.path} ${hit.heading}`),
    );
    expect(body.results[0]).toMatchObject({
      title: 'CLI reference',
      heading: 'Environment variables',
      url: `http://${host}/cli#environment-variables`,
      path: '/cli',
      scope: '',
    });
    expect(
      body.results[0].snippet.filter((part: { mark: boolean }) => part.mark).map((p: { text: string }) => p.text),
    ).toEqual(['RFC', '6901']);
  });

  it('finds identifiers, typos and CJK, and suggests terms when nothing matches', async () => {
    expect((await search('q=x-api-key')).json().results[0].path).toBe('/users-api');
    expect((await search('q=NO_COLOR&limit=1')).json().results).toHaveLength(1);
    expect((await search(`q=${encodeURIComponent('文档工具')}`)).json().results[0].path).toBe('/zh-quickstart');
    const none = (await search('q=zzqqxx')).json();
    expect(none).toMatchObject({ total: 0, results: [] });
  });

  it('revalidates with the ETag, and a new deployment changes the answer', async () => {
    const first = await search('q=meal');
    const again = await search('q=meal', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await deploy(world, siteId, [page('/', '<h1>home</h1>')]);
    await expect
      .poll(async () => (await search('q=meal', { 'if-none-match': first.headers.etag as string })).statusCode)
      .toBe(404);
    const gone = await search('q=meal');
    expect(gone.json()).toMatchObject({ code: 'SEARCH_NOT_AVAILABLE' });
  });

  it('bounds the query with a clear JSON error', async () => {
    const answer = await search(`q=${'x'.repeat(5000)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      statusCode: 400,
      code: 'SEARCH_QUERY_TOO_LONG',
      message: 'The search query is 5000 characters long; at most 200 are read.',
      fix: 'Send at most 200 characters in `q`: a few words find more than a paragraph.',
    });
    const post = await world.app.inject({ method: 'POST', url: '/_folio/search?q=x', headers: { host } });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('limits each client address per minute, through Redis', async () => {
    // Fixed one-minute windows: start in one with time left, so a boundary cannot reset the count.
    await startInFreshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await search(`q=word${i}`, {}, ip)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const limited = await search('q=again', {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'SEARCH_RATE_LIMITED' });
    // Another address is not limited by this one.
    expect((await search('q=again', {}, '198.51.100.21')).statusCode).not.toBe(429);
  });

  it('is answered on a listening edge too (the raw fast path leaves it to Fastify), and not on unknown hosts', async () => {
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (world.app.server.address() as AddressInfo).port;
    const contentType = await new Promise<string | undefined>((resolve, reject) =>
      httpGet({ host: '127.0.0.1', port, path: '/_folio/search?q=home', headers: { host } }, (response) => {
        response.resume();
        resolve(response.headers['content-type']);
      }).on('error', reject),
    );
    expect(contentType).toBe('application/json; charset=utf-8');
    const unknown = await world.app.inject({
      method: 'GET',
      url: '/_folio/search?q=x',
      headers: { host: `nope.${SITES_DOMAIN}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
