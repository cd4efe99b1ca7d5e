/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryReader } from '@folio/builder';
import { hasChromium, screenshot, useChromiumBrowser } from './helpers/chromium.ts';
import { useSiteServers } from './helpers/serve-site-files.ts';

// A brand colour too bright for white text (#f80061): buttons filled with it take its readable
// shade, --primary-solid (#e9005b). The guide's disclosures are closed on screen and open in print.
const SITE = {
  'docs.json': JSON.stringify({
    name: 'Print',
    theme: 'mint',
    colors: { primary: '#f80061' },
    navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://app.example.com/signup' } },
    navigation: { pages: ['index', 'ping'] },
  }),
  'index.mdx': [
    '---',
    'title: Printing',
    'description: Disclosures print open.',
    '---',
    '',
    '## Questions',
    '',
    '<AccordionGroup>',
    '  <Accordion title="First question">The first answer is printed.</Accordion>',
    '  <Accordion title="Second question" defaultOpen>The second answer was open already.</Accordion>',
    '</AccordionGroup>',
    '',
    '## Fields',
    '',
    '<ResponseField name="user" type="object">',
    '  The account.',
    '  <Expandable title="properties">',
    '    <ResponseField name="id" type="string">The nested field is printed too.</ResponseField>',
    '  </Expandable>',
    '</ResponseField>',
    '',
  ].join('\n'),
  'ping.mdx': '---\ntitle: Ping\ndescription: Is the API up?\nopenapi: GET /ping\n---\n',
  'openapi.json': JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Ping', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'pong' } } } } },
  }),
};

/** Contrast ratio of white text on a computed background, `rgb(r, g, b)` or (from `color-mix`) `color(srgb r g b)` (WCAG 2). */
function contrastWithWhite(color: string): number {
  const scale = color.startsWith('color(srgb') ? 1 : 255;
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((channel) => {
      const value = Number(channel) / scale;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe.skipIf(!hasChromium)('printing and brand-coloured buttons in a real browser', () => {
  const chromium = useChromiumBrowser();
  const sites = useSiteServers();
  let url: string;

  beforeAll(async () => {
    const site = await sites.serve(createMemoryReader(SITE));
    url = site.url;
    expect(site.result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  }, 120_000);

  async function open(path: string, width = 1280): Promise<Page> {
    const context = await chromium.newContext({ width });
    const page = await context.newPage();
    await page.goto(url + path);
    return page;
  }
  const visible = (page: Page, text: string) => page.getByText(text).isVisible();

  it('prints accordions and expandables open, and closes again the ones it opened', async () => {
    // 1,000 px: the narrow "On this page" disclosure is shown on screen, and left out of print.
    const page = await open('/', 1000);
    expect(await visible(page, 'The first answer is printed.')).toBe(false);
    expect(await visible(page, 'The second answer was open already.')).toBe(true);
    expect(await visible(page, 'The nested field is printed too.')).toBe(false);
    expect(await page.locator('.toc-compact').isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => visible(page, 'The first answer is printed.')).toBe(true);
    expect(await visible(page, 'The nested field is printed too.')).toBe(true);
    expect(await visible(page, 'The second answer was open already.')).toBe(true);
    expect(await page.locator('.toc-compact').isVisible()).toBe(false);
    await screenshot(page, 'print-disclosures-open');

    await page.emulateMedia({ media: 'screen' });
    await expect.poll(() => visible(page, 'The first answer is printed.')).toBe(false);
    expect(await visible(page, 'The nested field is printed too.')).toBe(false);
    // The reader's own open accordion stays open.
    expect(await visible(page, 'The second answer was open already.')).toBe(true);
    await page.context().close();
  });

  it('opens them on the print events too (browsers that announce printing only through them)', async () => {
    const page = await open('/');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await visible(page, 'The first answer is printed.')).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await visible(page, 'The first answer is printed.')).toBe(false);
    expect(await visible(page, 'The second answer was open already.')).toBe(true);
    await page.context().close();
  });

  it("fills the navbar button and the playground's send button with the shade of a bright brand colour that white text reads on", async () => {
    const page = await open('/ping');
    const cta = page.getByRole('link', { name: 'Sign up' });
    const send = page.locator('.pg-send').first();
    const background = (locator: typeof cta) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(cta)).toBe('rgb(233, 0, 91)');
    expect(await background(send)).toBe('rgb(233, 0, 91)');
    expect(contrastWithWhite(await background(cta))).toBeGreaterThanOrEqual(4.5);
    await cta.hover();
    const hovered = await background(cta);
    expect(hovered).not.toBe('rgb(233, 0, 91)');
    expect(contrastWithWhite(hovered)).toBeGreaterThan(contrastWithWhite('rgb(233, 0, 91)'));
    await screenshot(page, 'brand-button-bright-primary', { fullPage: false });
    await page.context().close();
  });
});
