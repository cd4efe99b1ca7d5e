/// <reference lib="dom" />
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { consoleError, hasChromium, screenshot, useChromium, watchProblems } from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

const PAGES: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Diagrams',
    colors: { primary: '#0d9488' },
    navigation: { groups: [{ group: 'Pages', pages: ['index', 'diagram', 'math'] }] },
  }),
  'index.mdx': '---\ntitle: Plain\ndescription: No diagram\n---\nJust text that costs $5.\n',
  'diagram.mdx': [
    '---\ntitle: Diagram\ndescription: Mermaid\n---',
    'A flow:',
    '```mermaid\nflowchart LR\n  A[Write] --> B{Review}\n  B -->|ok| C[Publish]\n  B -->|no| A\n```',
    '<Mermaid chart="sequenceDiagram\n  Reader->>Site: GET /page\n  Site-->>Reader: HTML" />',
    '',
  ].join('\n\n'),
  'math.mdx': [
    '---\ntitle: Math\ndescription: KaTeX\n---',
    'The mass-energy relation $$E = mc^2$$ inline, and a display formula:',
    '$$\n\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}\n$$',
    // Braces in MDX text are expressions: TeX with braces goes in a string literal.
    'And <Latex>{"\\\\sum_{k=1}^{n} k = \\\\frac{n(n+1)}{2}"}</Latex> as a component.',
    '',
  ].join('\n\n'),
};

describe.skipIf(!hasChromium)('mermaid diagrams and KaTeX math in a real browser', () => {
  let root: string | undefined;
  let base: string;
  /** Content-Security-Policy violations, script errors and requests that left the site. */
  const problems: string[] = [];
  const sites = useSiteServers();
  const chromium = useChromium({
    offSite: (route) => {
      problems.push(`request off the site: ${route.request().url()}`);
      return route.fulfill({ status: 404, body: '' });
    },
  });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'folio-diagrams-'));
    for (const [name, text] of Object.entries(PAGES)) writeFileSync(join(root, name), text);
    ({ url: base } = await sites.serve(createDirectoryReader(root), { fetchUrl: offline }));
  });
  afterAll(() => {
    if (root !== undefined) rmSync(root, { recursive: true, force: true });
  });

  // Not `openPage`: the page's requests are recorded from before it loads.
  async function open(path: string, scheme: 'light' | 'dark'): Promise<{ page: Page; requests: string[] }> {
    const page = await chromium.context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    watchProblems(page, problems, { keep: consoleError });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${base}${path}`);
    return { page, requests };
  }

  /** The fill of the first flowchart node, which mermaid's light and dark themes colour differently. */
  const nodeFill = (page: Page) =>
    page
      .locator('pre.mermaid svg .node rect, pre.mermaid svg .node polygon')
      .first()
      .evaluate((node) => getComputedStyle(node).fill);

  it('draws a mermaid fence and <Mermaid> as SVG under the CSP, themed from the colour scheme', async () => {
    const light = await open('/diagram', 'light');
    await light.page.waitForSelector('html[data-mermaid="light"]');
    expect(await light.page.locator('pre.mermaid > svg').count()).toBe(2);
    expect(await light.page.locator('pre.mermaid svg').first().getAttribute('aria-roledescription')).toBe(
      'flowchart-v2',
    );
    const lightFill = await nodeFill(light.page);
    await screenshot(light.page, 'diagram-light');
    // Every script and style came from the site itself.
    expect(light.requests.filter((url) => !url.startsWith(base))).toEqual([]);
    expect(light.requests.some((url) => /\/_folio\/mermaid\.[0-9a-f]{12}\.js$/.test(url))).toBe(true);

    // The reader's theme choice (`data-theme`, set by the theme toggle) redraws in the other theme.
    await light.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await light.page.waitForSelector('html[data-mermaid="dark"]');
    expect(await light.page.locator('pre.mermaid > svg').count()).toBe(2);
    expect(await nodeFill(light.page)).not.toBe(lightFill);
    await light.page.close();

    const dark = await open('/diagram', 'dark');
    await dark.page.waitForSelector('html[data-mermaid="dark"]');
    expect(await dark.page.locator('pre.mermaid > svg').count()).toBe(2);
    const darkFill = await nodeFill(dark.page);
    expect(darkFill).not.toBe(lightFill);
    await screenshot(dark.page, 'diagram-dark');
    await dark.page.close();
    expect(problems).toEqual([]);
  });

  it('keeps the diagram source readable without JavaScript', async () => {
    const page = await chromium.context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${base}/diagram`);
    expect(await page.locator('pre.mermaid').first().innerText()).toContain('A[Write] --> B{Review}');
    await page.close();
  });

  it('typesets math at build time with self-hosted KaTeX fonts, in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, requests } = await open('/math', scheme);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.locator('#content .katex').count()).toBe(3);
      expect(await page.locator('#content .katex-display').count()).toBe(1);
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      );
      expect(loaded).toContain('KaTeX_Main');
      const fontRequests = requests.filter((url) => url.endsWith('.woff2'));
      expect(fontRequests.length).toBeGreaterThan(0);
      expect(fontRequests.every((url) => url.startsWith(`${base}/_folio/katex/`))).toBe(true);
      // The formula takes the page's text colour, so it reads in both themes.
      const colours = await page.evaluate(() => [
        getComputedStyle(document.querySelector('#content .katex')!).color,
        getComputedStyle(document.querySelector('#content')!).color,
      ]);
      expect(colours[0]).toBe(colours[1]);
      await screenshot(page, `diagram-math-${scheme}`);
      await page.close();
    }
    expect(problems).toEqual([]);
  });

  it('loads neither mermaid nor KaTeX on a page without them', async () => {
    const { page, requests } = await open('/', 'light');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => /mermaid|katex/i.test(url))).toEqual([]);
    await page.close();
  });
});
