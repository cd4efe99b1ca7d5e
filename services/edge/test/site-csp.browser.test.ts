/// <reference lib="dom" />
// The real-world fixture repositories, built by the builder the worker runs and served by the
// real edge with the headers it sends, pass the site's Content-Security-Policy in Chromium: no
// `securitypolicyviolation` and no CSP console error while a reader opens pages, searches,
// switches colour scheme, uses tabs and sends a playground request.
import { mkdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { SITE_CONTENT_SECURITY_POLICY } from '@folio/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useChromium } from '../../../test/helpers/chromium.ts';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { startLoopback, type Loopback } from './helpers/loopback.ts';
import { createSite, deploy, randomSlug, startWorld, type World } from './helpers/world.ts';

const SCREENSHOTS = new URL('../../../test-output/screenshots', import.meta.url).pathname;

/** Fixtures with API reference pages (ollama, CleoNHSPS), iframes, images, snippets and cards. */
const FIXTURES = ['mintlify__starter', 'ollama__ollama', 'CleoNHSPS__docs'];

/**
 * The fixtures with OpenAPI operation pages, and whether those pages carry the playground: ollama's
 * docs.json sets `api.playground.display: "simple"` (the endpoint without a playground), CleoNHSPS
 * keeps the default `interactive`.
 */
const API_FIXTURES = [
  { name: 'ollama__ollama', playground: false },
  { name: 'CleoNHSPS__docs', playground: true },
];

/** Not under `.dev`, which browsers only ever reach over https (HSTS preload). */
const SITES_DOMAIN = 'folio-csp.test';

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline test: ${url} is not fetched`);
};

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

describe.skipIf(!hasChromium)("generated sites under the edge's Content-Security-Policy (Chromium)", () => {
  let world: World;
  let api: Loopback;
  let port = 0;
  const sites = new Map<string, { host: string; pages: string[]; apiPages: string[] }>();

  beforeAll(async () => {
    // Every API the playground calls is this loopback server (the fixtures' servers are not reachable here).
    api = await startLoopback((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"models":[]}');
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
    for (const name of FIXTURES) {
      const result = await buildSite(createDirectoryReader(join(REAL_WORLD_FIXTURES, name)), {
        fetchUrl: offline,
        manifest: false,
        renderPool: false,
      });
      expect(result.ok, name).toBe(true);
      const slug = randomSlug(name.split('__')[0]!.toLowerCase());
      const servers = [...new Set(result.analysis.specs.flatMap((spec) => spec.servers ?? []))];
      await deploy(world, await createSite(world, slug), result.files, { servers });
      const html = result.files.filter((file) => file.contentType.startsWith('text/html') && file.urlPath !== '/404');
      // API pages are the ones the analysis says document an operation, not ones whose markup
      // holds some marker: docs.json decides whether they show a playground at all.
      const apiUrls = new Set(
        result.analysis.pages.filter((page) => page.operation !== undefined).map((page) => `/${page.path}`),
      );
      sites.set(name, {
        host: `${slug}.${SITES_DOMAIN}`,
        pages: html
          .filter((file) => !apiUrls.has(file.urlPath))
          .slice(0, 4)
          .map((file) => file.urlPath),
        apiPages: html
          .filter((file) => apiUrls.has(file.urlPath))
          .slice(0, 2)
          .map((file) => file.urlPath),
      });
    }
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    port = (world.app.server.address() as AddressInfo).port;
  }, 240_000);

  afterAll(async () => {
    await world?.close();
    await api?.close();
  });

  // After the servers' hooks: the browser closes before they do.
  const chromium = useChromium({ loopbackDomain: SITES_DOMAIN, viewport: { width: 1360, height: 900 } });

  /** Opens a page, recording every CSP violation and CSP console error it reports. */
  async function open(host: string, path: string, violations: Violation[]): Promise<Page> {
    const page = await chromium.context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const w = window as unknown as { __violations?: { directive: string; blocked: string }[] };
        w.__violations ??= [];
        w.__violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push({ directive: 'console', blocked: message.text(), page: path });
    });
    // Not 'load': images and embeds on hosts this machine cannot reach would hold it back.
    const response = await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['content-security-policy'], path).toBe(SITE_CONTENT_SECURITY_POLICY);
    return page;
  }

  async function collect(page: Page, path: string, violations: Violation[]): Promise<void> {
    const found = await page.evaluate(
      () => (window as unknown as { __violations?: { directive: string; blocked: string }[] }).__violations ?? [],
    );
    violations.push(...found.map((v) => ({ ...v, page: path })));
    await page.close();
  }

  it.each(FIXTURES)(
    '%s: pages, search, colour scheme and tabs report no violation',
    async (name) => {
      const site = sites.get(name)!;
      const violations: Violation[] = [];
      expect(site.pages.length).toBeGreaterThan(0);
      for (const path of site.pages) {
        const page = await open(site.host, path, violations);
        // The head script (a file now, not inline) ran before the page's own script.
        expect(await page.evaluate(() => document.documentElement.classList.contains('js')), path).toBe(true);
        await page.locator('#search-input').click();
        await page.keyboard.type('the');
        await page.locator('#search-results a').first().waitFor({ timeout: 10_000 });
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.keyboard.press('Escape');
        const unselected = page.locator('[role=tab][aria-selected=false][id]').first();
        const tabId =
          (await unselected.count()) > 0 && (await unselected.isVisible()) ? await unselected.getAttribute('id') : null;
        if (tabId !== null) {
          const tab = page.locator(`[id="${tabId}"]`);
          // The sticky top bar may cover it: the click event itself is what the site script handles.
          await tab.dispatchEvent('click');
          expect(await tab.getAttribute('aria-selected'), path).toBe('true');
        }
        await page.emulateMedia({ colorScheme: 'light' });
        if (path === site.pages[0]) {
          mkdirSync(SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: join(SCREENSHOTS, `csp-${name}.png`) });
        }
        await collect(page, path, violations);
      }
      expect(violations).toEqual([]);
    },
    120_000,
  );

  it.each(API_FIXTURES.filter((fixture) => fixture.playground).map((fixture) => fixture.name))(
    '%s: an API page sends a playground request through the edge with no violation',
    async (name) => {
      const site = sites.get(name)!;
      const violations: Violation[] = [];
      expect(site.apiPages.length, 'the fixture has API pages').toBeGreaterThan(0);
      const path = site.apiPages[0]!;
      const page = await open(site.host, path, violations);
      const before = api.requests.length;
      const form = page.locator('form[data-playground]').first();
      // Fill what the operation requires with something, then send.
      for (const input of await form.locator('input[required]:visible').all())
        if ((await input.inputValue()) === '') await input.fill('1');
      await form.locator('.pg-send').click();
      const panel = page.locator('[data-response]').first();
      await panel.waitFor({ state: 'visible', timeout: 15_000 });
      await expect
        .poll(() => panel.locator('[data-status], [data-error]').first().textContent(), { timeout: 15_000 })
        .not.toBe('');
      await page.screenshot({ path: join(SCREENSHOTS, `csp-${name}-playground.png`) });
      await collect(page, path, violations);
      expect(violations).toEqual([]);
      expect(api.requests.length, 'the request reached the API through the edge').toBeGreaterThan(before);
    },
    60_000,
  );

  it.each(API_FIXTURES.filter((fixture) => !fixture.playground).map((fixture) => fixture.name))(
    '%s: an API page without a playground (display: simple) shows its operation with no violation',
    async (name) => {
      const site = sites.get(name)!;
      const violations: Violation[] = [];
      expect(site.apiPages.length, 'the fixture has API pages').toBeGreaterThan(0);
      const path = site.apiPages[0]!;
      const page = await open(site.host, path, violations);
      await page.locator('section.api[data-operation]').first().waitFor({ state: 'visible', timeout: 15_000 });
      expect(await page.locator('form[data-playground]').count(), path).toBe(0);
      await page.screenshot({ path: join(SCREENSHOTS, `csp-${name}-api-page.png`) });
      await collect(page, path, violations);
      expect(violations).toEqual([]);
    },
    60_000,
  );
});
