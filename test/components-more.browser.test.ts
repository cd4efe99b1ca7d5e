/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import type { SiteFile } from '@folio/site';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';
import {
  hasChromium,
  notFound,
  openPage,
  screenshot,
  screenshotPath,
  useChromium,
  type OpenPageOptions,
} from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

const KITCHEN_SINK = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/content-kitchen-sink');

describe.skipIf(!hasChromium)('further content components in a real browser', () => {
  let base: string;
  let files: SiteFile[];
  const sites = useSiteServers();
  const chromium = useChromium({ offSite: notFound, clipboard: true });
  /** Content-Security-Policy violations and script errors seen on any page. */
  const problems: string[] = [];

  beforeAll(async () => {
    const site = await sites.serve(createDirectoryReader(KITCHEN_SINK), { fetchUrl: offline });
    files = site.result.files;
    base = site.url;
  });

  const open = (url: string, options: Pick<OpenPageOptions, 'width' | 'scheme'> = {}): Promise<Page> =>
    openPage(chromium.context, url, { problems, ...options });
  const content = (page: Page) => page.locator('#content .prose');

  it('switches views with the switcher and remembers the choice', async () => {
    const page = await open(`${base}/more`);
    const switcher = content(page).getByRole('group', { name: 'Choose a view' });
    expect(await switcher.isVisible()).toBe(true);
    const python = content(page).getByText('Install with pip install folio.');
    const javascript = content(page).getByText('Install with npm install folio.');
    expect([await python.isVisible(), await javascript.isVisible()]).toEqual([true, false]);
    await switcher.getByRole('button', { name: 'JavaScript' }).click();
    expect([await python.isVisible(), await javascript.isVisible()]).toEqual([false, true]);
    expect(await switcher.getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed')).toBe('true');
    expect(await switcher.getByRole('button', { name: 'Python' }).getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    expect(await content(page).getByText('Install with npm install folio.').isVisible()).toBe(true);
    await page.evaluate(() => localStorage.removeItem('folio-view'));
    await page.close();
  });

  it('expands a collapsed tree folder on click, and shows the markdown-list form as a tree', async () => {
    const page = await open(`${base}/more`);
    const tree = content(page).getByRole('group', { name: 'File tree' }).first();
    expect(await tree.getByText('page.tsx').isVisible()).toBe(true);
    expect(await tree.getByText('button.tsx').isVisible()).toBe(false);
    await tree.getByText('components', { exact: true }).click();
    expect(await tree.getByText('button.tsx').isVisible()).toBe(true);
    // Folder and file rows carry their icons; the folder's is in the accent colour.
    const icons = await tree
      .locator('.tree-icon')
      .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).color));
    expect(new Set(icons).size).toBe(2);
    const listed = content(page).getByRole('group', { name: 'File tree' }).nth(1);
    expect(await listed.locator('.tree-folder > details > summary .tree-name').allInnerTexts()).toEqual(['docs']);
    expect(await listed.locator('.tree-file .tree-name').allInnerTexts()).toEqual([
      'index.mdx',
      'docs.json',
      'README.md',
    ]);
    await page.close();
  });

  it('copies a prompt as its markdown, and a colour swatch, to the clipboard', async () => {
    const page = await open(`${base}/more`);
    const prompt = content(page).locator('.prompt');
    await prompt.getByRole('button', { name: 'Copy prompt' }).click();
    // The prompt as written in more.mdx, less the component's indentation: markdown, not rendered text.
    const markdown =
      'You are a **technical writer**. Write a quickstart for Folio.\n\n- Use the second person.\n- Keep each step short.';
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(await prompt.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    await prompt.screenshot({ path: screenshotPath('components-prompt-copied') });
    // The "open in" links carry the same text.
    for (const [name, parameter] of [
      ['Open in Cursor', 'text'],
      ['Open in ChatGPT', 'q'],
    ] as const) {
      const href = await prompt.getByRole('link', { name }).getAttribute('href');
      expect(new URL(href ?? '').searchParams.get(parameter), name).toBe(markdown);
    }
    await content(page).getByRole('button', { name: 'Accent #0ea5e9' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#0ea5e9');
    // A swatch with light and dark values follows the reader's scheme.
    const surface = () =>
      content(page)
        .getByRole('button', { name: /^Surface/ })
        .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(await surface()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await surface()).toBe('rgb(13, 16, 20)');
    await page.close();
  });

  it('shows content for humans on the page and content for agents only in the Markdown', async () => {
    const page = await open(`${base}/more`);
    expect(await content(page).getByText('in the browser').isVisible()).toBe(true);
    expect(await page.content()).not.toContain('reading this page as Markdown');
    const markdown = String(files.find((file) => file.urlPath === '/more.md')!.body);
    expect(markdown).toContain('You are reading this page as Markdown.');
    expect(markdown).not.toContain('in the browser');
    await page.close();
  });

  it('filters updates by tag and links the page RSS feed', async () => {
    const page = await open(`${base}/changelog`);
    const updates = content(page).locator('.update');
    const visible = () =>
      updates.evaluateAll((list) => list.filter((u) => (u as HTMLElement).offsetParent !== null).map((u) => u.id));
    expect(await visible()).toEqual(['2025-03-01', '2025-02-01', '2025-01-15']);
    const filter = content(page).getByRole('group', { name: 'Filter updates by tag' });
    await filter.getByRole('button', { name: 'Fix' }).click();
    expect(await visible()).toEqual(['2025-02-01']);
    expect(await filter.getByRole('button', { name: 'Fix' }).getAttribute('aria-pressed')).toBe('true');
    await filter.getByRole('button', { name: 'Feature' }).click();
    expect(await visible()).toEqual(['2025-03-01', '2025-01-15']);
    await filter.getByRole('button', { name: 'All' }).click();
    expect(await visible()).toHaveLength(3);
    // The label column sits beside the entry on a wide screen.
    const [label, entry] = [
      await updates.first().locator('.update-label').boundingBox(),
      await updates.first().locator('.update-content').boundingBox(),
    ];
    expect(entry!.x).toBeGreaterThan(label!.x + label!.width);
    await screenshot(page, 'components-changelog');
    const feedHref = await page.locator('head link[rel=alternate][type="application/rss+xml"]').getAttribute('href');
    expect(feedHref).toBe('/changelog/rss.xml');
    const feed = await (await page.request.get(base + feedHref)).text();
    expect(feed.match(/<item>/g)).toHaveLength(3);
    expect(feed).toContain('<title>File trees</title>');
    expect(feed).toContain('<category>Breaking</category>');
    expect(feed).toContain('<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>');
    await page.close();
  });

  it('puts the panel and the examples in the right-hand column at 1280 px and above the content at 390 px', async () => {
    const wide = await open(`${base}/panels`);
    const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
    const [panel, request, text] = [
      await box(wide, '.prose .panel'),
      await box(wide, '.prose .request-example'),
      await box(wide, '.prose > p'),
    ];
    expect(panel.x).toBeGreaterThanOrEqual(text.x + text.width);
    expect(request.x).toBe(panel.x);
    expect(panel.y).toBeLessThan(text.y + 200);
    expect(await wide.locator('.page-aside').isVisible()).toBe(false);
    // Sticky: it stays in view while the page scrolls.
    await wide.mouse.wheel(0, 400);
    await expect.poll(async () => (await box(wide, '.prose .panel')).y).toBeLessThan(panel.y);
    await wide.evaluate(() => window.scrollTo(0, 0));
    await screenshot(wide, 'components-panels-1280');
    await wide.close();

    const narrow = await open(`${base}/panels`, { width: 390 });
    const [p, t] = [await box(narrow, '.prose .panel'), await box(narrow, '.prose > p')];
    expect(p.x).toBeLessThan(40);
    expect(p.y).toBeLessThan(t.y);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(narrow, 'components-panels-390');
    await narrow.close();
  });

  it('draws the page in both themes without script errors', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open(`${base}/more`, { scheme });
      // Icons given as markup and as a repository path are drawn, not dots.
      expect(await content(page).locator('.card-icon-markup svg circle').count()).toBe(1);
      // A path written without a leading slash is from the repository root, where the file is served.
      const icon = content(page).locator('.card-icon img[src="/images/logo.svg"]');
      expect(await icon.count()).toBe(1);
      expect((await page.request.get(`${base}/images/logo.svg`)).status()).toBe(200);
      await screenshot(page, `components-more-${scheme}`);
      await page.close();
    }
    const phone = await open(`${base}/more`, { width: 390 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'components-more-390');
    await phone.close();
    expect(problems).toEqual([]);
  });

  // One representative page of each component-heavy repository (issue 15), to look at.
  it.each([
    ['Chainlit__docs', '/deploy/overview'],
    ['lmnr-ai__docs', '/sdk/client'],
    ['openlit__openlit', '/latest/openlit/quickstart-ai-observability'],
    ['unkeyed__unkey-product', '/introduction'],
  ])(
    'renders %s %s',
    async (name, path) => {
      const root = join(REAL_WORLD_FIXTURES, name);
      if (!existsSync(root)) return expect.soft(existsSync(root), `${root} is missing`).toBe(true);
      const site = await sites.serve(createDirectoryReader(root), { fetchUrl: offline });
      const page = await open(site.url + path);
      expect(
        await page.evaluate(() => document.querySelector('#content .prose')?.textContent?.length ?? 0),
      ).toBeGreaterThan(200);
      await screenshot(page, `components-${name}`, { clip: { x: 0, y: 0, width: 1280, height: 2400 } });
      await page.close();
    },
    180_000,
  );
});
