// The settings page's Base path field and "Check my proxy" in Chromium: setting /docs queues a
// production build and says so; checking a proxy that strips the prefix shows the finding and its
// fix. Checked with axe-core and saved as test-output/screenshots/dashboard-proxy-check*.png.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
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

describe.skipIf(!hasChromium)('Base path and "Check my proxy" in Chromium', () => {
  let env: TestEnv;
  let proxy: Server;
  const chromium = useChromium({ bypassCSP: true });
  let page: Page;
  let origin: string;
  let proxyOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://app.localhost:${port}`;
    env = await startTestEnv({ DASHBOARD_ORIGIN: origin, ALLOW_LOOPBACK_REPOSITORIES: 'true' });
    await env.app.listen({ host: '127.0.0.1', port });
    // A proxy that strips /docs: the edge, asked for /, keeps sending the reader back to /docs/.
    proxy = createHttpServer((_request, response) => response.writeHead(302, { location: '/docs/' }).end());
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    page = await chromium.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await env?.close();
  });

  async function capture(name: string): Promise<void> {
    for (const [scheme, width, suffix] of [
      ['light', 1280, ''],
      ['dark', 1280, '-dark'],
      ['light', 390, '-mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousAxeViolations(page), `${name}${suffix}`).toEqual([]);
      await screenshot(page, `dashboard-${name}${suffix}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('sets the base path, then checks a proxy and shows what is wrong', async () => {
    const tenant = await createTenant(env, 'Subpath');
    const site = await createSite(env, tenant, { name: 'Subpath Docs', slug: 'subpath-docs' });
    const link = await env.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.id}/sign-in-links`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { email: 'ada@subpath.dev' },
    });
    await page.goto(link.json().url);
    await page.getByRole('button', { name: 'Continue as ada@subpath.dev' }).click();
    await page.waitForURL(`${origin}/`);
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
