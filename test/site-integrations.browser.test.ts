/// <reference lib="dom" />
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { hasChromium, openPage, useChromium } from './helpers/chromium.ts';
import { offline, useSiteServers } from './helpers/serve-site-files.ts';

const FIXTURE = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/site-integrations');

/** Each provider's official script, with the fixture's ids where the provider puts them in the URL. */
const CONSENT_PROVIDERS = [
  'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
  'https://transcend-cdn.com/cm/bundle-1/airgap.js',
];
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
  let base: string;
  const sites = useSiteServers();
  const problems: string[] = [];
  const requested: string[] = [];
  // Nothing leaves the machine: every provider is answered with an empty script.
  const chromium = useChromium({
    viewport: { width: 1280, height: 720 },
    offSite: (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  });

  beforeAll(async () => {
    const site = await sites.serve(createDirectoryReader(FIXTURE), { fetchUrl: offline });
    base = site.url;
    expect(site.result.diagnostics.filter((d) => d.file === 'docs.json')).toEqual([]);
  });

  /** A CSP violation reported in the console, whatever its level. */
  const cspMessage = (message: ConsoleMessage) => /Content Security Policy/i.test(message.text());
  const open = (): Promise<Page> => openPage(chromium.context, `${base}/`, { problems, keep: cspMessage });
  const scriptsOf = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.scripts, (script) => script.src).filter(
        (src) => !src.startsWith(location.origin) && src !== '',
      ),
    );

  it("loads only the consent tools until the reader agrees (`cookies`), then every provider with the site's ids", async () => {
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
    await page.waitForFunction(
      (count) =>
        Array.from(document.scripts).filter((s) => s.src !== '' && !s.src.startsWith(location.origin)).length >= count,
      expected.length,
    );
    expect((await scriptsOf(page)).sort()).toEqual(expected);
    expect(await page.locator('script[src="https://cdn.usefathom.com/script.js"]').getAttribute('data-site')).toBe(
      'FATHOM12',
    );
    expect(await page.locator('script[src="https://plausible.io/js/script.js"]').getAttribute('data-domain')).toBe(
      'docs.acme.test',
    );
    expect(await page.locator('script[src="https://api.pirsch.io/pirsch.js"]').getAttribute('data-code')).toBe(
      'pirschID',
    );
    expect(await page.evaluate(() => (window as unknown as { intercomSettings: unknown }).intercomSettings)).toEqual({
      app_id: 'abc12345',
    });
    expect(await page.evaluate(() => (window as unknown as { _hjSettings: unknown })._hjSettings)).toEqual({
      hjid: 1234,
      hjsv: 6,
    });
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it("fetched every provider script: the site's CSP allowed each one, with no violation", () => {
    for (const url of [...CONSENT_PROVIDERS, ...ANALYTICS]) expect(requested, url).toContain(url);
    expect(problems).toEqual([]);
  });
});
