// The builds list in Chromium with several builds running at once: every running row follows its
// own build live over one server-sent event stream, in place (no reload), while the others keep
// running; checked with axe-core and saved as test-output/screenshots/dashboard-builds-live*.png.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createTenant, insertFinishedBuild, OPERATOR_TOKEN, startTestEnv, type TestEnv } from './helpers/test-env.ts';

const CHROMIUM = '/usr/bin/chromium';
const screenshots = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../test-output/screenshots');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe.skipIf(!existsSync(CHROMIUM))('the builds list in Chromium', () => {
  let env: TestEnv;
  let context: BrowserContext;
  let page: Page;
  let profile: string;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://app.localhost:${port}`;
    env = await startTestEnv({ DASHBOARD_ORIGIN: origin });
    await env.app.listen({ host: '127.0.0.1', port });
    mkdirSync(screenshots, { recursive: true });
    profile = mkdtempSync(join(tmpdir(), 'folio-builds-live-chromium-'));
    const { chromium } = await import('playwright-core');
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      // axe-core is injected as an inline script, which the dashboard's CSP would refuse.
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await context.newPage();
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await env?.close();
  });

  async function seriousViolations(): Promise<unknown[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    return page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe.run(document, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
  }

  async function capture(name: string): Promise<void> {
    for (const [scheme, width, suffix] of [['light', 1280, ''], ['dark', 1280, '-dark'], ['light', 390, '-mobile']] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousViolations(), `${name}${suffix}`).toEqual([]);
      await page.screenshot({ path: join(screenshots, `dashboard-${name}${suffix}.png`), fullPage: true });
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
