// The builds list's event stream announces builds queued after the page was rendered: each once,
// as an escaped table row, then follows it; builds of other sites (the tenant's own or another
// tenant's) never. Read over a real connection, since the stream stays open while the page is.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NEW_BUILDS_PER_POLL } from '../src/dashboard/routes/build-list-events.ts';
import type { DashboardBrowser } from './helpers/dashboard-browser.ts';
import { openStream as openStreamOn } from './helpers/event-stream-client.ts';
import { signedInBrowser } from './helpers/sign-in-link.ts';
import {
  createSite,
  createTenant,
  insertFinishedBuild,
  sha,
  startTestEnv,
  type TestEnv,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
let port: number;
beforeAll(async () => {
  env = await startTestEnv({ DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev' });
  await env.app.listen({ host: '127.0.0.1', port: 0 });
  port = (env.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => env?.close());

const signedIn = (tenant: TestTenant, email: string) => signedInBrowser(env, tenant.id, email);

const openStream = (browser: DashboardBrowser, path: string) => openStreamOn(port, browser, path);

async function queueBuild(siteId: string, branch: string): Promise<string> {
  const result = await env.db.pool.query(
    `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, diagnostics, log)
     VALUES ($1, 'preview', $2, $3, 'push', 'queued', clock_timestamp(), '[]', '') RETURNING id`,
    [siteId, branch, sha(branch)],
  );
  return result.rows[0].id;
}

const setStatus = (buildId: string, status: string) =>
  env.db.pool.query(
    `UPDATE builds SET status = $2, started_at = coalesce(started_at, now()), finished_at = CASE WHEN $2 IN ('queued', 'running') THEN NULL ELSE now() END WHERE id = $1`,
    [buildId, status],
  );

describe('the builds list event stream', () => {
  it("announces a build of this site queued after the newest shown once, as an escaped row, then follows it; other sites' builds never", async () => {
    const tenant = await createTenant(env, 'Announceco');
    const site = await createSite(env, tenant, { slug: 'announceco' });
    const sibling = await createSite(env, tenant, { slug: 'announceco-two' });
    const foreign = await createSite(env, await createTenant(env, 'Strangerco'));
    const shown = (await insertFinishedBuild(env, site.id, { minutesAgo: 5 })).buildId;
    const owner = await signedIn(tenant, 'owner@announceco.dev');

    const page = await owner.get(`/sites/${site.id}/builds`);
    expect(page.body).toContain(`data-builds-events="/sites/${site.id}/builds/events?after=${shown}"`);
    expect(page.body).toMatch(
      /<p class="visually-hidden" role="status" aria-live="polite" data-builds-announcer><\/p>/,
    );

    const stream = await openStream(owner, `/sites/${site.id}/builds/events?after=${shown}`);
    try {
      expect(stream.status).toBe(200);
      // Open and quiet: nothing new yet, so keep-alives only (it no longer ends with no build running).
      await stream.until(() => stream.keepAlives() >= 1);
      expect(stream.events).toEqual([]);

      await queueBuild(sibling.id, 'sibling-branch');
      await queueBuild(foreign.id, 'foreign-branch');
      const branch = 'feat/<img src=x onerror=alert(1)>';
      const fresh = await queueBuild(site.id, branch);
      await stream.until((events) => events.some((e) => e.event === 'new-build'));
      const announced = stream.events.find((e) => e.event === 'new-build')!.data;
      expect(announced.id).toBe(fresh);
      expect(announced.status).toBe('queued');
      expect(announced.branch).toBe(branch);
      expect(announced.row).toContain(`<tr data-build-id="${fresh}" data-queued-at="`);
      expect(announced.row).toContain('feat/&lt;img src=x onerror=alert(1)&gt;');
      expect(announced.row).not.toContain('<img');
      expect(announced.row).toContain('aria-live="polite"');

      await setStatus(fresh, 'running');
      await stream.until((events) => events.some((e) => e.event === 'build' && e.data.status === 'running'));
      await setStatus(fresh, 'succeeded');
      await stream.until((events) => events.some((e) => e.event === 'build' && e.data.status === 'succeeded'));
      // A few more polls: nothing is announced twice, and the other sites' builds never come.
      const seen = stream.keepAlives();
      await stream.until(() => stream.keepAlives() >= seen + 3);
      expect(stream.events.map((e) => [e.event, e.data.id, e.data.status])).toEqual([
        ['new-build', fresh, 'queued'],
        ['build', fresh, 'running'],
        ['build', fresh, 'succeeded'],
      ]);
    } finally {
      stream.close();
    }
  }, 60_000);

  it('announces a burst oldest first, a few per poll, each once; a page with no builds hears of the first', async () => {
    const tenant = await createTenant(env, 'Burstco');
    const site = await createSite(env, tenant, { slug: 'burstco' });
    const owner = await signedIn(tenant, 'owner@burstco.dev');
    const empty = await owner.get(`/sites/${site.id}/builds`);
    expect(empty.body).toContain(`data-builds-events="/sites/${site.id}/builds/events?after=none"`);
    expect(empty.body).toContain('data-builds-empty');

    const stream = await openStream(owner, `/sites/${site.id}/builds/events?after=none`);
    try {
      await stream.until(() => stream.keepAlives() >= 1);
      const burst: string[] = [];
      for (let i = 0; i < MAX_NEW_BUILDS_PER_POLL + 2; i += 1) burst.push(await queueBuild(site.id, `branch-${i}`));
      await stream.until((events) => events.filter((e) => e.event === 'new-build').length === burst.length);
      const seen = stream.keepAlives();
      await stream.until(() => stream.keepAlives() >= seen + 2);
      expect(stream.events.filter((e) => e.event === 'new-build').map((e) => e.data.id)).toEqual(burst);
      expect(stream.events.every((e) => e.event === 'new-build')).toBe(true);
    } finally {
      stream.close();
    }
  }, 60_000);

  it("with site=1 sends the site's state as the overview shows it, again only when this site's newest build or live deployment changes", async () => {
    const tenant = await createTenant(env, 'Stateco');
    const site = await createSite(env, tenant, { slug: 'stateco' });
    const sibling = await createSite(env, tenant, { slug: 'stateco-two' });
    const foreign = await createSite(env, await createTenant(env, 'Stateother'));
    const shown = await insertFinishedBuild(env, site.id, { minutesAgo: 5 });
    await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [site.id, shown.deploymentId]);
    const owner = await signedIn(tenant, 'owner@stateco.dev');

    const overview = await owner.get(`/sites/${site.id}`);
    expect(overview.body).toContain(
      `data-builds-events="/sites/${site.id}/builds/events?after=${shown.buildId}&amp;site=1"`,
    );
    const pageKey = /data-site-state="([^"]+)"/.exec(overview.body)?.[1];
    expect(pageKey).toBe(`${shown.buildId}:succeeded/${shown.deploymentId}`);
    expect(overview.body).toMatch(
      /<p class="visually-hidden" role="status" aria-live="polite" data-site-announcer><\/p>/,
    );

    const stream = await openStream(owner, `/sites/${site.id}/builds/events?after=${shown.buildId}&site=1`);
    try {
      // At once: the state the page already shows (the browser compares keys and stays quiet).
      await stream.until((events) => events.some((e) => e.event === 'site'));
      expect(stream.events).toHaveLength(1);
      expect(stream.events[0]!.data.key).toBe(pageKey);
      expect(stream.events[0]!.data.status).toContain('status-succeeded');
      expect(stream.events[0]!.data.summary).toBe(`Status: Ready. Production: ${sha('main').slice(0, 7)} on main.`);

      // Other sites' builds and deployments change nothing here.
      await queueBuild(sibling.id, 'sibling-branch');
      const elsewhere = await insertFinishedBuild(env, foreign.id, { branch: 'foreign' });
      await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [
        foreign.id,
        elsewhere.deploymentId,
      ]);
      const quiet = stream.keepAlives();
      await stream.until(() => stream.keepAlives() >= quiet + 2);
      expect(stream.events.filter((e) => e.event === 'site')).toHaveLength(1);

      // A push to this site: the newest build is queued, production is unchanged.
      const branch = 'main<img src=x onerror=alert(1)>';
      const fresh = await queueBuild(site.id, branch);
      await stream.until((events) => events.filter((e) => e.event === 'site').length === 2);
      const queued = stream.events.filter((e) => e.event === 'site')[1]!.data;
      expect(queued.key).toBe(`${fresh}:queued/${shown.deploymentId}`);
      expect(queued.status).toContain('status-queued');
      expect(queued.summary).toBe(`Status: Queued. Production: ${sha('main').slice(0, 7)} on main.`);

      // It finishes and goes live: one event naming the new deployment, the tenant's text escaped.
      await setStatus(fresh, 'succeeded');
      const deployment = await env.db.pool.query(
        `INSERT INTO deployments (site_id, build_id, kind, branch, commit_sha, manifest_key) VALUES ($1, $2, 'production', $3, $4, 'm') RETURNING id`,
        [site.id, fresh, branch, 'abcdef0123456789abcdef0123456789abcdef01'],
      );
      await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [
        site.id,
        deployment.rows[0].id,
      ]);
      await stream.until((events) =>
        events.some((e) => e.event === 'site' && e.data.key === `${fresh}:succeeded/${deployment.rows[0].id}`),
      );
      const live = stream.events.filter((e) => e.event === 'site').at(-1)!.data;
      expect(live.production).toContain(`href="/sites/${site.id}/builds/${fresh}"`);
      expect(live.production).toContain('abcdef0');
      expect(live.production).toContain('main&lt;img src=x onerror=alert(1)&gt;');
      expect(live.production).not.toContain('<img');
      expect(live.summary).toBe(`Status: Ready. Production: abcdef0 on ${branch}.`);
      const settled = stream.events.length;
      const after = stream.keepAlives();
      await stream.until(() => stream.keepAlives() >= after + 2);
      expect(stream.events).toHaveLength(settled);
    } finally {
      stream.close();
    }
  }, 60_000);

  it('sends no site state without site=1', async () => {
    const tenant = await createTenant(env, 'Nostateco');
    const site = await createSite(env, tenant, { slug: 'nostateco' });
    const owner = await signedIn(tenant, 'owner@nostateco.dev');
    const stream = await openStream(owner, `/sites/${site.id}/builds/events?after=none`);
    try {
      await stream.until(() => stream.keepAlives() >= 1);
      await queueBuild(site.id, 'main');
      await stream.until((events) => events.some((e) => e.event === 'new-build'));
      expect(stream.events.some((e) => e.event === 'site')).toBe(false);
    } finally {
      stream.close();
    }
  }, 60_000);

  it("refuses another tenant's site, with or without after", async () => {
    const mine = await createTenant(env, 'Scopeco');
    const theirs = await createSite(env, await createTenant(env, 'Scopeother'));
    const owner = await signedIn(mine, 'owner@scopeco.dev');
    expect((await owner.get(`/sites/${theirs.id}/builds/events?after=none`)).status).toBe(404);
  });
});
