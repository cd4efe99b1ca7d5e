// The builds list in Chromium with several builds running at once: every running row follows its
// own build live over one server-sent event stream, in place (no reload), while the others keep
// running; checked with axe-core and saved as test-output/screenshots/dashboard-builds-live*.png.
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/helpers/axe.ts';
import { hasChromium, screenshot, useChromium } from '../../../test/helpers/chromium.ts';
import { createSite, createTenant, insertFinishedBuild, OPERATOR_TOKEN, startTestEnv, type TestEnv } from './helpers/test-env.ts';


async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe.skipIf(!hasChromium)('the builds list in Chromium', () => {
  let env: TestEnv;
  // axe-core is injected as an inline script, which the dashboard's CSP would refuse.
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

  async function capture(name: string): Promise<void> {
    for (const [scheme, width, suffix] of [['light', 1280, ''], ['dark', 1280, '-dark'], ['light', 390, '-mobile']] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousAxeViolations(page), `${name}${suffix}`).toEqual([]);
      await screenshot(page, `dashboard-${name}${suffix}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
  }

  const setStatus = (buildId: string, status: string) =>
    env.db.pool.query(`UPDATE builds SET status = $2, finished_at = CASE WHEN $2 IN ('queued', 'running') THEN NULL ELSE now() END WHERE id = $1`, [buildId, status]);
  const row = (buildId: string) => page.locator(`tr[data-build-id="${buildId}"]`);

  it('updates every running row in place as its build moves on', async () => {
    const tenant = await createTenant(env, 'Livelist');
    const site = await createSite(env, tenant, { name: 'Live Docs', slug: 'livelist' });
    await insertFinishedBuild(env, site.id, { minutesAgo: 30 });
    const production = (await insertFinishedBuild(env, site.id, { minutesAgo: 2 })).buildId;
    const preview = (await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'feature/search', minutesAgo: 1 })).buildId;
    const queued = (await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'fix/typo', minutesAgo: 0 })).buildId;
    await setStatus(production, 'running');
    await setStatus(preview, 'running');
    await setStatus(queued, 'queued');

    const link = await env.app.inject({ method: 'POST', url: `/v1/tenants/${tenant.id}/sign-in-links`, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, payload: { email: 'ada@livelist.dev' } });
    await page.goto(link.json().url);
    await page.getByRole('button', { name: 'Continue as ada@livelist.dev' }).click();
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/sites/${site.id}/builds`);
    // One stream for the table, naming each unfinished build.
    const stream = await page.getAttribute('[data-builds-events]', 'data-builds-events');
    expect(stream?.split('ids=')[1]?.split(',').sort()).toEqual([production, preview, queued].sort());
    expect(await row(production).locator('.status').getAttribute('class')).toContain('status-running');
    // A reload would drop this mark: the rows must change in place.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await capture('builds-live');

    await setStatus(queued, 'running');
    await row(queued).locator('.status-running').waitFor();
    await setStatus(production, 'succeeded');
    await row(production).locator('.status-succeeded').waitFor();
    expect(await row(production).locator('.status-label').textContent()).toBe('Ready');
    // Its duration appears once it ends: queued 2 s before it started, 9 s in all (seeded).
    expect(await row(production).locator('[data-duration]').textContent()).not.toBe(await row(preview).locator('[data-duration]').textContent());
    expect(await row(preview).locator('.status').getAttribute('class')).toContain('status-running');
    await setStatus(preview, 'failed');
    await row(preview).locator('.status-failed').waitFor();
    expect(await row(preview).locator('.status-label').textContent()).toBe('Failed');
    expect(await row(queued).locator('.status').getAttribute('class')).toContain('status-running');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await capture('builds-live-updated');
  }, 90_000);
});
