// The dashboard's "Reader access" settings in Chromium: the form for every mode, saved through
// the same operation as the API (a password set, SSO fields kept, secrets never shown back),
// checked with axe-core and saved as test-output/screenshots/dashboard-access*.png.
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../../../test/helpers/chromium.ts';
import { captureDashboard, useDashboardInChromium } from './helpers/dashboard-chromium.ts';
import { createSite, createTenant } from './helpers/test-env.ts';

describe.skipIf(!hasChromium)('reader access settings in Chromium', () => {
  const dashboard = useDashboardInChromium({ chromium: { bypassCSP: true } });

  it('sets a site private with a password, then single sign-on, never showing a secret', async () => {
    const { env, page, origin } = dashboard;
    const tenant = await createTenant(env, 'Privy');
    const site = await createSite(env, tenant, { name: 'Partner Docs', slug: 'partner-docs' });
    await dashboard.signIn(tenant.id, 'ada@privy.dev');
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

    await captureDashboard(page, 'access');

    // A bad setting: the page says what is wrong and nothing changes.
    await page.getByLabel('Issuer URL').fill('http://insecure.example');
    await page.getByRole('button', { name: 'Save access' }).click();
    await expect.poll(() => page.locator('.alert').first().textContent()).toContain('must be an https URL');
    const row = await env.db.pool.query('SELECT oidc_issuer FROM site_access WHERE site_id = $1', [site.id]);
    expect(row.rows[0].oidc_issuer).toBe('https://acme.okta.com');
  }, 120_000);
});
