/// <reference lib="dom" />
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { seriousAxeViolations } from './helpers/axe.ts';
import { hasChromium, openPage, screenshot, useChromium } from './helpers/chromium.ts';
import { offline, useServedSite } from './helpers/serve-site-files.ts';

const FIXTURE = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/search-site');

describe.skipIf(!hasChromium)('the search box of a built site in a real browser', () => {
  const site = useServedSite(createDirectoryReader(FIXTURE), { fetchUrl: offline });
  const chromium = useChromium();
  /** Script errors and CSP violations seen on any page. */
  const problems: string[] = [];

  const open = (options: { width?: number; scheme?: 'light' | 'dark' } = {}): Promise<Page> =>
    openPage(chromium.context, `${site.url}/meals`, {
      problems,
      width: options.width ?? 1280,
      scheme: options.scheme ?? 'light',
    });

  /** Types `query` as a reader does and waits for the results to show it. */
  async function type(page: Page, query: string) {
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('');
    await box.pressSequentially(query, { delay: 10 });
    await page.locator('#search-panel:not([hidden]) .search-status:not(:empty)').waitFor();
    // The panel names the query whose results it shows: an earlier keystroke's do not count.
    await page.waitForFunction((q) => document.getElementById('search-panel')?.getAttribute('data-query') === q, query);
    return page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  }

  it('finds deep text, a typo, a plural, an identifier and CJK, with the matched words marked', async () => {
    const page = await open();
    const deep = await type(page, 'RFC 6901');
    expect(await deep.first().getAttribute('href')).toBe('/cli#environment-variables');
    // Grouped by page (the group's name), one option per section (the option's title).
    const group = page.getByRole('group', { name: 'CLI reference' });
    expect(await group.getByRole('option').first().locator('.search-option-title').textContent()).toBe(
      'Environment variables',
    );
    expect(await deep.first().locator('mark').allTextContents()).toEqual(['RFC', '6901']);
    expect(await page.locator('.search-status').textContent()).toMatch(/^1 result/);

    expect(await (await type(page, 'adpot')).first().getAttribute('href')).toBe('/#why-acme');
    expect(await (await type(page, 'meals')).first().getAttribute('href')).toMatch(/^\/meals/);
    const identifier = await type(page, 'NO_COLOR');
    expect(await identifier.first().getAttribute('href')).toBe('/cli#environment-variables');
    expect(await identifier.first().locator('mark').first().textContent()).toBe('NO_COLOR');
    expect(await (await type(page, 'x-api-key')).first().getAttribute('href')).toBe('/users-api#getuserbyid');
    expect(await (await type(page, '文档工具')).first().getAttribute('href')).toMatch(/^\/zh-quickstart/);
    // `searchable: false` keeps the page out.
    const adopt = await type(page, 'adopt');
    expect(await adopt.evaluateAll((options) => options.map((a) => a.getAttribute('href')))).toEqual(['/#why-acme']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fetches only the parts a query needs, and says so when a part fails to load', async () => {
    const page = await open();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const name = /\/_folio\/(search[^/]*)$/.exec(new URL(request.url()).pathname)?.[1];
      if (name !== undefined) fetched.push(name);
    });
    // The CLI page's part fails, as a flaky network would make it.
    await page.route(/\/_folio\/search-p\.[0-9a-f]+\.json$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('"path":"/cli"')) await route.fulfill({ status: 503, body: '' });
      else await route.fulfill({ response });
    });
    await type(page, 'meals');
    // The engine and the root, then the shard of `m…` words and the one page shown.
    expect(fetched.filter((name) => name.startsWith('search-t.'))).toHaveLength(1);
    expect(fetched.filter((name) => name.startsWith('search-p.'))).toHaveLength(1);
    expect(fetched).toContain('search-parts.json');
    expect(await page.locator('.search-note').count()).toBe(0);

    // Both the CLI page and the introduction explain things in general terms.
    const options = await type(page, 'general terms');
    const note = page.locator('.search-note');
    expect(await note.textContent()).toBe('Part of the search index did not load, so some results may be missing.');
    // The other pages' results are still there.
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.evaluateAll((links) => links.some((a) => a.getAttribute('href')?.startsWith('/cli')))).toBe(
      false,
    );
    await screenshot(page, 'search-part-failed', { fullPage: false });

    // Another reader's term shards fail: nothing can be found, and the panel says why.
    const cold = await open();
    await cold.route(/\/_folio\/search-t\.[0-9a-f]+\.json$/, (route) => route.fulfill({ status: 503, body: '' }));
    expect(await (await type(cold, 'meals')).count()).toBe(0);
    expect(await cold.locator('.search-status').textContent()).toContain('No results for “meals”.');
    expect(await cold.locator('.search-note').count()).toBe(1);

    // Once the network is back, a later query asks for the parts again (not before 5 s).
    await page.unrouteAll();
    await cold.unrouteAll();
    await page.waitForTimeout(5_100);
    const again = await type(page, 'general terms');
    expect(await again.evaluateAll((links) => links.some((a) => a.getAttribute('href')?.startsWith('/cli')))).toBe(
      true,
    );
    expect(await note.count()).toBe(0);
    expect(await (await type(cold, 'meals')).first().getAttribute('href')).toMatch(/^\/meals/);
    expect(await cold.locator('.search-note').count()).toBe(0);
    await cold.close();
    expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
    await page.close();
  });

  it('fetches the parts of the first five pages at once, and the others when the reader pauses', async () => {
    const page = await open();
    const pageParts: string[] = [];
    page.on('request', (request) => {
      if (/\/_folio\/search-p\./.test(request.url())) pageParts.push(request.url());
    });
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.fill('widget');
    // How many groups the panel shows first (read in the page, as soon as it shows any).
    const first = await page.waitForFunction(
      () => document.querySelectorAll('#search-results [role="group"]').length || false,
    );
    expect(await first.jsonValue()).toBe(5);
    expect(await page.locator('.search-status').textContent()).toMatch(/^7 results/);
    // The reader moves to the second result meanwhile; the rest arrive and keep the choice.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await page.waitForFunction(() => document.querySelectorAll('#search-results [role="group"]').length === 7);
    expect(new Set(pageParts).size).toBe(7);
    expect(await page.locator('[role="option"][aria-selected="true"]').getAttribute('id')).toBe('search-option-1');
    await page.close();
  });

  it('moves through results with the arrows, opens one with Enter and closes with Escape', async () => {
    const page = await open();
    const options = await type(page, 'command');
    expect(await options.count()).toBeGreaterThan(1);
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await box.press('Escape');
    expect(await page.locator('#search-panel').isHidden()).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await type(page, 'getUserById');
    await Promise.all([page.waitForURL(/\/users-api#getuserbyid$/), box.press('Enter')]);
    await page.close();
  });

  it('suggests the closest words when nothing matches, and passes axe with the results open', async () => {
    const page = await open();
    await type(page, 'enviromentt');
    // A typo of two letters in a long word still finds it; a word never written finds nothing.
    const none = await type(page, 'zzqx');
    expect(await none.count()).toBe(0);
    expect(await page.locator('.search-status').textContent()).toContain('No results for “zzqx”.');
    await type(page, 'colr');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'search-light', { fullPage: false });
    await page.close();
    for (const [name, options] of [
      ['search-dark', { scheme: 'dark' }],
      ['search-390', { width: 390 }],
    ] as const) {
      const shot = await open(options);
      if (name === 'search-390') await shot.setViewportSize({ width: 390, height: 844 });
      await type(shot, 'environment');
      expect(await seriousAxeViolations(shot)).toEqual([]);
      await screenshot(shot, name, { fullPage: false });
      await shot.close();
    }
    expect(problems).toEqual([]);
  });
});
