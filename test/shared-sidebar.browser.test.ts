/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { seriousAxeViolations } from './helpers/axe.ts';
import {
  consoleError,
  hasChromium,
  notFound,
  openPage,
  screenshot,
  useChromiumBrowser,
  type ContextOptions,
} from './helpers/chromium.ts';
import { offline, useServedSite } from './helpers/serve-site-files.ts';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';

// unkey's product docs: one section whose sidebar is 44 KB, so its pages share it as a file.
const FIXTURE = join(REAL_WORLD_FIXTURES, 'unkeyed__unkey-product');
/** A page three groups deep in the last top-level group (Errors → Frontline → Upstream). */
const DEEP = '/errors/frontline/upstream/service_unavailable';

describe.skipIf(!hasChromium || !existsSync(FIXTURE))('a large sidebar shared as one file (unkey)', () => {
  const site = useServedSite(createDirectoryReader(FIXTURE), { fetchUrl: offline });
  const chromium = useChromiumBrowser();
  const problems: string[] = [];
  const newContext = (options: Omit<ContextOptions, 'offSite'> = {}): Promise<BrowserContext> =>
    chromium.newContext({ scheme: 'light', javaScript: true, ...options, offSite: notFound });
  const open = (context: BrowserContext, path: string): Promise<Page> =>
    openPage(context, `${site.url}${path}`, { problems, where: path });
  const sharedFile = () => {
    const files = site.result.files.filter((file) => file.urlPath.startsWith('/_folio/nav.'));
    expect(files).toHaveLength(1);
    return { urlPath: files[0]!.urlPath, body: String(files[0]!.body) };
  };
  const fullSidebar = (page: Page) => page.locator('nav.sidebar-nav[data-nav="full"]').waitFor({ state: 'attached' });

  it('swaps in the full sidebar with the page marked and the groups holding it open, as the server would', async () => {
    const { body } = sharedFile();
    const context = await newContext();
    const page = await open(context, DEEP);
    await fullSidebar(page);
    const live = await page.locator('nav.sidebar-nav').evaluate((nav) => ({
      links: Array.from(nav.querySelectorAll('a[href]'), (a) => a.getAttribute('href')),
      current: Array.from(
        nav.querySelectorAll('[aria-current=page]'),
        (a) => `${a.getAttribute('href')} ${a.className}`,
      ),
      expanded: Array.from(nav.querySelectorAll('li.nav-nested[data-state=expanded]'), (li) =>
        li.getAttribute('data-group'),
      ),
      ancestors: (() => {
        const ids: string[] = [];
        for (
          let node = nav.querySelector('[aria-current=page]')?.closest('li.nav-nested');
          node;
          node = node.parentElement?.closest('li.nav-nested')
        )
          ids.push(node.getAttribute('data-group')!);
        return ids;
      })(),
      folded: nav.querySelectorAll('[data-folded]').length,
    }));
    // Every link of the shared file, in its order; the page's link alone is current.
    expect(live.links).toEqual([...body.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]));
    expect(live.current).toEqual([`${DEEP} active`]);
    expect(live.folded).toBe(0);
    // Open: the groups `expanded: true` opens for every page (none here), and the two holding the page.
    const openEverywhere = [...body.matchAll(/data-group="(nav-g\d+)" data-state="expanded"/g)].map(
      (match) => match[1],
    );
    expect(live.ancestors).toHaveLength(2);
    expect(new Set(live.expanded)).toEqual(new Set([...openEverywhere, ...live.ancestors]));
    // The toggles work on a group that came from the file.
    const toggle = page.locator('nav.sidebar-nav section[data-group="nav-g1"] button.nav-group-toggle').first();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the active link where it was on screen while the groups above it grow', async () => {
    const { urlPath } = sharedFile();
    const context = await newContext();
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await context.route(`${site.url}${urlPath}`, async (route) => {
      await held;
      await route.continue();
    });
    const page = await open(context, DEEP);
    const active = page.locator('nav.sidebar-nav [aria-current=page]');
    await active.waitFor();
    const before = await active.evaluate((link) => link.getBoundingClientRect().top);
    expect(await page.locator('nav.sidebar-nav[data-nav-src]').count()).toBe(1);
    release();
    await fullSidebar(page);
    expect(await page.locator('nav.sidebar-nav [data-folded]').count()).toBe(0);
    expect(await active.evaluate((link) => link.getBoundingClientRect().top)).toBeCloseTo(before, 0);
    expect(await page.locator('#sidebar').evaluate((box) => box.scrollTop)).toBeGreaterThan(1000);
    await screenshot(page, 'shared-sidebar-desktop', { fullPage: false });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves the reduced sidebar in place when the file cannot be fetched', async () => {
    const { urlPath } = sharedFile();
    const context = await newContext();
    await context.route(`${site.url}${urlPath}`, (route) => route.fulfill({ status: 503, body: '' }));
    const errors: string[] = [];
    // Awaited from before the page opens: the fetch may be answered while it loads.
    const refused = context.waitForEvent('response', (response) => response.url().endsWith(urlPath));
    const page = await openPage(context, `${site.url}${DEEP}`, {
      problems: errors,
      keep: (message) => consoleError(message) && !/503/.test(message.text()),
    });
    await refused;
    await page.waitForLoadState('networkidle');
    expect(await page.locator('nav.sidebar-nav[data-nav-src]').count()).toBe(1);
    expect(await page.locator('nav.sidebar-nav [data-folded]').count()).toBeGreaterThan(5);
    expect(await page.locator('nav.sidebar-nav [aria-current=page]').getAttribute('href')).toBe(DEEP);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates without JavaScript: every top-level heading links into its group, which is then in full', async () => {
    const context = await newContext({ width: 390, javaScript: false });
    const page = await open(context, DEEP);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.locator('[aria-current=page]').getAttribute('href')).toBe(DEEP);
    const headings = await sidebar.locator('.nav-group-title').allInnerTexts();
    expect(headings.map((text) => text.trim())).toEqual([
      'Getting Started',
      'Platform',
      'Build & Deploy',
      'Networking',
      'Observability',
      'CLI',
      'Security',
      'Keyspaces',
      'AI Code Gen',
      'Audit Logs',
      'CLI',
      'Errors',
    ]);
    await screenshot(page, 'shared-sidebar-no-script-mobile', { fullPage: false });
    await sidebar.getByRole('link', { name: 'Keyspaces' }).click();
    await page.waitForURL((url) => url.pathname !== DEEP);
    const keyspaces = page.locator('nav.sidebar-nav section.nav-group:not([data-folded])');
    expect(await keyspaces.locator('.nav-group-label').first().innerText()).toBe('Keyspaces');
    expect(await keyspaces.locator('[aria-current=page]').count()).toBeGreaterThan(0);
    expect(await page.locator('nav.sidebar-nav [data-folded]').count()).toBe(11);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('looks like the full sidebar on a small screen, in the drawer', async () => {
    const context = await newContext({ width: 390 });
    const page = await open(context, DEEP);
    await fullSidebar(page);
    await page.locator('.sidebar-toggle').click();
    await expect.poll(() => page.locator('#sidebar').isVisible()).toBe(true);
    expect(
      await page.locator('nav.sidebar-nav [aria-current=page]').evaluate((link) => document.activeElement === link),
    ).toBe(true);
    // The drawer slides in: the picture is of where it stops.
    await page
      .locator('#sidebar')
      .evaluate((drawer) =>
        Promise.all(drawer.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
    await screenshot(page, 'shared-sidebar-mobile', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
