/// <reference lib="dom" />
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { serveSiteFiles } from './helpers/serve-site-files.ts';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

const FIXTURE = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/site-integrations');

/** Each provider's official script, with the fixture's ids where the provider puts them in the URL. */
const CONSENT_PROVIDERS = ['https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', 'https://transcend-cdn.com/cm/bundle-1/airgap.js'];
const ANALYTICS = [
  'https://assets.adobedtm.com/launch-abc123.min.js',
  'https://cdn.amplitude.com/script/ampKEY123.js',
  'https://www.clarity.ms/tag/clar123',
  'https://tag.clearbitscripts.com/v1/pk_clear/tags.js',
  'https://cdn.usefathom.com/script.js',
  'https://chat-assets.frontapp.com/v1/chat.bundle.js',
  'https://www.googletagmanager.com/gtag/js?id=G-ALL123',
  'https://www.googletagmanager.com/gtm.js?id=GTM-ALL123',
  'https://cdn.heapanalytics.com/js/heap-98765.js',
  'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js',
  'https://static.hotjar.com/c/hotjar-1234.js?sv=6',
  'https://widget.intercom.io/widget/abc12345',
  'https://cdn.getkoala.com/v1/pk_koala/sdk.js',
  'https://cdn.lr-ingest.com/LogRocket.min.js',
  'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
  'https://api.pirsch.io/pirsch.js',
  'https://plausible.io/js/script.js',
  'https://us-assets.i.posthog.com/static/array.js',
  'https://cdn.segment.com/analytics.js/v1/segKEY/analytics.min.js',
];

describe.skipIf(!hasChromium)('every integration of the format in a real browser', () => {
  let context: BrowserContext;
  let profile: string;
  let base: string;
  let server: Server | undefined;
  const problems: string[] = [];
  const requested: string[] = [];

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    const result = await buildSite(createDirectoryReader(FIXTURE), { manifest: false, renderPool: false, fetchUrl: () => Promise.reject(new Error('offline')) });
    expect(result.diagnostics.filter((d) => d.file === 'docs.json')).toEqual([]);
    const site = await serveSiteFiles(result.files);
    server = site.server;
    base = site.url;
    profile = mkdtempSync(join(tmpdir(), 'folio-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    // Nothing leaves the machine: every provider is answered with an empty script.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
  });
  afterAll(async () => {
    await context?.close();
    if (server !== undefined) await new Promise((done) => server!.close(done));
    if (profile !== undefined) rmSync(profile, { recursive: true, force: true });
  });

  async function open(): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(`${base}/`);
    return page;
  }
  const scriptsOf = (page: Page) => page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter((src) => !src.startsWith(location.origin) && src !== ''));

  it('loads only the consent tools until the reader agrees (`cookies`), then every provider with the site\'s ids', async () => {
    const page = await open();
    await page.waitForFunction((count) => document.scripts.length >= count, 4);
    expect((await scriptsOf(page)).sort()).toEqual([...CONSENT_PROVIDERS].sort());
    expect(await page.locator('script[src$="otSDKStub.js"]').getAttribute('data-domain-script')).toBe('0190-acme');

    // The site's own consent banner stores the agreed value and says so.
    await page.evaluate(() => {
      localStorage.setItem('acme-consent', 'granted');
      window.dispatchEvent(new Event('folio:consent'));
    });
    const expected = [...CONSENT_PROVIDERS, ...ANALYTICS].sort();
    await page.waitForFunction((count) => Array.from(document.scripts).filter((s) => s.src !== '' && !s.src.startsWith(location.origin)).length >= count, expected.length);
    expect((await scriptsOf(page)).sort()).toEqual(expected);
    expect(await page.locator('script[src="https://cdn.usefathom.com/script.js"]').getAttribute('data-site')).toBe('FATHOM12');
    expect(await page.locator('script[src="https://plausible.io/js/script.js"]').getAttribute('data-domain')).toBe('docs.acme.test');
    expect(await page.locator('script[src="https://api.pirsch.io/pirsch.js"]').getAttribute('data-code')).toBe('pirschID');
    expect(await page.evaluate(() => (window as unknown as { intercomSettings: unknown }).intercomSettings)).toEqual({ app_id: 'abc12345' });
    expect(await page.evaluate(() => (window as unknown as { _hjSettings: unknown })._hjSettings)).toEqual({ hjid: 1234, hjsv: 6 });
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('fetched every provider script: the site\'s CSP allowed each one, with no violation', () => {
    for (const url of [...CONSENT_PROVIDERS, ...ANALYTICS]) expect(requested, url).toContain(url);
    expect(problems).toEqual([]);
  });
});
