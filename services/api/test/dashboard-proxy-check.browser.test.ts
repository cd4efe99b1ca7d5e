// The settings page's Base path field and "Check my proxy" in Chromium: setting /docs queues a
// production build and says so; checking a proxy that strips the prefix shows the finding and its
// fix. Checked with axe-core and saved as test-output/screenshots/dashboard-proxy-check*.png.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../../../test/helpers/chromium.ts';
import { captureDashboard, useDashboardInChromium } from './helpers/dashboard-chromium.ts';
import { createSite, createTenant, type TestEnv } from './helpers/test-env.ts';

describe.skipIf(!hasChromium)('Base path and "Check my proxy" in Chromium', () => {
  let proxy: Server;
  let proxyOrigin: string;

  beforeAll(async () => {
    // A proxy that strips /docs: the edge, asked for /, keeps sending the reader back to /docs/.
    proxy = createHttpServer((_request, response) => response.writeHead(302, { location: '/docs/' }).end());
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
  });

  const dashboard = useDashboardInChromium({
    env: { ALLOW_LOOPBACK_REPOSITORIES: 'true' },
    chromium: { bypassCSP: true },
  });
  let env: TestEnv;
  let page: Page;
  let origin: string;
  beforeAll(() => {
    ({ env, page, origin } = dashboard);
  });

  const capture = (name: string) => captureDashboard(page, name);

  it('sets the base path, then checks a proxy and shows what is wrong', async () => {
    const tenant = await createTenant(env, 'Subpath');
    const site = await createSite(env, tenant, { name: 'Subpath Docs', slug: 'subpath-docs' });
    await dashboard.signIn(tenant.id, 'ada@subpath.dev');
    await page.goto(`${origin}/sites/${site.id}/settings`);

    await page.getByLabel('Base path').fill('/../x');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.locator('.alert').first().textContent()).toContain('must not contain "." or ".."');
    await page.getByLabel('Base path').fill('/docs');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.locator('.alert').first().textContent())
      .toContain('A production build for the base path /docs is queued');
    const builds = await env.db.pool.query('SELECT kind FROM builds WHERE site_id = $1', [site.id]);
    expect(builds.rows).toEqual([{ kind: 'production' }]);

    await page.getByLabel('Address readers open').fill(`${proxyOrigin}/docs/`);
    await page.getByRole('button', { name: 'Check my proxy' }).click();
    const finding = page.locator('.finding-error').first();
    await finding.waitFor();
    expect(await finding.textContent()).toContain('the proxy strips /docs');
    expect(await finding.textContent()).toContain('Fix: Keep the prefix when forwarding');
    await page.locator('.findings').scrollIntoViewIfNeeded();
    await capture('proxy-check');
  }, 60_000);
});
