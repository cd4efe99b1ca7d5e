/// <reference lib="dom" />
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader, createMemoryReader, type RepoReader } from '@folio/builder';
import type { SiteFile } from '@folio/site';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';
import {
  hasChromium,
  notFound,
  openPage,
  screenshot,
  useChromiumBrowser,
  type ContextOptions,
} from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const FRAME = join(here, 'fixtures/page-frame');
const KITCHEN_SINK = join(here, 'fixtures/content-kitchen-sink');
/** The demo site: API reference pages with the playground. */
const STARTER = join(here, '../examples/starter');
const AXE = readFileSync(resolve(here, '../node_modules/axe-core/axe.min.js'), 'utf8');
const COMPONENT_HEAVY = ['Chainlit__docs', 'lmnr-ai__docs', 'openlit__openlit', 'unkeyed__unkey-product'];

/** The site's pages (not the 404 page, whose script may send the reader on to a redirect). */
const htmlPages = (files: readonly SiteFile[]) =>
  files
    .filter(
      (file) => file.contentType.startsWith('text/html') && file.urlPath !== '/404' && /<main/.test(String(file.body)),
    )
    .map((file) => file.urlPath);

/** A small site in memory with the given docs.json settings (appearance variants). */
function memorySite(settings: Record<string, unknown>): RepoReader {
  return createMemoryReader({
    'docs.json': JSON.stringify({
      name: 'Variant',
      theme: 'mint',
      colors: { primary: '#0e7490' },
      navigation: { pages: ['index'] },
      ...settings,
    }),
    'index.mdx': '---\ntitle: Variant\n---\n\n## Section\n\nText.\n',
  });
}

describe.skipIf(!hasChromium)('the page frame in a real browser', () => {
  const chromium = useChromiumBrowser();
  const servers = useSiteServers();
  const sites = new Map<string, { url: string; pages: string[] }>();
  /** Content-Security-Policy violations and script errors seen on any page. */
  const problems: string[] = [];

  async function serve(name: string, reader: RepoReader): Promise<{ url: string; pages: string[] }> {
    const site = await servers.serve(reader, { fetchUrl: offline });
    const entry = { url: site.url, pages: htmlPages(site.result.files) };
    sites.set(name, entry);
    return entry;
  }

  beforeAll(async () => {
    await serve('frame', createDirectoryReader(FRAME));
    await serve('kitchen', createDirectoryReader(KITCHEN_SINK));
    await serve('starter', createDirectoryReader(STARTER));
    await serve('strict', memorySite({ appearance: { default: 'dark', strict: true } }));
  }, 120_000);

  // Fixtures' images point at other hosts: answer them locally with nothing.
  const newContext = (options: Omit<ContextOptions, 'offSite'> = {}): Promise<BrowserContext> =>
    chromium.newContext({ scheme: 'light', javaScript: true, ...options, offSite: notFound });
  const open = (context: BrowserContext, url: string): Promise<Page> =>
    openPage(context, url, { problems, where: url });
  const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('switches the theme with the toggle and remembers it on the next page', async () => {
    const context = await newContext();
    const page = await open(context, `${sites.get('frame')!.url}/`);
    await screenshot(page, 'frame-light', { fullPage: false });
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await pageBackground(page)).toBe('rgb(255, 255, 255)');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    // background.color.dark of the fixture.
    expect(await pageBackground(page)).toBe('rgb(11, 13, 18)');
    await screenshot(page, 'frame-dark', { fullPage: false });
    // Another page opens dark at once: the head script applied the choice before first paint.
    await page.goto(`${sites.get('frame')!.url}/guides/wide`);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await pageBackground(page)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it("follows the reader's system scheme until they choose", async () => {
    const context = await newContext({ scheme: 'dark' });
    const page = await open(context, `${sites.get('frame')!.url}/`);
    expect(await pageBackground(page)).toBe('rgb(11, 13, 18)');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('keeps a strict site in its scheme, with no toggle and no remembered choice', async () => {
    const context = await newContext({ scheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('folio-theme', 'light'));
    const page = await open(context, `${sites.get('strict')!.url}/`);
    expect(await page.locator('.theme-toggle').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await pageBackground(page)).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it("loads the self-hosted heading font under the site's policy", async () => {
    const context = await newContext();
    const page = await open(context, `${sites.get('frame')!.url}/`);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 32px "Frame Display"'))).toBe(true);
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^"Frame Display"/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/Frame Display/);
    await context.close();
  });

  it('shows sidebarTitle, icons and tags in the sidebar, and lays pages out by mode', async () => {
    const context = await newContext();
    const { url } = sites.get('frame')!;
    const page = await open(context, `${url}/`);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const current = sidebar.getByRole('link', { name: 'Welcome NEW' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await current.locator('svg[data-icon="rocket"]').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Introduction to the Frame Test site');
    expect(await sidebar.getByRole('link', { name: 'Framed' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(true);
    // The pager names the next page by its title.
    expect(
      await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').textContent(),
    ).toBe('NextA wide page');

    await page.goto(`${url}/guides/wide`);
    expect(await page.getByRole('navigation', { name: 'On this page' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).toBe(true);
    const wideWidth = await page.locator('.prose').evaluate((prose) => prose.getBoundingClientRect().width);
    await page.goto(`${url}/guides/centered`);
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).count()).toBe(0);
    const column = await page.locator('#content').evaluate((main) => {
      const box = main.getBoundingClientRect();
      return { left: box.left, right: innerWidth - box.right - (innerWidth - document.documentElement.clientWidth) };
    });
    expect(Math.abs(column.left - column.right)).toBeLessThan(2);
    await page.goto(`${url}/landing`);
    expect(await page.locator('.page-header').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Build with Frame Test');
    await screenshot(page, 'frame-mode-custom', { fullPage: false });
    await page.goto(`${url}/`);
    const pageWidth = await page.locator('.prose').evaluate((prose) => prose.getBoundingClientRect().width);
    expect(wideWidth).toBeGreaterThan(pageWidth);
    await context.close();
  });

  it('marks the heading being read in "On this page" as the reader scrolls', async () => {
    const context = await newContext();
    const page = await open(context, `${sites.get('frame')!.url}/`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const currentLink = () => toc.locator('a[aria-current="true"]').textContent();
    await expect.poll(currentLink).toBe('Install');
    await page
      .locator('#deploy')
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 70));
    await expect.poll(currentLink).toBe('Deploy');
    expect(await toc.locator('a[aria-current]').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(currentLink).toBe('Next steps');
    await context.close();
  });

  it('offers "On this page" at the top of the content when the window is too narrow for its column', async () => {
    const context = await newContext({ width: 390 });
    const page = await open(context, `${sites.get('frame')!.url}/`);
    const compact = page.locator('details.toc-compact');
    expect(await compact.isVisible()).toBe(true);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.isVisible()).toBe(false);
    await compact.locator('summary').click();
    expect(await toc.isVisible()).toBe(true);
    await toc.getByRole('link', { name: 'Deploy' }).click();
    await expect.poll(() => toc.locator('a[aria-current="true"]').textContent()).toBe('Deploy');
    expect(await page.evaluate(() => document.getElementById('deploy')!.getBoundingClientRect().top)).toBeLessThan(200);
    await context.close();
  });

  it('focuses search with / and with Ctrl-K', async () => {
    const context = await newContext();
    const page = await open(context, `${sites.get('frame')!.url}/`);
    const search = page.getByRole('combobox', { name: 'Search the documentation' });
    // The hint names the shortcut (Chromium on Linux here).
    expect(await page.locator('.search-key').textContent()).toBe('Ctrl K');
    await page.keyboard.press('Control+k');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await search.blur();
    await page.keyboard.press('/');
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });

  it('puts the sidebar behind a menu button at 390 px: focus moves in, Escape closes', async () => {
    const context = await newContext({ width: 390 });
    const page = await open(context, `${sites.get('frame')!.url}/`);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.isVisible()).toBe(false);
    await screenshot(page, 'frame-390', { fullPage: false });
    await menu.click();
    expect(await page.locator('.sidebar-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).toBe(true);
    await screenshot(page, 'frame-390-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(await page.locator('.sidebar-toggle').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sidebar-toggle'))).toBe(true);
    // Following a link closes the drawer on the next page too.
    await menu.click();
    await sidebar.getByRole('link', { name: 'A wide page' }).click();
    await page.waitForURL(/\/guides\/wide$/);
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).toBe(false);
    await context.close();
  });

  it('has no horizontal scroll at 390 px on any page; wide tables and code scroll in their box', async () => {
    const context = await newContext({ width: 390 });
    const page = await context.newPage();
    const overflowing: string[] = [];
    for (const name of ['frame', 'kitchen', 'starter']) {
      const { url, pages } = sites.get(name)!;
      for (const path of pages) {
        await page.goto(url + path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) overflowing.push(`${name}${path}: ${overflow}px`);
      }
    }
    expect(overflowing).toEqual([]);
    await page.goto(`${sites.get('frame')!.url}/`);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('.prose table, .prose pre')].map((box) => ({
        scrolls: box.scrollWidth > box.clientWidth,
        overflow: getComputedStyle(box).overflowX,
      })),
    );
    expect(boxes.filter((box) => box.scrolls).length).toBeGreaterThan(0);
    for (const box of boxes.filter((b) => b.scrolls)) expect(['auto', 'scroll']).toContain(box.overflow);
    await screenshot(page, 'frame-390-full');
    await context.close();
  });

  it('works without JavaScript: navigation, the first tab, accordions and code', async () => {
    const context = await newContext({ width: 390, javaScript: false });
    const page = await open(context, `${sites.get('frame')!.url}/`);
    // The sidebar is shown in the page itself (no drawer without script), and its links navigate.
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.locator('.sidebar-toggle').isVisible()).toBe(false);
    expect(await page.locator('.theme-toggle').isVisible()).toBe(false);
    const tabs = await page
      .locator('.prose [role=tabpanel]')
      .evaluateAll((panels) => panels.map((panel) => (panel as HTMLElement).offsetHeight > 0));
    expect(tabs).toEqual([true, false]);
    const accordion = page.locator('.prose details.accordion').first();
    await accordion.locator('summary').click();
    expect(await accordion.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.prose pre code').first().isVisible()).toBe(true);
    await screenshot(page, 'frame-no-js-390', { fullPage: false });
    await sidebar.getByRole('link', { name: 'A wide page' }).click();
    await page.waitForURL(/\/guides\/wide$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('A wide page');
    await context.close();
  });

  it('prints the content alone', async () => {
    const context = await newContext();
    const page = await open(context, `${sites.get('frame')!.url}/`);
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() =>
      ['.topbar', '#sidebar', '.page-aside', '.pager', '.prose'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).display !== 'none',
      ),
    );
    expect(shown).toEqual([false, false, false, false, true]);
    await context.close();
  });

  describe('accessibility (axe-core): no serious or critical violation', () => {
    async function seriousViolations(url: string, scheme: 'light' | 'dark'): Promise<string[]> {
      const context = await newContext({ scheme });
      const page = await open(context, url);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: Document,
                options: object,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 4)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      await context.close();
      return violations;
    }

    // One test per site and theme: each visits every page of one site, so a loaded CI machine
    // runs a third of the work inside each timeout instead of all of it in one.
    it.each([
      ['kitchen', 'light'],
      ['kitchen', 'dark'],
      ['frame', 'light'],
      ['frame', 'dark'],
      ['starter', 'light'],
      ['starter', 'dark'],
    ] as const)(
      'on every page of the %s site (API reference too) in the %s theme',
      async (name, scheme) => {
        const found: string[] = [];
        const { url, pages } = sites.get(name)!;
        for (const path of pages)
          for (const violation of await seriousViolations(url + path, scheme))
            found.push(`${name}${path}: ${violation}`);
        expect(found).toEqual([]);
      },
      240_000,
    );

    it.each(COMPONENT_HEAVY)(
      'on a page of %s in both themes',
      async (name) => {
        const root = join(REAL_WORLD_FIXTURES, name);
        if (!existsSync(root)) return expect.soft(existsSync(root), `${root} is missing`).toBe(true);
        const site = sites.get(name) ?? (await serve(name, createDirectoryReader(root)));
        // Its first page in navigation order: what a reader lands on.
        const path = site.pages[0] ?? '/';
        const found = [
          ...(await seriousViolations(site.url + path, 'light')).map((v) => `light ${path}: ${v}`),
          ...(await seriousViolations(site.url + path, 'dark')).map((v) => `dark ${path}: ${v}`),
        ];
        expect(found).toEqual([]);
      },
      120_000,
    );
  });

  it('raised no script error and no Content-Security-Policy violation', () => {
    expect(problems).toEqual([]);
  });
});
