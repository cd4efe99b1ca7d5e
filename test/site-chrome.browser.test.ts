/// <reference lib="dom" />
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { seriousAxeViolations } from './helpers/axe.ts';
import { hasChromium, openPage, screenshot, useChromium, watchProblems } from './helpers/chromium.ts';
import { offline, useServedSite } from './helpers/serve-site-files.ts';

const FIXTURE = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/site-chrome');
/** What the fake Google tag records when the browser runs it: proof the CSP let it execute. */
const FAKE_GTAG =
  'window.__folioGtag = { queued: (window.dataLayer || []).length, src: document.currentScript && document.currentScript.src };';

describe.skipIf(!hasChromium)('navbar, footer, page menu, banner and integrations in a real browser', () => {
  const site = useServedSite(createDirectoryReader(FIXTURE), { fetchUrl: offline });
  /** Content-Security-Policy violations and script errors seen on any page. */
  const problems: string[] = [];
  /** Third-party URLs the pages asked for. */
  const thirdParty: string[] = [];
  // Nothing leaves the machine: the Google tag is answered by a stand-in that records it ran,
  // every other third-party request with an empty 404.
  const chromium = useChromium({
    clipboard: true,
    offSite: (route) => {
      const url = route.request().url();
      thirdParty.push(url);
      if (url.startsWith('https://www.googletagmanager.com/gtag/js'))
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG });
      return route.fulfill({ status: 404, body: '' });
    },
  });

  const open = (path: string, options: { width?: number; scheme?: 'light' | 'dark' } = {}): Promise<Page> =>
    openPage(chromium.context, `${site.url}${path}`, {
      problems,
      width: options.width ?? 1280,
      scheme: options.scheme ?? 'light',
    });

  it('shows the navbar links, the GitHub mark and the call to action', async () => {
    const page = await open('/');
    const topbar = page.locator('header.topbar');
    const cta = topbar.getByRole('link', { name: 'Sign up' });
    expect(await cta.isVisible()).toBe(true);
    expect(await cta.getAttribute('href')).toBe('https://app.acme.test/signup');
    const ctaStyle = await cta.evaluate((a) => ({
      background: getComputedStyle(a).backgroundColor,
      color: getComputedStyle(a).color,
    }));
    expect(ctaStyle.background).toBe('rgb(14, 116, 144)');
    const github = topbar.locator('.navbar-links').getByRole('link', { name: 'GitHub' });
    expect(await github.getAttribute('href')).toBe('https://github.com/acme/cloud');
    expect(await github.locator('svg[data-icon="github"]').count()).toBe(1);
    expect(await topbar.locator('.navbar-links').getByRole('link', { name: 'Changelog' }).getAttribute('href')).toBe(
      '/changelog',
    );
    await screenshot(page, 'site-chrome-light');
    await page.close();
    const dark = await open('/', { scheme: 'dark' });
    await dark.getByRole('button', { name: 'More actions for this page' }).click();
    await screenshot(dark, 'site-chrome-dark', { fullPage: false });
    await dark.close();
  });

  it('ends the page with the footer: social marks named for screen readers and link columns', async () => {
    const page = await open('/quickstart');
    const footer = page.getByRole('contentinfo');
    const socials = footer.locator('.footer-socials a');
    expect(await socials.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))).toEqual([
      'X',
      'GitHub',
      'Discord',
      'LinkedIn',
      'YouTube',
      'Bluesky',
    ]);
    expect(await socials.evaluateAll((links) => links.every((a) => a.querySelector('svg path') !== null))).toBe(true);
    expect(await footer.getByRole('heading', { name: 'Company' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('https://acme.test/careers');
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'site-chrome-footer', { fullPage: false });
    await page.close();
  });

  it('opens the page menu with the keyboard, copies the page as Markdown, and names the page to assistants', async () => {
    const page = await open('/');
    const toggle = page.getByRole('button', { name: 'More actions for this page' });
    const menu = page.getByRole('menu', { name: 'Page actions' });
    expect(await menu.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const items = menu.getByRole('menuitem');
    expect(
      await items.allInnerTexts().then((texts) => texts.map((t) => t.split('\n')[0]!.replace('↗', '').trim())),
    ).toEqual([
      'Copy page',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
      'Open in Perplexity',
      'Ask in our forum',
      'Connect to MCP',
      'Add to Cursor',
      'Add to VS Code',
    ]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Copy page');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('View as Markdown');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Add to VS Code');
    await screenshot(page, 'site-chrome-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'More actions for this page',
    );

    // Assistants open with a prompt naming this page's address as the reader sees it.
    const links = page.locator('#contextual-menu [role=menuitem]');
    const claude = await links.nth(3).getAttribute('href');
    expect(claude).toBe(
      `https://claude.ai/new?q=${encodeURIComponent(`Read ${site.url}/ so I can ask questions about it.`)}`,
    );
    expect(await links.nth(5).getAttribute('href')).toBe('https://forum.acme.test/new?topic=%2F');
    // The MCP install links name the server on the origin the page was read from.
    const cursor = new URL((await links.nth(7).getAttribute('href'))!);
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install',
    );
    expect(cursor.searchParams.get('name')).toBe('acme-cloud-docs');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({ url: `${site.url}/mcp` });
    const vscode = (await links.nth(8).getAttribute('href'))!;
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'acme-cloud-docs',
      type: 'http',
      url: `${site.url}/mcp`,
    });

    await toggle.click();
    await items.first().click();
    await page.waitForFunction(() => document.querySelector('.contextual-status')?.textContent !== '', undefined, {
      timeout: 5000,
    });
    expect(await page.locator('.contextual-status').textContent()).toBe('Page copied as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('# Welcome to Acme Cloud');
    expect(copied).toContain('## Deploy your first app');
    expect(copied).toContain('acme deploy');
    // "Connect to MCP" copies the server's URL on this origin.
    await toggle.click();
    await links.nth(6).click();
    await page.waitForFunction(
      () => document.querySelector('.contextual-status')?.textContent === 'MCP server URL copied',
      undefined,
      { timeout: 5000 },
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/mcp`);
    await page.close();
  });

  it('hides a dismissed banner, also on the next page', async () => {
    const page = await open('/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Read the changelog' }).getAttribute('href')).toBe('/changelog');
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    expect(await banner.isVisible()).toBe(false);
    await page.goto(`${site.url}/quickstart`);
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it("loads the Google tag with the site's id, allowed by the site's CSP, and Plausible with its domain", async () => {
    // Not `openPage`: this test reads the response's headers.
    const page = await chromium.context.newPage();
    watchProblems(page, problems);
    const response = await page.goto(`${site.url}/`);
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/plausible\.io(;|$)/);
    await page.waitForFunction(() => (window as unknown as { __folioGtag?: unknown }).__folioGtag !== undefined);
    const gtag = await page.evaluate(
      () => (window as unknown as { __folioGtag: { queued: number; src: string } }).__folioGtag,
    );
    expect(gtag.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-FOLIO1234');
    // gtag('js') and gtag('config', id) were queued before the tag ran.
    expect(gtag.queued).toBe(2);
    expect(
      await page.evaluate(() =>
        JSON.stringify(
          (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
            Array.from(entry as ArrayLike<unknown>),
          ),
        ),
      ),
    ).toContain('"config","G-FOLIO1234"');
    expect(await page.locator('script[src="https://plausible.io/js/script.js"]').getAttribute('data-domain')).toBe(
      'docs.acme.test',
    );
    expect(thirdParty).toContain('https://plausible.io/js/script.js');
    await page.close();
  });

  it('fits a 390 px screen: no horizontal scroll, the links behind a "more" menu', async () => {
    const page = await open('/', { width: 390 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('.navbar-links').isVisible()).toBe(false);
    await page.getByLabel('More links').click();
    expect(await page.locator('.navbar-more-menu').getByRole('link', { name: 'Changelog' }).isVisible()).toBe(true);
    // The call to action moved into the same menu.
    expect(await page.locator('.navbar-more-menu').getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    await page.getByLabel('More links').click();
    const brand = await page.locator('.brand').evaluate((a) => a.scrollWidth <= a.clientWidth);
    expect(brand).toBe(true);
    await screenshot(page, 'site-chrome-390');
    await page.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violation with the page menu open, in the %s theme',
    async (scheme) => {
      const page = await open('/', { scheme });
      await page.getByRole('button', { name: 'More actions for this page' }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it('met no CSP violation and no script error on any page', () => {
    expect(problems).toEqual([]);
  });
});
