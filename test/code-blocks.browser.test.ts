/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { consoleError, hasChromium, notFound, openPage, screenshot, useChromium } from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const KITCHEN_SINK = join(here, 'fixtures/content-kitchen-sink');
const AXE = readFileSync(resolve(here, '../node_modules/axe-core/axe.min.js'), 'utf8');

/** A small site whose code blocks use a Shiki theme pair, or are always dark. */
function themedSite(codeblocks: unknown): Record<string, string> {
  return {
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Themed',
      colors: { primary: '#2563eb' },
      styling: { codeblocks },
      navigation: { pages: ['index'] },
    }),
    'index.mdx':
      '---\ntitle: Themed code\n---\n\n```ts app.ts\nconst answer: number = 42;\n```\n\n<CodeGroup>\n```bash npm\nnpm i\n```\n```bash yarn\nyarn add\n```\n</CodeGroup>\n',
  };
}

describe.skipIf(!hasChromium)('code blocks in a real browser', () => {
  const chromium = useChromium({ offSite: notFound, clipboard: true });
  const roots: string[] = [];
  const sites = useSiteServers();
  const bases = new Map<string, string>();
  /** Content-Security-Policy violations and script errors seen on any page. */
  const problems: string[] = [];

  async function serve(name: string, root: string): Promise<void> {
    const site = await sites.serve(createDirectoryReader(root), { fetchUrl: offline });
    bases.set(name, site.url);
  }

  beforeAll(async () => {
    await serve('kitchen', KITCHEN_SINK);
    for (const [name, codeblocks] of [
      ['pair', { theme: { light: 'github-light', dark: 'github-dark' } }],
      ['dark', 'dark'],
    ] as const) {
      const root = mkdtempSync(join(tmpdir(), `folio-code-${name}-`));
      roots.push(root);
      for (const [file, text] of Object.entries(themedSite(codeblocks))) writeFileSync(join(root, file), text);
      await serve(name, root);
    }
  }, 120_000);
  afterAll(async () => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  const open = (site: string, path: string, scheme: 'light' | 'dark' = 'light'): Promise<Page> =>
    openPage(chromium.context, `${bases.get(site)}${path}`, { problems, keep: consoleError, scheme });

  const style = (page: Page, selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

  it('gives a highlighted line its own background, and dims lines out of focus', async () => {
    const page = await open('kitchen', '/code-blocks');
    const block = '.code-block:has(.code-block-title:text-is("server.js"))';
    const highlighted = await style(page, `${block} .line.highlighted`, 'background-color');
    const plain = await style(page, `${block} .line:not(.highlighted)`, 'background-color');
    expect(highlighted).not.toBe(plain);
    expect(plain).toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator(`${block} .line.highlighted`).count()).toBe(3);
    const focusBlock = '.code-block:has(.code-block-title:text-is("client.py"))';
    expect(await style(page, `${focusBlock} .line:not(.focused)`, 'filter')).toMatch(/^blur/);
    expect(await style(page, `${focusBlock} .line.focused`, 'filter')).toBe('none');
    // Line numbers come from the stylesheet, not the text: copying never includes them.
    expect(
      await page
        .locator(`${focusBlock} .line`)
        .nth(2)
        .evaluate((line) => getComputedStyle(line, '::before').content),
    ).toBe('counter(line)');
    // Diff lines: coloured, marked, and the notation comment is gone.
    expect(await style(page, '.line.diff.add', 'background-color')).not.toBe(
      await style(page, '.line.diff.remove', 'background-color'),
    );
    expect(await page.locator('.prose').textContent()).not.toContain('[!code');
    await page.close();
  });

  it('copies a block from the keyboard and says so', async () => {
    const page = await open('kitchen', '/code-blocks');
    const block = page.locator('.code-block:has(.code-block-title:text-is("server.js"))');
    const button = block.locator('button.code-copy');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role=status]:text("Copied to clipboard")');
    expect(await button.getAttribute('aria-label')).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre code').textContent());
    expect(copied.split('\n')).toHaveLength(5);
    expect(copied).toContain('app.listen(3000);');
    await page.close();
  });

  it('expands a collapsed expandable block, wraps a wrap block', async () => {
    const page = await open('kitchen', '/code-blocks');
    const block = page.locator('.code-block.is-expandable');
    const pre = block.locator('pre');
    const collapsed = await pre.evaluate((node) => ({ client: node.clientHeight, scroll: node.scrollHeight }));
    expect(collapsed.client).toBeLessThan(collapsed.scroll);
    const button = block.locator('button.code-expand');
    expect(await button.textContent()).toContain('Show all 21 lines');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const expanded = await pre.evaluate((node) => ({ client: node.clientHeight, scroll: node.scrollHeight }));
    expect(expanded.client).toBe(expanded.scroll);

    const wrapped = page.locator('.code-block.is-wrapped pre');
    const size = await wrapped.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
      lineHeight: parseFloat(getComputedStyle(node).lineHeight),
      height: node.querySelector('.line')!.getBoundingClientRect().height,
    }));
    expect(size.scroll).toBeLessThanOrEqual(size.client);
    expect(size.height).toBeGreaterThan(size.lineHeight * 1.5);
    await page.close();
  });

  it('switches a code group by tab and by its dropdown', async () => {
    const page = await open('kitchen', '/code-blocks');
    const group = page.locator('.code-group:not(.is-dropdown):has([role=tab]:text-is("yarn"))');
    await group.locator('[role=tab]:text-is("yarn")').click();
    expect(await group.locator('[role=tabpanel]:visible').textContent()).toContain('yarn add @folio/sdk');
    await page.keyboard.press('ArrowRight');
    expect(await group.locator('[role=tabpanel]:visible').textContent()).toContain('pnpm add @folio/sdk');

    const dropdown = page.locator('.code-group.is-dropdown');
    expect(await dropdown.locator('.code-group-panel:visible').textContent()).toContain(
      "folio.pages.get('quickstart')",
    );
    await dropdown.locator('select').selectOption({ label: 'Python' });
    expect(await dropdown.locator('.code-group-panel:visible').textContent()).toContain(
      'page = folio.pages.get("quickstart")',
    );
    expect(await dropdown.locator('.code-group-current').textContent()).toBe('Python');
    // The copy button of the visible block copies that block.
    await dropdown.locator('.code-group-panel:visible button.code-copy').click();
    await page.waitForSelector('.code-group.is-dropdown button.code-copy[data-copied]');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('page = folio.pages.get("quickstart")');
    await page.close();
  });

  it('changes code colours with dark mode, and takes screenshots of both themes', async () => {
    const keyword = '.code-block:has(.code-block-title:text-is("server.js")) .line span';
    const light = await open('kitchen', '/code-blocks', 'light');
    const lightColour = await style(light, keyword, 'color');
    const lightBackground = await style(light, '.code-block pre', 'background-color');
    await screenshot(light, 'code-blocks-light');
    const dark = await open('kitchen', '/code-blocks', 'dark');
    expect(await style(dark, keyword, 'color')).not.toBe(lightColour);
    expect(await style(dark, '.code-block pre', 'background-color')).not.toBe(lightBackground);
    await screenshot(dark, 'code-blocks-dark');
    await Promise.all([light.close(), dark.close()]);
  });

  it('paints a Shiki theme pair by the page scheme, and "dark" code on a light page', async () => {
    const token = 'pre.shiki-themes .line span';
    const light = await open('pair', '/', 'light');
    const [lightColour, lightBackground] = [
      await style(light, token, 'color'),
      await style(light, 'pre.shiki-themes', 'background-color'),
    ];
    expect(lightBackground).toBe('rgb(255, 255, 255)');
    await light.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await style(light, token, 'color')).not.toBe(lightColour);
    expect(await style(light, 'pre.shiki-themes', 'background-color')).toBe('rgb(36, 41, 46)');
    await light.close();

    const dark = await open('dark', '/', 'light');
    expect(await style(dark, 'body', 'background-color')).toBe('rgb(255, 255, 255)');
    const codeBackground = await style(dark, '.code-block pre', 'background-color');
    const [r, g, b] = codeBackground.match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(150);
    expect(await dark.locator('.code-group[data-code-theme=dark]').count()).toBe(1);
    await screenshot(dark, 'code-blocks-dark-on-light');
    await dark.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe-core violation in the %s theme',
    async (scheme) => {
      const page = await open('kitchen', '/code-blocks', scheme);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                context: Element,
                options: object,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document.querySelector('.prose')!, { resultTypes: ['violations'] });
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
      expect(violations).toEqual([]);
      await page.close();
    },
  );

  it('ran without script errors or policy violations', () => {
    expect(problems).toEqual([]);
  });
});
