/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { createMemoryReader } from '@folio/builder';
import { hasChromium, openPage, screenshotPath, useChromium } from './helpers/chromium.ts';
import { offline, useServedSite } from './helpers/serve-site-files.ts';

// Font Awesome Pro names real repositories use, and single-dollar math with styling.latex on.
const PRO_NAMES = [
  'rocket-launch',
  'sparkles',
  'grid',
  'browser',
  'book-open-cover',
  'message-bot',
  'rectangle-terminal',
  'square-3',
];
const FILES: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Icons',
    colors: { primary: '#4f46e5' },
    styling: { latex: true },
    navigation: { groups: [{ group: 'Pages', pages: ['index'] }] },
  }),
  'index.mdx': [
    '---\ntitle: Pro icon names\ndescription: Close free icons, and inline math\n---',
    `<CardGroup cols={4}>\n${PRO_NAMES.map((name) => `  <Card title="${name}" icon="${name}">Drawn from a free library.</Card>`).join('\n')}\n</CardGroup>`,
    'With `styling.latex` on, $a^2 + b^2 = c^2$ is typeset inline.',
    '',
  ].join('\n\n'),
};

describe.skipIf(!hasChromium)('Font Awesome Pro icon names and styling.latex in a real browser', () => {
  const site = useServedSite(createMemoryReader(FILES), { fetchUrl: offline });
  const chromium = useChromium();

  it('draws every card icon as a visible SVG (no dot) and typesets $…$', async () => {
    expect(site.result.diagnostics.filter((d) => d.code === 'CONTENT_ICON_UNKNOWN')).toEqual([]);
    for (const scheme of ['light', 'dark'] as const) {
      const page = await openPage(chromium.context, `${site.url}/`, { scheme });
      const icons = page.locator('#content .card .card-icon svg');
      expect(await icons.count()).toBe(PRO_NAMES.length);
      for (const box of await icons.evaluateAll((svgs) =>
        svgs.map((svg) => svg.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.width).toBeGreaterThan(8);
        expect(box.height).toBeGreaterThan(8);
      }
      expect(await page.locator('#content .card span.icon[data-icon]').count()).toBe(0);
      expect(await page.locator('#content p .katex').count()).toBe(1);
      await page.locator('#content').screenshot({ path: screenshotPath(`pro-icon-substitutes-${scheme}`) });
      await page.close();
    }
  });
});
