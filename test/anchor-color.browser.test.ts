/// <reference lib="dom" />
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createMemoryReader } from '@folio/builder';
import { serveSiteFiles } from './helpers/serve-site-files.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const here = fileURLToPath(new URL('.', import.meta.url));
const screenshots = resolve(here, '../test-output/screenshots');

// docs.json `color` on an anchor (lmnr-ai's Discord anchor): the reference keeps it in the
// navigation, and Folio draws the anchor's icon in that colour, per colour scheme.
const CONFIG = {
  name: 'Acme',
  theme: 'mint',
  colors: { primary: '#0F766E' },
  navigation: {
    global: { anchors: [{ anchor: 'Community', icon: 'discord', color: { light: '#5562ea', dark: '#a5b4fc' }, href: 'https://discord.gg/acme' }] },
    anchors: [
      { anchor: 'Guides', icon: 'book', color: { light: '#dc2626' }, groups: [{ group: 'Start', pages: ['index'] }] },
      { anchor: 'Reference', icon: 'code', groups: [{ group: 'API', pages: ['reference'] }] },
    ],
  },
};
const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title} page.\n---\n\n${title} text.\n`;

describe.skipIf(!hasChromium)('anchor colours in a real browser', () => {
  let context: BrowserContext;
  let server: Server | undefined;
  let base: string;

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    mkdirSync(screenshots, { recursive: true });
    const files = { 'docs.json': JSON.stringify(CONFIG), 'index.mdx': page('Home'), 'reference.mdx': page('Reference') };
    const result = await buildSite(createMemoryReader(files), { manifest: false, renderPool: false, fetchUrl: () => Promise.reject(new Error('offline')) });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    const site = await serveSiteFiles(result.files);
    server = site.server;
    base = site.url;
    context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'folio-chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
      viewport: { width: 1280, height: 720 },
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
  });
  afterAll(async () => {
    await context?.close();
    if (server !== undefined) await new Promise((done) => server!.close(done));
  });

  it('draws each anchor icon in its colour for the scheme, and leaves uncoloured anchors alone', async () => {
    const tab = await context.newPage();
    const iconColors = () =>
      tab.evaluate(() => ({
        community: getComputedStyle(document.querySelector('.global-anchors a[href="https://discord.gg/acme"] .icon')!).color,
        guides: getComputedStyle([...document.querySelectorAll('.anchors a')].find((a) => a.textContent === 'Guides')!.querySelector('.icon')!).color,
        reference: getComputedStyle([...document.querySelectorAll('.anchors a')].find((a) => a.textContent === 'Reference')!.querySelector('.icon')!).color,
        referenceText: getComputedStyle([...document.querySelectorAll('.anchors a')].find((a) => a.textContent === 'Reference')!).color,
      }));

    await tab.emulateMedia({ colorScheme: 'light' });
    await tab.goto(`${base}/`);
    const light = await iconColors();
    expect(light.community).toBe('rgb(85, 98, 234)');
    expect(light.guides).toBe('rgb(220, 38, 38)');
    expect(light.reference).toBe(light.referenceText);
    await tab.screenshot({ path: join(screenshots, 'anchor-colors-light.png') });

    await tab.emulateMedia({ colorScheme: 'dark' });
    const dark = await iconColors();
    expect(dark.community).toBe('rgb(165, 180, 252)');
    // A colour written for one scheme only is used in both.
    expect(dark.guides).toBe('rgb(220, 38, 38)');
    await tab.screenshot({ path: join(screenshots, 'anchor-colors-dark.png') });
    await tab.close();
  });
});
