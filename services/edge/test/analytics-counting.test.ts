// What the edge counts for a site's analytics, read back from the Redis stream it writes: page
// views, visitors, referrers, agent traffic by family, 404 paths, and what it never counts or keeps.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAnalyticsStream, sumAnalyticsCounts } from '@folio/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot';

let world: World;
let stream: string;
let port: number;
let siteId: string;
let host: string;
let previewHost: string;
const redis = new Redis(REDIS_URL);

/** A request through the raw fast path, as a browser or crawler sends it. */
function send(
  target: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host: target, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
const browser = (userAgent: string, extra: Record<string, string> = {}) => ({
  'user-agent': userAgent,
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  ...extra,
});

beforeAll(async () => {
  world = await startWorld({ env: { ANALYTICS_FLUSH_MS: '50' } });
  stream = world.config.analytics.stream;
  const slug = randomSlug('counted');
  siteId = await createSite(world, slug);
  host = `${slug}.${SITES_DOMAIN}`;
  previewHost = `draft--${slug}.${SITES_DOMAIN}`;
  const files = [
    page('/', '<h1>Home</h1>'),
    page('/guides/setup', '<h1>Setup</h1>'),
    file('/guides/setup.md', 'text/markdown; charset=utf-8', '# Setup'),
    file('/llms.txt', 'text/plain; charset=utf-8', '# Site'),
    file('/llms-full.txt', 'text/plain; charset=utf-8', '# Site, all of it'),
    file('/_folio/site.3f2a1c9d0e4b.css', 'text/css; charset=utf-8', 'body{}'),
    file('/_folio/nav.0123456789ab.html', 'text/html; charset=utf-8', '<ul></ul>'),
    file('/404', 'text/html; charset=utf-8', '<h1>Not found</h1>'),
  ];
  await deploy(world, siteId, files);
  await deploy(world, siteId, files, { kind: 'preview', branch: 'draft' });
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await world?.close();
  redis.disconnect();
});

describe('counting at the edge', () => {
  it('counts what readers and agents read, apart, and nothing else', async () => {
    // Three page views by two people, one arriving from a search engine.
    await send(host, '/', browser(CHROME, { referer: 'https://www.google.com/', 'sec-fetch-site': 'cross-site' }));
    await send(
      host,
      '/guides/setup',
      browser(CHROME, { referer: `https://${host}/`, 'sec-fetch-site': 'same-origin' }),
    );
    await send(host, '/', browser(FIREFOX));
    // A revalidation is a view too: the browser shows the page it kept.
    const etag = (await world.app.inject({ method: 'HEAD', url: '/', headers: { host } })).headers.etag as string;
    expect((await send(host, '/', browser(FIREFOX, { 'if-none-match': etag }))).status).toBe(304);
    // Not views: HEAD, a prefetch, a prerender, a script's fetch, a reader refusing tracking,
    // an asset, the shared sidebar, a redirect, and every request to a preview.
    await send(host, '/', browser(CHROME), 'HEAD');
    await send(host, '/', browser(CHROME, { 'sec-purpose': 'prefetch' }));
    await send(host, '/', browser(CHROME, { 'sec-purpose': 'prefetch;prerender' }));
    await send(host, '/', browser(CHROME, { purpose: 'prefetch' }));
    await send(host, '/', { 'user-agent': CHROME, 'sec-fetch-dest': 'empty' });
    await send(host, '/', browser(CHROME, { dnt: '1' }));
    await send(host, '/', browser(CHROME, { 'sec-gpc': '1' }));
    await send(host, '/_folio/site.3f2a1c9d0e4b.css', { 'user-agent': CHROME, 'sec-fetch-dest': 'style' });
    await send(host, '/_folio/nav.0123456789ab.html', browser(CHROME));
    expect((await send(host, '/guides/setup/', browser(CHROME))).status).toBe(308);
    await send(previewHost, '/', browser(CHROME));
    await send(previewHost, '/missing', browser(CHROME));
    // Agents, by family: a crawler's page, Markdown and llms files whoever reads them.
    await send(host, '/', { 'user-agent': GPTBOT });
    await send(host, '/guides/setup.md', { 'user-agent': 'curl/8.5.0' });
    await send(host, '/guides/setup.md', { 'user-agent': 'Claude-User/1.0 (+https://www.anthropic.com)' });
    await send(host, '/llms.txt', { 'user-agent': CHROME });
    await send(host, '/llms-full.txt', {});
    await send(host, '/', { 'user-agent': 'HeadlessChrome/126.0 Mozilla/5.0' });
    // 404s a person met, by path; a crawler's 404 is not one.
    expect((await send(host, '/gudies/setup?from=mail', browser(CHROME))).status).toBe(404);
    await send(host, '/wp-login.php', { 'user-agent': 'python-requests/2.31' });

    await expect
      .poll(async () => sumAnalyticsCounts((await readAnalyticsStream(redis, stream)).batches), { timeout: 10_000 })
      .toEqual({
        'view /': 3,
        'view /guides/setup': 1,
        'referrer www.google.com': 1,
        'agent openai page': 1,
        'agent http-client markdown': 1,
        'agent anthropic markdown': 1,
        'agent browser llms': 1,
        'agent unknown llms': 1,
        'agent headless-browser page': 1,
        'not_found /gudies/setup': 1,
      });
    const { batches, raw } = await readAnalyticsStream(redis, stream);
    expect(new Set(batches.flatMap((batch) => batch.counts.map(([site]) => site)))).toEqual(new Set([siteId]));
    // Two readers today: Chrome and Firefox on this address, each a different hash.
    const hashes = new Set(batches.flatMap((batch) => batch.visitors.flatMap((group) => group.hashes)));
    expect(hashes.size).toBe(2);
    // Never a raw address or user agent, and the hours are whole hours since the epoch.
    const text = raw.join('\n');
    for (const secret of ['127.0.0.1', 'Chrome/126', 'Firefox', 'GPTBot', 'curl']) expect(text).not.toContain(secret);
    const hour = Math.floor(Date.now() / 3_600_000);
    for (const batch of batches)
      for (const count of batch.counts) expect(Math.abs(count[1] - hour)).toBeLessThanOrEqual(1);
  });

  it('hashes the same reader alike across requests and differently once the salt changes', async () => {
    await redis.del(stream);
    await send(host, '/', browser(CHROME, { 'x-forwarded-for': '203.0.113.9' }));
    await send(host, '/guides/setup', browser(CHROME));
    await expect
      .poll(async () => (await readAnalyticsStream(redis, stream)).batches.flatMap((b) => b.visitors).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const { batches } = await readAnalyticsStream(redis, stream);
    // TRUST_PROXY is off: X-Forwarded-For is the client's to choose and is not the address.
    expect(new Set(batches.flatMap((batch) => batch.visitors.flatMap((group) => group.hashes))).size).toBe(1);
    const day = new Date().toISOString().slice(0, 10);
    const salt = await redis.get(`${stream}:salt:${day}`);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await redis.ttl(`${stream}:salt:${day}`)).toBeGreaterThan(86_400);
  });
});
