// The builds list in Chromium with several builds running at once: every running row follows its
// own build live over one server-sent event stream, in place (no reload), while the others keep
// running; checked with axe-core and saved as test-output/screenshots/dashboard-builds-live*.png.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../../../test/helpers/chromium.ts';
import { captureDashboard, useDashboardInChromium } from './helpers/dashboard-chromium.ts';
import { createSite, createTenant, insertFinishedBuild, type TestEnv } from './helpers/test-env.ts';

describe.skipIf(!hasChromium)('the builds list in Chromium', () => {
  // axe-core is injected as an inline script, which the dashboard's CSP would refuse.
  const dashboard = useDashboardInChromium({ chromium: { bypassCSP: true } });
  let env: TestEnv;
  let page: Page;
  let origin: string;
  beforeAll(() => {
    ({ env, page, origin } = dashboard);
  });

  const capture = (name: string) => captureDashboard(page, name);

  const setStatus = (buildId: string, status: string) =>
    env.db.pool.query(
      `UPDATE builds SET status = $2, finished_at = CASE WHEN $2 IN ('queued', 'running') THEN NULL ELSE now() END WHERE id = $1`,
      [buildId, status],
    );
  const row = (buildId: string) => page.locator(`tr[data-build-id="${buildId}"]`);

  it('updates every running row in place as its build moves on', async () => {
    const tenant = await createTenant(env, 'Livelist');
    const site = await createSite(env, tenant, { name: 'Live Docs', slug: 'livelist' });
    await insertFinishedBuild(env, site.id, { minutesAgo: 30 });
    const production = (await insertFinishedBuild(env, site.id, { minutesAgo: 2 })).buildId;
    const preview = (
      await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'feature/search', minutesAgo: 1 })
    ).buildId;
    const queued = (await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'fix/typo', minutesAgo: 0 }))
      .buildId;
    await setStatus(production, 'running');
    await setStatus(preview, 'running');
    await setStatus(queued, 'queued');

    await dashboard.signIn(tenant.id, 'ada@livelist.dev');
    await page.goto(`${origin}/sites/${site.id}/builds`);
    // One stream for the table, naming each unfinished build.
    const stream = await page.getAttribute('[data-builds-events]', 'data-builds-events');
    const query = new URL(stream!, origin).searchParams;
    expect(query.get('ids')?.split(',').sort()).toEqual([production, preview, queued].sort());
    // …and asks for builds queued after the newest row, so they join the table live.
    expect(query.get('after')).toBe(queued);
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
    expect(await row(production).locator('[data-duration]').textContent()).not.toBe(
      await row(preview).locator('[data-duration]').textContent(),
    );
    expect(await row(preview).locator('.status').getAttribute('class')).toContain('status-running');
    await setStatus(preview, 'failed');
    await row(preview).locator('.status-failed').waitFor();
    expect(await row(preview).locator('.status-label').textContent()).toBe('Failed');
    expect(await row(queued).locator('.status').getAttribute('class')).toContain('status-running');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await capture('builds-live-updated');

    // A push after the page was rendered: its row appears on top, is announced politely, then
    // follows its build like the others. The branch is tenant text: it stays text.
    const branch = 'feat/<b>bold</b>';
    const pushed = (
      await env.db.pool.query(
        `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, diagnostics, log)
         VALUES ($1, 'preview', $2, $3, 'push', 'queued', now(), '[]', '') RETURNING id`,
        [site.id, branch, 'c0ffee0123456789c0ffee0123456789c0ffee01'],
      )
    ).rows[0].id as string;
    await row(pushed).locator('.status-queued').waitFor();
    expect(await page.locator('tbody tr').first().getAttribute('data-build-id')).toBe(pushed);
    expect(await row(pushed).locator('.mono').first().textContent()).toBe(branch);
    expect(await row(pushed).locator('b').count()).toBe(0);
    expect(await page.locator('[data-builds-announcer]').textContent()).toBe(`New build queued on ${branch}`);
    expect(await page.locator('[data-builds-announcer]').getAttribute('aria-live')).toBe('polite');
    expect(await page.locator('tbody tr').count()).toBe(5);
    await capture('builds-live-new');
    await setStatus(pushed, 'running');
    await row(pushed).locator('.status-running').waitFor();
    await setStatus(pushed, 'succeeded');
    await row(pushed).locator('.status-succeeded').waitFor();
    expect(await row(pushed).locator('.status-label').textContent()).toBe('Ready');
    // Announced once: still one row for it, and the page never reloaded.
    expect(await row(pushed).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The site's overview keeps its short list short: a new build pushes the oldest row out.
    await page.goto(`${origin}/sites/${site.id}`);
    const shown = await page.locator('tbody tr').count();
    const another = (
      await env.db.pool.query(
        `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, diagnostics, log)
         VALUES ($1, 'production', 'main', $2, 'push', 'queued', now(), '[]', '') RETURNING id`,
        [site.id, 'c0ffee0123456789c0ffee0123456789c0ffee02'],
      )
    ).rows[0].id as string;
    await row(another).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(Math.min(shown + 1, 6));
    await setStatus(another, 'failed');
    await row(another).locator('.status-failed').waitFor();
    await capture('overview-live-new');
  }, 120_000);

  const signIn = (tenant: { id: string }, email: string) => dashboard.signIn(tenant.id, email);
  const queue = async (siteId: string, branch: string, kind = 'production') =>
    (
      await env.db.pool.query(
        `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, diagnostics, log)
         VALUES ($1, $2, $3, 'c0ffee0123456789c0ffee0123456789c0ffee03', 'push', 'queued', clock_timestamp(), '[]', '') RETURNING id`,
        [siteId, kind, branch],
      )
    ).rows[0].id as string;

  it("keeps the overview's Status and Production cards true as a build goes live, announced once", async () => {
    const tenant = await createTenant(env, 'Herolive');
    const site = await createSite(env, tenant, { name: 'Hero Docs', slug: 'herolive' });
    const old = await insertFinishedBuild(env, site.id, { minutesAgo: 10 });
    await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [site.id, old.deploymentId]);
    await signIn(tenant, 'ada@herolive.dev');
    await page.goto(`${origin}/sites/${site.id}`);
    const status = page.locator('[data-site-status]');
    const production = page.locator('[data-site-production]');
    const announcer = page.locator('[data-site-announcer]');
    expect(await status.locator('.status-label').textContent()).toBe('Ready');
    const before = await production.textContent();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The stream's first event repeats what the page shows: nothing is announced for it.
    await page.locator('[data-site-state][data-site-live]').waitFor({ state: 'attached' });
    expect(await announcer.textContent()).toBe('');

    const branch = 'main<b>bold</b>';
    const pushed = await queue(site.id, branch);
    await status.locator('.status-queued').waitFor();
    expect(await announcer.textContent()).toBe(`Status: Queued. Production: ${before!.trim().split(' ')[0]} on main.`);
    expect(await production.textContent()).toBe(before);
    await setStatus(pushed, 'running');
    await status.locator('.status-running').waitFor();
    expect(await status.locator('.status-label').textContent()).toBe('Building');
    // It succeeds and goes live: both cards change together, the tenant's branch stays text.
    await setStatus(pushed, 'succeeded');
    const deployment = await env.db.pool.query(
      `INSERT INTO deployments (site_id, build_id, kind, branch, commit_sha, manifest_key) VALUES ($1, $2, 'production', $3, 'c0ffee0123456789c0ffee0123456789c0ffee03', 'm') RETURNING id`,
      [site.id, pushed, branch],
    );
    await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [
      site.id,
      deployment.rows[0].id,
    ]);
    await production.locator(`a[href="/sites/${site.id}/builds/${pushed}"]`).waitFor();
    expect(await status.locator('.status-label').textContent()).toBe('Ready');
    expect(await production.textContent()).toContain(`c0ffee0 on ${branch}`);
    expect(await production.locator('b').count()).toBe(0);
    expect(await announcer.textContent()).toBe(`Status: Ready. Production: c0ffee0 on ${branch}.`);
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    // The row below says the same, and the page never reloaded.
    expect(await row(pushed).locator('.status-label').textContent()).toBe('Ready');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await capture('overview-live-status');
  }, 120_000);

  it('keeps a page of builds at 25 rows as new ones arrive, oldest finished first, and says where they went', async () => {
    const tenant = await createTenant(env, 'Busylive');
    const site = await createSite(env, tenant, { name: 'Busy Docs', slug: 'busylive' });
    // A full page: the oldest row still runs, so it stays while finished rows newer than it leave.
    const seeded: string[] = [];
    for (let minutes = 40; minutes > 15; minutes -= 1)
      seeded.push((await insertFinishedBuild(env, site.id, { minutesAgo: minutes, branch: `b${minutes}` })).buildId);
    const oldestRunning = seeded[0]!;
    await setStatus(oldestRunning, 'running');
    await signIn(tenant, 'ada@busylive.dev');
    await page.goto(`${origin}/sites/${site.id}/builds`);
    expect(await page.locator('tbody tr').count()).toBe(25);
    expect(await page.locator('[data-builds-moved]').isHidden()).toBe(true);

    const first = await queue(site.id, 'push-1');
    await row(first).waitFor();
    const second = await queue(site.id, 'push-2');
    await row(second).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(25);
    // The running one stays; the two oldest finished ones moved on.
    expect(await row(oldestRunning).count()).toBe(1);
    expect(await row(seeded[1]!).count()).toBe(0);
    expect(await row(seeded[2]!).count()).toBe(0);
    expect(await row(seeded[3]!).count()).toBe(1);
    const hint = page.locator('[data-builds-moved]');
    await hint.waitFor();
    expect(await hint.locator('[data-builds-moved-text]').textContent()).toBe(
      'Newer builds arrived — 2 older builds moved to the next page.',
    );
    // Its link starts the next page at the newest row that moved, so the moved rows are on it.
    const href = await hint.locator('a').getAttribute('href');
    expect(await page.locator('[data-builds-older]').getAttribute('href')).toBe(href);
    await capture('builds-live-trimmed');
    await page.goto(`${origin}${href}`);
    const next = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-build-id')));
    expect(next.slice(0, 2)).toEqual([seeded[2], seeded[1]]);
  }, 120_000);

  it("shows a site's first build live on a builds list that had none", async () => {
    const tenant = await createTenant(env, 'Firstlive');
    const site = await createSite(env, tenant, { name: 'First Docs', slug: 'firstlive' });
    await dashboard.signIn(tenant.id, 'ada@firstlive.dev');
    await page.goto(`${origin}/sites/${site.id}/builds`);
    await page.getByText('No builds yet.').waitFor();
    expect(await page.locator('.table-wrap').isHidden()).toBe(true);
    const first = (
      await env.db.pool.query(
        `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, diagnostics, log)
         VALUES ($1, 'production', 'main', NULL, 'manual', 'queued', now(), '[]', '') RETURNING id`,
        [site.id],
      )
    ).rows[0].id as string;
    await row(first).waitFor();
    expect(await page.getByText('No builds yet.').count()).toBe(0);
    expect(await page.locator('[data-builds-announcer]').textContent()).toBe('New build queued on main');
    await setStatus(first, 'succeeded');
    await row(first).locator('.status-succeeded').waitFor();
    await capture('builds-first-live');
  }, 90_000);
});
