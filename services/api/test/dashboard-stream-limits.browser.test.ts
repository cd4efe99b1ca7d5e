// A build page whose live stream is refused because its session already holds the most streams
// says so and waits, in Chromium, instead of reloading every three seconds.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../../../test/helpers/chromium.ts';
import { MAX_STREAMS_PER_SESSION } from '../src/dashboard/streams/stream-admission.ts';
import { useDashboardInChromium } from './helpers/dashboard-chromium.ts';
import { createSite, createTenant, sha } from './helpers/test-env.ts';

describe.skipIf(!hasChromium)('a build page over the stream cap, in Chromium', () => {
  const dashboard = useDashboardInChromium();

  it('says live status is paused and does not reload while the session holds every stream it may', async () => {
    const { env, page, port, origin } = dashboard;
    const tenant = await createTenant(env, 'Tabsco');
    const site = await createSite(env, tenant, { slug: 'tabsco' });
    const running = await env.db.pool.query(
      `INSERT INTO builds (site_id, kind, branch, commit_sha, trigger, status, queued_at, started_at, diagnostics, log)
       VALUES ($1, 'production', 'main', $2, 'push', 'running', now(), now(), '[]', '') RETURNING id`,
      [site.id, sha('tabs')],
    );
    await dashboard.signIn(tenant.id, 'tabs@tabsco.dev');

    // Other tabs of this session hold every stream it may have.
    const cookie = (await dashboard.context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
    const held: ClientRequest[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
        await new Promise<void>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: `/sites/${site.id}/builds/events?after=none`,
              headers: { host: new URL(origin).host, cookie },
            },
            (response) => {
              expect(response.statusCode).toBe(200);
              resolve();
            },
          );
          req.on('error', (error) => (/socket hang up|aborted/.test(error.message) ? undefined : reject(error)));
          req.end();
          held.push(req);
        });
      }

      await page.goto(`${origin}/sites/${site.id}/builds/${running.rows[0].id}`);
      // A reload would drop this mark.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const note = page.locator('[data-build-events-paused]');
      await note.waitFor({ timeout: 10_000 });
      expect(await note.getAttribute('role')).toBe('status');
      expect(await note.textContent()).toBe(
        'Live status paused: too many open dashboard pages follow builds. This page tries again in a minute.',
      );
      // The old page reloaded three seconds after a refusal, and again, and again.
      await page.waitForTimeout(5_000);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    } finally {
      for (const req of held) req.destroy();
    }
  }, 90_000);
});
