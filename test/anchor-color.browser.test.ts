/// <reference lib="dom" />
import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryReader } from '@folio/builder';
import { hasChromium, notFound, screenshot, useChromium } from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

// docs.json `color` on an anchor (lmnr-ai's Discord anchor): the reference keeps it in the
// navigation, and Folio draws the anchor's icon in that colour, per colour scheme.
const CONFIG = {
  name: 'Acme',
  theme: 'mint',
  colors: { primary: '#0F766E' },
  navigation: {
    global: {
      anchors: [
        {
          anchor: 'Community',
          icon: 'discord',
          color: { light: '#5562ea', dark: '#a5b4fc' },
          href: 'https://discord.gg/acme',
        },
      ],
    },
    anchors: [
      { anchor: 'Guides', icon: 'book', color: { light: '#dc2626' }, groups: [{ group: 'Start', pages: ['index'] }] },
      { anchor: 'Reference', icon: 'code', groups: [{ group: 'API', pages: ['reference'] }] },
    ],
  },
};
const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title} page.\n---\n\n${title} text.\n`;

describe.skipIf(!hasChromium)('anchor colours in a real browser', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 720 }, offSite: notFound });
  const sites = useSiteServers();
  let base: string;

  beforeAll(async () => {
    const files = {
      'docs.json': JSON.stringify(CONFIG),
      'index.mdx': page('Home'),
      'reference.mdx': page('Reference'),
    };
    const site = await sites.serve(createMemoryReader(files), { fetchUrl: offline });
    base = site.url;
    expect(site.result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('draws each anchor icon in its colour for the scheme, and leaves uncoloured anchors alone', async () => {
    const tab = await chromium.context.newPage();
    const iconColors = () =>
      tab.evaluate(() => ({
        community: getComputedStyle(document.querySelector('.global-anchors a[href="https://discord.gg/acme"] .icon')!)
          .color,
        guides: getComputedStyle(
          [...document.querySelectorAll('.anchors a')].find((a) => a.textContent === 'Guides')!.querySelector('.icon')!,
        ).color,
        reference: getComputedStyle(
          [...document.querySelectorAll('.anchors a')]
            .find((a) => a.textContent === 'Reference')!
            .querySelector('.icon')!,
        ).color,
        referenceText: getComputedStyle(
          [...document.querySelectorAll('.anchors a')].find((a) => a.textContent === 'Reference')!,
        ).color,
      }));

    await tab.emulateMedia({ colorScheme: 'light' });
    await tab.goto(`${base}/`);
    const light = await iconColors();
    expect(light.community).toBe('rgb(85, 98, 234)');
    expect(light.guides).toBe('rgb(220, 38, 38)');
    expect(light.reference).toBe(light.referenceText);
    await screenshot(tab, 'anchor-colors-light', { fullPage: false });

    await tab.emulateMedia({ colorScheme: 'dark' });
    const dark = await iconColors();
    expect(dark.community).toBe('rgb(165, 180, 252)');
    // A colour written for one scheme only is used in both.
    expect(dark.guides).toBe('rgb(220, 38, 38)');
    await screenshot(tab, 'anchor-colors-dark', { fullPage: false });
    await tab.close();
  });
});
