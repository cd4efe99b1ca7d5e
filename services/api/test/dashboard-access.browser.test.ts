// The dashboard's "Reader access" settings in Chromium: the form for every mode, saved through
// the same operation as the API (a password set, SSO fields kept, secrets never shown back),
// checked with axe-core and saved as test-output/screenshots/dashboard-access*.png.
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/helpers/axe.ts';
import { hasChromium, screenshot, useChromium } from '../../../test/helpers/chromium.ts';
import { createSite, createTenant, OPERATOR_TOKEN, startTestEnv, type TestEnv } from './helpers/test-env.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe.skipIf(!hasChromium)('reader access settings in Chromium', () => {
  let env: TestEnv;
  const chromium = useChromium({ bypassCSP: true });
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://app.localhost:${port}`;
    env = await startTestEnv({ DASHBOARD_ORIGIN: origin });
    await env.app.listen({ host: '127.0.0.1', port });
    page = await chromium.context.newPage();
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  it('sets a site private with a password, then single sign-on, never showing a secret', async () => {
    const tenant = await createTenant(env, 'Privy');
    const site = await createSite(env, tenant, { name: 'Partner Docs', slug: 'partner-docs' });
    const link = await env.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.id}/sign-in-links`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { email: 'ada@privy.dev' },
    });
    await page.goto(link.json().url);
    await page.getByRole('button', { name: 'Continue as ada@privy.dev' }).click();
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/sites/${site.id}/settings`);
    await page.getByRole('link', { name: 'Reader access settings' }).click();
    await page.waitForURL(`${origin}/sites/${site.id}/settings/access`);
    expect(await page.getByRole('radio', { name: 'Public' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Redirect URI to register').inputValue()).toMatch(
      /^https?:\/\/partner-docs\.[^/]+\/_folio\/auth\/callback$/,
    );

    await page.getByRole('radio', { name: 'Password' }).check();
    await page.getByLabel(/New password/).fill('partners 2026!');
    await page.getByRole('button', { name: 'Save access' }).click();
    await expect.poll(() => page.locator('.alert').first().textContent()).toContain('Access saved');
    expect(await page.getByRole('radio', { name: 'Password' }).isChecked()).toBe(true);
    expect(await page.content()).not.toContain('partners 2026!');

    await page.getByRole('radio', { name: /Single sign-on/ }).check();
    await page.getByLabel('Issuer URL').fill('https://acme.okta.com');
    await page.getByLabel('Client ID').fill('partner-docs');
    await page.getByLabel(/Client secret/).fill('client-secret-value');
    await page.getByLabel('Claims kept for personalization').fill('given_name\nemail');
    await page.getByLabel('Groups claim').fill('groups');
    await page.getByRole('radio', { name: /Only members/ }).check();
    await page.getByRole('button', { name: 'Save access' }).click();
    await expect.poll(() => page.locator('.alert').first().textContent()).toContain('Access saved');
    expect(await page.content()).not.toContain('client-secret-value');
    expect(await page.getByLabel(/Client secret/).inputValue()).toBe('');
    expect(await page.locator('label[for=oidcClientSecret]').textContent()).toContain('set');

    for (const [scheme, width, suffix] of [
      ['light', 1280, ''],
      ['dark', 1280, '-dark'],
      ['light', 390, '-mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousAxeViolations(page), suffix).toEqual([]);
      await screenshot(page, `dashboard-access${suffix}`);
    }

    // A bad setting: the page says what is wrong and nothing changes.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByLabel('Issuer URL').fill('http://insecure.example');
    await page.getByRole('button', { name: 'Save access' }).click();
    await expect.poll(() => page.locator('.alert').first().textContent()).toContain('must be an https URL');
    const row = await env.db.pool.query('SELECT oidc_issuer FROM site_access WHERE site_id = $1', [site.id]);
    expect(row.rows[0].oidc_issuer).toBe('https://acme.okta.com');
  }, 120_000);
});
