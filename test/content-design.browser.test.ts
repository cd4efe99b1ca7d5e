/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';
import { hasChromium, notFound, openPage, screenshot, useChromium, type OpenPageOptions } from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

const KITCHEN_SINK = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/content-kitchen-sink');

describe.skipIf(!hasChromium)('content components in a real browser', () => {
  let base: string;
  const sites = useSiteServers();
  // The fixture's images point at example.com: answer them locally with nothing.
  const chromium = useChromium({ offSite: notFound });
  /** Content-Security-Policy violations and script errors seen on any page. */
  const problems: string[] = [];

  beforeAll(async () => {
    const site = await sites.serve(createDirectoryReader(KITCHEN_SINK), { fetchUrl: offline });
    base = site.url;
  });

  const open = (url: string, options: Pick<OpenPageOptions, 'width' | 'scheme'> = {}): Promise<Page> =>
    openPage(chromium.context, url, { problems, ...options });
  const content = (page: Page) => page.locator('#content .prose');

  it('colours each callout type and gives it an icon', async () => {
    const page = await open(`${base}/`);
    const styles = await content(page)
      .getByRole('note')
      .evaluateAll((notes) =>
        notes.map((note) => ({
          label: note.getAttribute('aria-label'),
          background: getComputedStyle(note).backgroundColor,
          border: getComputedStyle(note).borderTopColor,
          icon: note.querySelector('.callout-icon svg') !== null,
          iconColor: getComputedStyle(note.querySelector('.callout-icon')!).color,
        })),
      );
    expect(styles.map((s) => s.label)).toEqual(['Note', 'Info', 'Tip', 'Warning', 'Check', 'Danger', 'Callout']);
    expect(styles.every((s) => s.icon)).toBe(true);
    // Every type has its own colour, and none is the page's plain background.
    expect(new Set(styles.map((s) => s.background)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.border)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.iconColor)).size).toBe(styles.length);
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(styles.map((s) => s.background)).not.toContain(pageBackground);
    // `color="#e11d48"` on <Callout> colours its icon.
    expect(styles[6]!.iconColor).toBe('rgb(225, 29, 72)');
    await page.close();
  });

  it('lays a cols={2} card group out side by side on a wide screen and stacks it at 390 px', async () => {
    const boxes = async (page: Page) => {
      const cards = content(page).locator('.card-group > .card');
      return [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!] as const;
    };
    const wide = await open(`${base}/`);
    const [first, second] = await boxes(wide);
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    // A card with href is one link named by its content, with no underline.
    const link = content(wide).getByRole('link', { name: /Quickstart/ });
    expect(await link.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
    await wide.close();

    const narrow = await open(`${base}/`, { width: 390 });
    const [top, below] = await boxes(narrow);
    expect(below.x).toBe(top.x);
    expect(below.y).toBeGreaterThanOrEqual(top.y + top.height);
    await narrow.close();
  });

  it('numbers the steps', async () => {
    const page = await open(`${base}/`);
    const steps = content(page).locator('ol.steps > li');
    expect(await steps.count()).toBe(3);
    const numbers = await steps.evaluateAll((items) =>
      items.map((item) => (item.querySelector('.step-number') as HTMLElement).innerText),
    );
    expect(numbers).toEqual(['1', '2', '3']);
    const circle = await steps
      .first()
      .locator('.step-number')
      .evaluate((n) => ({ radius: getComputedStyle(n).borderTopLeftRadius, width: n.getBoundingClientRect().width }));
    expect(circle.radius).toBe('50%');
    expect(circle.width).toBeGreaterThan(20);
    expect(await content(page).getByRole('heading', { name: 'Publish', level: 3 }).count()).toBe(1);
    await page.close();
  });

  it('hides a tooltip until its term is hovered or focused', async () => {
    const page = await open(`${base}/`);
    const tip = content(page).getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    await content(page).locator('.tooltip-trigger').hover();
    expect(await tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toContain('Application programming interface');
    await page.mouse.move(5, 5);
    expect(await tip.isVisible()).toBe(false);
    await content(page).locator('.tooltip-trigger').focus();
    expect(await tip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await tip.isVisible()).toBe(false);
    await page.close();
  });

  it('keeps lists inside content tabs as vertical bullet lists', async () => {
    const page = await open(`${base}/`);
    const list = content(page).getByRole('tabpanel').first().getByRole('list');
    const style = await list.evaluate((ul) => ({
      display: getComputedStyle(ul).display,
      bullet: getComputedStyle(ul).listStyleType,
    }));
    expect(style).toEqual({ display: 'block', bullet: 'disc' });
    const items = list.getByRole('listitem');
    const [a, b] = [(await items.nth(0).boundingBox())!, (await items.nth(1).boundingBox())!];
    expect(b.y).toBeGreaterThan(a.y);
    expect(b.x).toBe(a.x);
    await page.close();
  });

  it("shows a link mark to its section beside a hovered heading, leaving the heading's name alone", async () => {
    const page = await open(`${base}/`);
    const heading = content(page).getByRole('heading', { name: 'Cards', exact: true });
    const mark = heading.locator('.heading-anchor');
    expect(await mark.getAttribute('href')).toBe('#cards');
    expect(await mark.evaluate((a) => getComputedStyle(a).opacity)).toBe('0');
    await heading.hover();
    await expect.poll(() => mark.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
    await screenshot(page, 'content-heading-anchor', { fullPage: false });
    await page.close();
  });

  it('opens child fields with a chevron, and the last field draws no rule above the pager', async () => {
    const page = await open(`${base}/`);
    const fields = content(page).locator(':scope > .field');
    const summary = fields.last().locator('.expandable > summary');
    const marker = await summary.evaluate((s) => ({
      display: getComputedStyle(s).display,
      chevron: getComputedStyle(s, '::before').borderRightStyle,
    }));
    expect(marker).toEqual({ display: 'flex', chevron: 'solid' });
    expect(await fields.first().evaluate((f) => getComputedStyle(f).borderBottomStyle)).toBe('solid');
    expect(await fields.last().evaluate((f) => getComputedStyle(f).borderBottomStyle)).toBe('none');
    await page.close();
  });

  it('switches tab panels on click and keys, syncs the other set by title, and remembers the choice', async () => {
    const page = await open(`${base}/`);
    const sets = content(page).locator('.tabs');
    const [first, second] = [sets.nth(0), sets.nth(1)];
    expect(await first.getByRole('tabpanel').first().isVisible()).toBe(true);
    await first.getByRole('tab', { name: 'yarn' }).click();
    expect(await first.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected')).toBe('true');
    expect(await first.getByText('Yarn instructions.').isVisible()).toBe(true);
    expect(await first.getByText('first item').isVisible()).toBe(false);
    expect(await second.getByText('The second set, yarn.').isVisible()).toBe(true);
    expect(await second.getByText('The second set, npm.').isVisible()).toBe(false);
    // Keyboard per WAI-ARIA: ArrowRight wraps to the first tab and moves focus there.
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('npm');
    expect(await second.getByText('The second set, npm.').isVisible()).toBe(true);
    await page.keyboard.press('End');
    await page.reload();
    expect(await content(page).locator('.tabs').nth(1).getByText('The second set, yarn.').isVisible()).toBe(true);
    await page.evaluate(() => localStorage.removeItem('folio-tabs'));
    await page.close();
  });

  it('changes content colours in dark mode and scrolls no wider than a 390 px screen', async () => {
    const colours = (page: Page) =>
      page.evaluate(() => {
        const card = document.querySelector('.prose .card')!;
        const note = document.querySelector('.prose .callout-note')!;
        return {
          card: getComputedStyle(card).backgroundColor,
          text: getComputedStyle(card.querySelector('.card-title')!).color,
          note: getComputedStyle(note).backgroundColor,
        };
      });
    const light = await open(`${base}/`);
    await screenshot(light, 'content-light');
    const dark = await open(`${base}/`, { scheme: 'dark' });
    await screenshot(dark, 'content-dark');
    const [l, d] = [await colours(light), await colours(dark)];
    expect(d.card).not.toBe(l.card);
    expect(d.text).not.toBe(l.text);
    expect(d.note).not.toBe(l.note);
    // The theme toggle's choice (data-theme) wins over the system preference.
    await dark.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await colours(dark)).toEqual(l);
    await Promise.all([light.close(), dark.close()]);

    const phone = await open(`${base}/`, { width: 390 });
    await screenshot(phone, 'content-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
    expect(problems).toEqual([]);
  });

  it('draws the icons of cards, callouts, steps, tabs, accordions, badges and navigation from the icon libraries', async () => {
    /** For each element the selector finds: whether a decorative icon SVG with a shape is drawn in it. */
    const drawn = (page: Page, selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.map((element) => {
          const svg = element.matches('svg') ? element : element.querySelector('svg.icon-svg');
          return (
            svg !== null &&
            svg.querySelector('path, circle, rect, polygon, line, polyline') !== null &&
            svg.getAttribute('aria-hidden') === 'true'
          );
        }),
      );
    const home = await open(`${base}/`);
    expect(await drawn(home, '#content .prose .card-icon')).toEqual([true, true, true, true]);
    expect(await drawn(home, '#content .prose .callout-custom .callout-icon')).toEqual([true]);
    expect(await home.locator('#content .prose .callout-custom .callout-icon svg').getAttribute('data-icon')).toBe(
      'rocket',
    );
    expect(await drawn(home, '#content .prose [role=tab]:has(svg)')).toEqual([true]);
    // The sidebar group's icon, from docs.json.
    expect(await drawn(home, '.nav-group-title')).toContain(true);
    await home.close();

    const page = await open(`${base}/icons`);
    const prose = '#content .prose';
    expect(await drawn(page, `${prose} .card-icon`)).toEqual([true, true, false]);
    expect(await page.locator(`${prose} .card-icon img`).getAttribute('src')).toBe('/images/logo.svg');
    expect(await drawn(page, `${prose} .callout-warning .callout-icon`)).toEqual([true]);
    expect(await page.locator(`${prose} .callout-warning .callout-icon svg`).getAttribute('data-icon')).toBe(
      'triangle-exclamation',
    );
    expect(await drawn(page, `${prose} .step-number`)).toEqual([true, true]);
    expect(await drawn(page, `${prose} [role=tab]`)).toEqual([true, true]);
    expect(await drawn(page, `${prose} .accordion-title`)).toEqual([true]);
    expect(await drawn(page, `${prose} .badge`)).toEqual([true]);
    const inline = await page.locator(`${prose} svg.icon-svg[data-icon]`).evaluateAll((svgs) =>
      svgs
        .filter((svg) => ['heart', 'sparkles', 'brand-github'].includes(svg.getAttribute('data-icon')!))
        .map((svg) => ({
          name: svg.getAttribute('data-icon'),
          library: svg.getAttribute('data-icon-library'),
          // currentColor: the icon takes the text colour (`color` on <Icon> sets it).
          paint: getComputedStyle(svg).fill === 'none' ? getComputedStyle(svg).stroke : getComputedStyle(svg).fill,
          width: svg.getBoundingClientRect().width,
        })),
    );
    expect(inline.map(({ name, library }) => [name, library])).toEqual([
      ['heart', 'fontawesome'],
      ['sparkles', 'lucide'],
      ['brand-github', 'tabler'],
    ]);
    expect(inline[0]).toMatchObject({ paint: 'rgb(225, 29, 72)', width: 20 });
    // An unknown name keeps the neutral dot.
    expect(await page.locator(`${prose} span.icon[data-icon="rockett"]`).count()).toBe(1);
    await screenshot(page, 'content-icons');
    await page.close();
    expect(problems).toEqual([]);
  });

  // Each repository is built whole (unkey's has 284 pages) to find its richest page: on a machine
  // the whole suite shares, that takes well over the default 30 s, so the limit is the one
  // components-real-world.test.ts gives the same builds.
  it.each(['Chainlit__docs', 'lmnr-ai__docs', 'openlit__openlit', 'unkeyed__unkey-product'])(
    'renders a page of %s',
    async (name) => {
      const root = join(REAL_WORLD_FIXTURES, name);
      if (!existsSync(root)) return expect.soft(existsSync(root), `${root} is missing`).toBe(true);
      const site = await sites.serve(createDirectoryReader(root), { fetchUrl: offline });
      const files = site.result.files;
      // The page showing the most kinds of component (the shortest such page, to see it whole).
      const kinds = (html: string) =>
        new Set(html.match(/class="(?:callout|card|step|tabs|code-group|accordion|frame|badge|tooltip|field)[ "]/g))
          .size;
      const pages = files.filter((file) => file.contentType.startsWith('text/html') && typeof file.body === 'string');
      const best = pages.reduce((a, b) => {
        const [ka, kb] = [kinds(String(a.body)), kinds(String(b.body))];
        return kb > ka || (kb === ka && String(b.body).length < String(a.body).length) ? b : a;
      });
      const page = await open(site.url + best.urlPath);
      expect(await page.evaluate(() => document.querySelector('#content .prose') !== null)).toBe(true);
      await screenshot(page, `content-${name}`, { clip: { x: 0, y: 0, width: 1280, height: 2000 } });
      await page.close();
    },
    240_000,
  );
});
