// POST /_folio/feedback and POST /_folio/search-events: what they accept, what they refuse with a
// bounded answer, and what reaches the analytics stream.
import { readAnalyticsStream, sumAnalyticsCounts } from '@folio/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REDIS_URL,
  SITES_DOMAIN,
  createSite,
  deploy,
  file,
  page,
  randomSlug,
  startWorld,
  type World,
} from './helpers/world.ts';

let world: World;
let stream: string;
let siteId: string;
let deploymentId: string;
let host: string;
let origin: string;
const redis = new Redis(REDIS_URL);

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  world.app.inject({
    method: 'POST',
    url: path,
    headers: { host, origin, 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: headers['x-test-address'] ?? '198.51.100.7',
  });
const streamed = async () => (await readAnalyticsStream(redis, stream)).batches;

beforeAll(async () => {
  world = await startWorld({
    env: { ANALYTICS_FLUSH_MS: '50', FEEDBACK_CLIENT_PER_MINUTE: '5', SEARCH_EVENTS_CLIENT_PER_MINUTE: '4' },
  });
  stream = world.config.analytics.stream;
  const slug = randomSlug('beacons');
  siteId = await createSite(world, slug);
  host = `${slug}.${SITES_DOMAIN}`;
  origin = `https://${host}`;
  deploymentId = await deploy(world, siteId, [
    page('/', '<h1>Home</h1>'),
    page('/guides/setup', '<h1>Setup</h1>'),
    file('/guides/setup.md', 'text/markdown; charset=utf-8', '# Setup'),
    file('/404', 'text/html; charset=utf-8', '<h1>Not found</h1>'),
  ]);
});
beforeEach(async () => {
  await redis.del(stream);
});
afterAll(async () => {
  await world?.close();
  redis.disconnect();
});

describe('POST /_folio/feedback', () => {
  it('adds a vote to the stream at once, then its comment to the same vote', async () => {
    const voted = await post(
      '/_folio/feedback',
      { path: '/guides/setup', rating: 'down' },
      { 'x-test-address': '198.51.100.1' },
    );
    expect(voted.statusCode, voted.body).toBe(202);
    expect(voted.headers['set-cookie']).toBeUndefined();
    const { id } = voted.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const commented = await post(
      '/_folio/feedback',
      { id, path: '/guides/setup', rating: 'down', comment: '  The port\r\nis wrong.\u0000  ' },
      { 'x-test-address': '198.51.100.1' },
    );
    expect(commented.statusCode).toBe(202);
    expect(commented.json()).toEqual({ id });
    const votes = (await streamed()).flatMap((batch) => batch.feedback);
    expect(votes.map(({ at, ...vote }) => vote)).toEqual([
      { id, siteId, deploymentId, path: '/guides/setup', rating: 'down', comment: null },
      { id, siteId, deploymentId, path: '/guides/setup', rating: 'down', comment: 'The port\nis wrong.' },
    ]);
  });

  it('refuses what is not a vote on one of the site’s pages, with a bounded answer', async () => {
    // Every request counts against the reader's limit, a refused one too: each comes from its own address.
    let reader = 20;
    const refused = async (body: unknown, headers: Record<string, string> = {}) => {
      const answer = await post('/_folio/feedback', body, { 'x-test-address': `198.51.100.${reader++}`, ...headers });
      return [answer.statusCode, (answer.json() as { code: string }).code];
    };
    expect(await refused({ path: '/nope', rating: 'up' })).toEqual([400, 'BEACON_INVALID']);
    expect(await refused({ path: '/guides/setup.md', rating: 'up' })).toEqual([400, 'BEACON_INVALID']);
    expect(await refused({ path: '/', rating: 'meh' })).toEqual([400, 'BEACON_INVALID']);
    expect(await refused({ path: '/', rating: 'up', comment: 'x'.repeat(1001) })).toEqual([400, 'BEACON_INVALID']);
    expect(
      await refused({
        path: '/',
        rating: 'up',
        comment: 'https://a.example https://b.example www.c.example http://d.example',
      }),
    ).toEqual([400, 'BEACON_INVALID']);
    expect(await refused({ path: '/', rating: 'up', id: 'not-an-id' })).toEqual([400, 'BEACON_INVALID']);
    expect(await refused('{"path": "/", "rating": ')).toEqual([400, 'BEACON_INVALID']);
    expect(await refused({ path: '/', rating: 'up' }, { origin: 'https://evil.example' })).toEqual([
      403,
      'BEACON_ORIGIN_NOT_ALLOWED',
    ]);
    expect(await refused({ path: '/', rating: 'up' }, { origin: '' })).toEqual([403, 'BEACON_ORIGIN_NOT_ALLOWED']);
    expect(await refused({ path: '/', rating: 'up', comment: 'y'.repeat(6_000) })).toEqual([413, 'BEACON_TOO_LARGE']);
    expect(await refused({ path: '/', rating: 'up' }, { host: `nobody.${SITES_DOMAIN}` })).toEqual([
      404,
      'BEACON_SITE_NOT_FOUND',
    ]);
    expect((await streamed()).flatMap((batch) => batch.feedback)).toEqual([]);
  });

  it('limits votes per reader and site, telling when to try again', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        (await post('/_folio/feedback', { path: '/', rating: 'up' }, { 'x-test-address': '198.51.100.4' })).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const limited = await post('/_folio/feedback', { path: '/', rating: 'up' }, { 'x-test-address': '198.51.100.4' });
    expect(limited.headers['retry-after']).toBe('60');
    // Another reader is not held back by the first.
    expect(
      (await post('/_folio/feedback', { path: '/', rating: 'up' }, { 'x-test-address': '198.51.100.5' })).statusCode,
    ).toBe(202);
    expect((await streamed()).flatMap((batch) => batch.feedback)).toHaveLength(6);
  });
});

describe('POST /_folio/search-events', () => {
  it('counts normalised searches, zero-result searches and opened results', async () => {
    const answer = await post(
      '/_folio/search-events',
      {
        events: [
          { query: '  Setup   GUIDE ', results: 4 },
          { query: 'setup guide', results: 2 },
          { query: 'kubernetes', results: 0 },
          { query: 'Setup Guide', path: '/guides/setup' },
          { query: 'setup guide', path: '/made-up' },
          { query: '\u0000\u200b', results: 3 },
          { query: `${'long '.repeat(40)}end`, results: 1 },
          { nothing: true },
        ],
      },
      { 'x-test-address': '198.51.100.6' },
    );
    expect(answer.statusCode).toBe(204);
    const long = 'long '.repeat(20).trim();
    await expect
      .poll(async () => sumAnalyticsCounts(await streamed()), { timeout: 10_000 })
      .toEqual({
        'search setup guide': 2,
        'search_results setup guide': 6,
        'search kubernetes': 1,
        'search_zero kubernetes': 1,
        'search_click setup guide /guides/setup': 1,
        [`search ${long}`]: 1,
        [`search_results ${long}`]: 1,
      });
  });

  it('counts nothing for a reader who refuses tracking, and refuses floods', async () => {
    const events = { events: [{ query: 'private', results: 1 }] };
    expect(
      (await post('/_folio/search-events', events, { dnt: '1', 'x-test-address': '198.51.100.8' })).statusCode,
    ).toBe(204);
    expect(
      (await post('/_folio/search-events', events, { 'sec-gpc': '1', 'x-test-address': '198.51.100.8' })).statusCode,
    ).toBe(204);
    const tooMany = await post(
      '/_folio/search-events',
      { events: Array.from({ length: 21 }, () => ({ query: 'a', results: 1 })) },
      { 'x-test-address': '198.51.100.9' },
    );
    expect(tooMany.statusCode).toBe(400);
    const sendBeacon = await post('/_folio/search-events', JSON.stringify(events), {
      'content-type': 'text/plain;charset=UTF-8',
      'x-test-address': '198.51.100.10',
    });
    expect(sendBeacon.statusCode).toBe(204);
    const flood: number[] = [];
    for (let i = 0; i < 3; i++)
      flood.push((await post('/_folio/search-events', events, { 'x-test-address': '198.51.100.10' })).statusCode);
    expect(flood).toEqual([204, 204, 204]);
    expect((await post('/_folio/search-events', events, { 'x-test-address': '198.51.100.10' })).statusCode).toBe(429);
    await expect
      .poll(async () => sumAnalyticsCounts(await streamed()), { timeout: 10_000 })
      .toEqual({
        'search private': 4,
        'search_results private': 4,
      });
  });
});
