/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hasChromium, screenshot, useChromium } from '../../../test/helpers/chromium.ts';
import { renderSite } from '../src/index.ts';
import { sampleSite, type SampleSiteOptions } from '../src/testing/sample-site.ts';
import { serveApi, serveSite, type TestServer } from './serve-site.ts';

describe.skipIf(!hasChromium)('site in a real browser', () => {
  const chromium = useChromium({ viewport: { width: 1360, height: 900 } });
  const servers: TestServer[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  async function site(options: SampleSiteOptions = {}): Promise<TestServer> {
    const server = await serveSite(renderSite(sampleSite(options)));
    servers.push(server);
    return server;
  }
  async function open(server: TestServer, path: string): Promise<Page> {
    const page = await chromium.context.newPage();
    await page.goto(server.url + path);
    return page;
  }
  const sidebar = (page: Page) => page.locator('#sidebar');

  it('opens nested groups per `expanded`, keeps top-level groups open, and toggles without navigating when drilldown is false', async () => {
    const server = await site({ drilldown: false });
    const page = await open(server, '/en/v2/intro');
    const advanced = sidebar(page).getByRole('button', { name: /Advanced/ });
    const internals = sidebar(page).getByRole('button', { name: /Internals/ });
    await expect.poll(() => advanced.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar(page).getByRole('link', { name: 'Configuration' }).isVisible()).toBe(true);
    expect(await internals.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar(page).getByRole('link', { name: 'Cache' }).isVisible()).toBe(false);
    // Top-level groups: a heading with no toggle; their pages always show.
    expect(await sidebar(page).getByRole('button', { name: 'Getting started' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('heading', { name: 'Getting started' }).isVisible()).toBe(true);
    await screenshot(page, 'groups-initial', { fullPage: false });

    await internals.click();
    expect(await internals.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar(page).getByRole('link', { name: 'Cache' }).isVisible()).toBe(true);
    await advanced.click();
    expect(await sidebar(page).getByRole('link', { name: 'Configuration' }).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/en/v2/intro');
    await screenshot(page, 'groups-toggled', { fullPage: false });
    await page.close();
  });

  it("colours highlighted code for the reader's light or dark scheme", async () => {
    const server = await site();
    const page = await open(server, '/en/v2/intro');
    // What packages/content's highlighter emits: colours as --shiki-* variables the stylesheet sets.
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.innerHTML =
        '<pre class="shiki folio-css-variables" style="background-color:var(--shiki-background);color:var(--shiki-foreground)" tabindex="0"><code><span class="line"><span style="color:var(--shiki-token-keyword)">const</span><span style="color:var(--shiki-foreground)"> answer </span><span style="color:var(--shiki-token-keyword)">=</span><span style="color:var(--shiki-token-string)"> "42"</span></span></code></pre>';
      document.querySelector('main')!.prepend(block);
    });
    const colours = () =>
      page.evaluate(() => {
        const pre = document.querySelector('pre.shiki')!;
        const keyword = pre.querySelector('span[style*="token-keyword"]')!;
        return {
          keyword: getComputedStyle(keyword).color,
          text: getComputedStyle(pre).color,
          background: getComputedStyle(pre).backgroundColor,
        };
      });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await colours()).toEqual({
      keyword: 'rgb(182, 35, 36)',
      text: 'rgb(36, 41, 46)',
      background: 'rgb(248, 249, 251)',
    });
    await screenshot(page, 'code-light', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await colours()).toEqual({
      keyword: 'rgb(249, 117, 131)',
      text: 'rgb(225, 228, 232)',
      background: 'rgb(17, 20, 24)',
    });
    await screenshot(page, 'code-dark', { fullPage: false });
    await page.close();
  });

  it('navigates to the first page of a group when drilldown is true', async () => {
    const server = await site({ drilldown: true });
    const page = await open(server, '/en/v2/intro');
    await sidebar(page)
      .getByRole('link', { name: /Internals/ })
      .click();
    await page.waitForURL('**/en/v2/internals/cache');
    const current = sidebar(page).locator('[aria-current=page]');
    expect(await current.textContent()).toBe('Cache');
    expect(
      await sidebar(page)
        .getByRole('link', { name: /Internals/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    await screenshot(page, 'drilldown-true', { fullPage: false });
    await page.close();
  });

  it("opens a group's root page from its title", async () => {
    const server = await site();
    const page = await open(server, '/en/v2/intro');
    await sidebar(page).getByRole('link', { name: 'Plugins', exact: true }).click();
    await page.waitForURL('**/en/v2/plugins/overview');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Plugins overview');
    await sidebar(page).getByRole('link', { name: 'Concepts', exact: true }).click();
    await page.waitForURL('**/en/v2/concepts');
    await screenshot(page, 'group-root', { fullPage: false });
    await page.close();
  });

  it('switches tabs, opens a tab menu, and switches version and language keeping the page', async () => {
    const server = await site();
    const page = await open(server, '/en/v2/advanced/config');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL('**/en/v2/api/get-a-pet');
    await page.getByText('Resources', { exact: true }).click();
    await page.getByRole('link', { name: /Changelog/ }).click();
    await page.waitForURL('**/en/v2/changelog');

    await page.goto(`${server.url}/en/v2/advanced/config`);
    await page.locator('summary[aria-label^="Version"]').click();
    await screenshot(page, 'version-switcher-open', { fullPage: false });
    await page.locator('[data-switcher=version]').getByRole('link', { name: 'v1' }).click();
    await page.waitForURL('**/en/v1/advanced/config');

    // A page the target version lacks leads to its first page.
    await page.goto(`${server.url}/en/v2/advanced/deploy`);
    await page.locator('summary[aria-label^="Version"]').click();
    await page.locator('[data-switcher=version]').getByRole('link', { name: 'v1' }).click();
    await page.waitForURL('**/en/v1/intro');

    await page.goto(`${server.url}/en/v2/advanced/config`);
    await page.locator('summary[aria-label^="Language"]').click();
    await page.locator('[data-switcher=language]').getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr/v2/advanced/config');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await screenshot(page, 'language-switched', { fullPage: false });
    await page.close();
  });

  it('keeps a dismissed banner dismissed after reload', async () => {
    const server = await site();
    const page = await open(server, '/en/v2/intro');
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Version 2 is out!');
    await screenshot(page, 'banner-visible', { fullPage: false });
    await page.getByRole('button', { name: 'Dismiss banner' }).click();
    expect(await banner.isVisible()).toBe(false);
    await page.reload();
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await screenshot(page, 'banner-dismissed', { fullPage: false });
    await page.close();
  });

  it('sends playground requests to /_docs/api/request and shows the answer', async () => {
    const server = await site();
    const page = await open(server, '/en/v2/api/get-a-pet');
    const form = page.locator('form[data-playground]');
    await form.getByLabel('Bearer token').fill('secret-token');
    await form.getByLabel(/^petId/).fill('7');
    await form.getByLabel(/^fields/).fill('all');
    await form.getByLabel(/^X-Request-Id/).fill('req-1');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Rex from proxy').waitFor();
    expect(server.playgroundRequests).toEqual([
      {
        method: 'GET',
        url: 'https://api.acme.test/pets/7',
        headers: { authorization: 'Bearer secret-token', 'x-request-id': 'req-1' },
        query: { fields: 'all' },
        // The operation's method and path template, which names the call in the site's analytics.
        operation: 'GET /pets/{petId}',
      },
    ]);
    expect(await page.locator('[data-status]').textContent()).toBe('200 OK');
    expect(await page.locator('[data-time]').textContent()).toBe('42 ms');
    await screenshot(page, 'playground-proxy', { fullPage: false });

    // The proxy's JSON error is shown as such.
    await page.evaluate(() => {
      const select = document.querySelector('select[data-server]') as HTMLSelectElement;
      select.options[1]!.value = 'https://fail.acme.test';
    });
    await page.locator('select[data-server]').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'PROXY_UPSTREAM_UNREACHABLE' }).waitFor();
    await page.close();
  });

  it('calls the API directly from the browser when api.playground.proxy is false', async () => {
    const api = await serveApi();
    servers.push(api);
    const server = await site({ proxy: false, apiServer: api.url });
    const page = await open(server, '/en/v2/api/get-a-pet');
    expect(await page.locator('.playground-note').textContent()).toContain('CORS');
    const form = page.locator('form[data-playground]');
    await form.getByLabel('Bearer token').fill('direct-token');
    await form.getByLabel(/^petId/).fill('9');
    await form.getByLabel(/^X-Request-Id/).fill('req-2');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Rex from the API').waitFor();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: '/pets/9',
      headers: { authorization: 'Bearer direct-token', 'x-request-id': 'req-2' },
    });
    expect(server.playgroundRequests).toEqual([]);
    const headerRows = await page
      .locator('[data-headers] tr')
      .evaluateAll((rows) => rows.map((row) => `${row.children[0]!.textContent}: ${row.children[1]!.textContent}`));
    expect(headerRows).toContain('x-api: direct');
    await screenshot(page, 'playground-direct', { fullPage: false });
    await page.close();
  });

  it('searches from the top bar and reads well on a small screen', async () => {
    const server = await site({ eyebrows: 'breadcrumbs' });
    const page = await open(server, '/en/v2/intro');
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('plugins');
    const result = page.locator('#search-results').getByRole('option').first();
    await result.waitFor();
    // Results are grouped by page: the group names the page, each option its section.
    expect(await page.locator('#search-results').textContent()).toContain('Plugins overview');
    await screenshot(page, 'search', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await sidebar(page).isVisible()).toBe(false);
    await screenshot(page, 'mobile', { fullPage: false });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await sidebar(page).isVisible()).toBe(true);
    await screenshot(page, 'mobile-sidebar', { fullPage: false });
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.close();
  });
});
