/// <reference lib="dom" />
// The done-when test of serving a site under a base path: a real nginx forwards `/docs/` of its
// host to the real edge (`location /docs/ { proxy_pass …; proxy_set_header Host …; }`, the
// prefix passed through), and Chromium reads the example site there. Every request the pages make
// succeeds, links and search results stay under `/docs/`, and the playground's POST to
// `/docs/_docs/api/request` reaches the API through nginx and the edge.
import { mkdirSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasChromium, useChromium } from '../../../test/helpers/chromium.ts';
import { startLoopback, type Loopback } from './helpers/loopback.ts';
import { hasNginx, startNginx, type Nginx } from './helpers/start-nginx.ts';
import { createSite, deploy, randomSlug, startWorld, type World } from './helpers/world.ts';

const STARTER = new URL('../../../examples/starter', import.meta.url).pathname;
const SCREENSHOTS = new URL('../../../test-output/screenshots', import.meta.url).pathname;
if (!hasChromium || !hasNginx) console.warn('Base path browser test skipped: it needs /usr/bin/chromium and nginx.');

/** Not under `.dev`, which browsers only ever reach over https (HSTS preload). */
const SITES_DOMAIN = 'folio-subpath.test';

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline test: ${url} is not fetched`);
};

describe.skipIf(!hasChromium || !hasNginx)('a site under /docs behind a real nginx (Chromium)', () => {
  let world: World;
  let api: Loopback;
  let nginx: Nginx;
  let origin = '';
  let apiPage = '';
  /** Every request of the pages that failed or answered 400 or more. */
  const problems: string[] = [];

  beforeAll(async () => {
    api = await startLoopback((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"pets":[]}');
    });
    world = await startWorld({
      env: { PLAYGROUND_ALLOW_PRIVATE: 'loopback', SITES_DOMAIN },
      playground: {
        lookup: async () => [{ address: '127.0.0.1', family: 4 }],
        connect: () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect({ host: '127.0.0.1', port: api.port }, () => resolve(socket));
            socket.once('error', reject);
          }),
      },
    });
    const result = await buildSite(createDirectoryReader(STARTER), {
      basePath: '/docs',
      fetchUrl: offline,
      manifest: false,
      renderPool: false,
    });
    expect(result.ok).toBe(true);
    const slug = randomSlug('subpath');
    const servers = [...new Set(result.analysis.specs.flatMap((spec) => spec.servers ?? []))];
    await deploy(world, await createSite(world, slug), result.files, { servers });
    apiPage = `/docs/${result.analysis.pages.find((page) => page.operation !== undefined)!.path}`;
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    const edgePort = (world.app.server.address() as AddressInfo).port;
    // The customer's proxy: only /docs/ goes to Folio, the prefix kept, the Host the site's.
    nginx = await startNginx(
      (port) => `location /docs/ {
      proxy_pass http://127.0.0.1:${edgePort};
      proxy_set_header Host ${slug}.${SITES_DOMAIN}:${port};
    }`,
    );
    origin = `http://${slug}.${SITES_DOMAIN}:${nginx.port}`;
  }, 240_000);

  afterAll(async () => {
    await nginx?.close();
    await world?.close();
    await api?.close();
  });

  // After the servers' hooks: the browser closes before they do.
  const chromium = useChromium({ loopbackDomain: SITES_DOMAIN, viewport: { width: 1360, height: 900 } });

  beforeAll(() => {
    chromium.context.on('requestfailed', (request) => {
      // Opening a result sends the search-insights beacon as the page goes; Chromium reports a
      // beacon aborted when its page unloads (test/analytics beacons cover its arrival).
      const beacon = new URL(request.url()).pathname.endsWith('/_folio/search-events');
      if (beacon && request.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
    });
    chromium.context.on('response', (response) => {
      if (response.status() >= 400)
        problems.push(`${response.request().method()} ${response.url()} ${response.status()}`);
    });
  });

  // Each test answers for the requests its own pages make.
  beforeEach(() => {
    problems.length = 0;
  });

  /**
   * Waits until none of the page's requests has been in flight for 700 ms. The search fetches the
   * parts of the results past the first five 300 ms after the reader pauses; opening a result while
   * they load cancels them (ERR_ABORTED), which a reader never notices but this test would count.
   */
  const settled = async (page: Page) => {
    const inFlight = new Set<Request>();
    let changed = Date.now();
    const started = (request: Request) => {
      inFlight.add(request);
      changed = Date.now();
    };
    const ended = (request: Request) => {
      inFlight.delete(request);
      changed = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    try {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - changed >= 700, { timeout: 20_000, interval: 100 })
        .toBe(true);
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  };

  /** The paths of the page's links to its own origin that lie outside `/docs/`. */
  const linksOutside = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((a) => a.origin === location.origin && !a.pathname.startsWith('/docs/'))
        .map((a) => a.getAttribute('href')),
    );

  it('loads every request under /docs/, and clicked links stay there', async () => {
    const page = await chromium.context.newPage();
    const response = await page.goto(`${origin}/docs/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    expect(await linksOutside(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'base-path-nginx.png') });
    // The sidebar's links, then a link inside a page.
    await page.locator('a[href="/docs/quickstart"]').first().click();
    await page.waitForURL(`${origin}/docs/quickstart`);
    await page.waitForLoadState('networkidle');
    expect(await linksOutside(page)).toEqual([]);
    await page.locator('a[href^="/docs/guides/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/docs/guides/'));
    await page.waitForLoadState('networkidle');
    await page.close();
    expect(problems, await nginx.errors()).toEqual([]);
  }, 60_000);

  it('searches from /docs/, with results under /docs/', async () => {
    const page = await chromium.context.newPage();
    await page.goto(`${origin}/docs/guides/overview`, { waitUntil: 'networkidle' });
    await page.locator('#search-input').click();
    await page.keyboard.type('pet');
    await page.locator('#search-results a').first().waitFor({ timeout: 10_000 });
    const hrefs = await page
      .locator('#search-results a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/docs/'), href).toBe(true);
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'base-path-nginx-search.png') });
    await page.locator('#search-results a').first().click();
    await page.waitForURL((url) => url.pathname !== '/docs/guides/overview' || url.hash !== '');
    expect(new URL(page.url()).pathname.startsWith('/docs/')).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.close();
    expect(problems).toEqual([]);
  }, 60_000);

  it('sends a playground request through nginx to /docs/_docs/api/request', async () => {
    const page = await chromium.context.newPage();
    await page.goto(`${origin}${apiPage}`, { waitUntil: 'networkidle' });
    const before = api.requests.length;
    const posted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/_docs/api/request'),
    );
    const form = page.locator('form[data-playground]').first();
    for (const input of await form.locator('input[required]:visible').all())
      if ((await input.inputValue()) === '') await input.fill('1');
    await form.locator('.pg-send').click();
    const response = await posted;
    expect(new URL(response.url()).pathname).toBe('/docs/_docs/api/request');
    expect(response.status()).toBe(200);
    const panel = page.locator('[data-response]').first();
    await panel.waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(() => panel.locator('[data-status]').first().textContent(), { timeout: 15_000 }).toContain('200');
    await page.screenshot({ path: join(SCREENSHOTS, 'base-path-nginx-playground.png') });
    await page.close();
    expect(api.requests.length, 'the request reached the API through nginx and the edge').toBeGreaterThan(before);
    expect(problems).toEqual([]);
  }, 60_000);
});
