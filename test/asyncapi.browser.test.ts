/// <reference lib="dom" />
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDirectoryReader } from '@folio/builder';
import { hasChromium, notFound, openPage, screenshot, useChromium } from './helpers/chromium.ts';
import { useServedSite } from './helpers/serve-site-files.ts';

const FIXTURE = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/asyncapi');

// AsyncAPI channel pages in a real browser (test/fixtures/asyncapi): a 3.0 WebSocket/Kafka
// document generated into the "Events" tab, and a 2.6 MQTT channel named by front matter.
describe.skipIf(!hasChromium)('AsyncAPI channel pages in a real browser', () => {
  const site = useServedSite(createDirectoryReader(FIXTURE));
  const chromium = useChromium({ offSite: notFound });
  const problems: string[] = [];

  const open = (path: string, scheme: 'light' | 'dark'): Promise<Page> =>
    openPage(chromium.context, `${site.url}${path}`, { problems, scheme });

  it('builds with no problem', () => {
    expect(site.result.ok).toBe(true);
    expect(site.result.diagnostics).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`shows a channel's address, servers, operation, payload fields and example (${scheme})`, async () => {
      const page = await open('/events/accounts/user-signed-up', scheme);
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('User signed up');
      await expect.poll(() => page.locator('.api-endpoint .api-path').innerText()).toBe('users.{userId}.signedup');
      expect(await page.locator('[data-channel-servers] .field').count()).toBe(2);
      expect(await page.locator('[data-operation-action="receive"] h2').innerText()).toContain(
        'Receive a message when a user signs up.',
      );
      const message = page.locator('details[data-message="UserSignedUp"]');
      expect(await message.getAttribute('open')).not.toBeNull();
      await expect
        .poll(() => message.locator('.field-name').allInnerTexts())
        .toEqual(expect.arrayContaining(['correlationId', 'user', 'signedUpAt']));
      expect(await page.locator('.api-examples pre').first().innerText()).toContain('"email": "ada@example.com"');
      // The badge keeps a readable contrast in both schemes.
      const colors = await page
        .locator('.method-channel')
        .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      expect(colors[0]).not.toBe(colors[1]);
      await screenshot(page, `asyncapi-channel-${scheme}`);
      await page.close();
    });
  }

  it('shows a 2.6 channel above the text of the page that names it, and the tab lists generated pages', async () => {
    const page = await open('/events/legacy-measured', 'light');
    expect(await page.locator('.api-endpoint .api-path').innerText()).toBe(
      'smartylighting/streetlights/{streetlightId}/lighting/measured',
    );
    expect(await page.locator('.channel-verb').innerText()).toBe('subscribe');
    await screenshot(page, 'asyncapi-front-matter-2.6');
    await page.goto(`${site.url}/events/overview`);
    expect(await page.locator('nav a[href="/events/support/chat"]').count()).toBeGreaterThan(0);
    await page.close();
    expect(problems).toEqual([]);
  });
});
