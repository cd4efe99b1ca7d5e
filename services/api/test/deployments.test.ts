import { createRedis, previewLabel, SITE_EVENTS_CHANNEL } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSite,
  createTenant,
  insertFinishedBuild,
  REDIS_URL,
  startTestEnv,
  type TestEnv,
  type TestSite,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
let tenant: TestTenant;
let site: TestSite;
beforeAll(async () => {
  env = await startTestEnv();
  tenant = await createTenant(env);
  site = await createSite(env, tenant, { name: 'Rollback', slug: 'rollback' });
});
afterAll(async () => env.close());

describe('deployments', () => {
  it('lists production and previews, and rolls back instantly to an earlier production deployment', async () => {
    const old = await insertFinishedBuild(env, site.id, { minutesAgo: 60 });
    const current = await insertFinishedBuild(env, site.id, { minutesAgo: 10 });
    const preview = await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'feature/a', minutesAgo: 5 });
    await env.db.pool.query('UPDATE sites SET active_deployment_id = $1 WHERE id = $2', [
      current.deploymentId,
      site.id,
    ]);

    const list = await env.app.inject({ method: 'GET', url: `/v1/sites/${site.id}/deployments`, headers: tenant.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().deployments).toEqual([
      expect.objectContaining({
        id: preview.deploymentId,
        kind: 'preview',
        isLive: true,
        url: `https://${previewLabel('feature/a')}--rollback.folio.test-sites.dev`,
      }),
      expect.objectContaining({
        id: current.deploymentId,
        kind: 'production',
        isLive: true,
        url: 'https://rollback.folio.test-sites.dev',
      }),
      expect.objectContaining({ id: old.deploymentId, kind: 'production', isLive: false, url: null }),
    ]);

    const subscriber = createRedis(REDIS_URL, () => {});
    const messages: string[] = [];
    await subscriber.subscribe(SITE_EVENTS_CHANNEL);
    subscriber.on('message', (_c, m) => messages.push(m));
    try {
      const buildsBefore = await env.db.pool.query('SELECT count(*)::int AS n FROM builds');
      const response = await env.app.inject({
        method: 'POST',
        url: `/v1/sites/${site.id}/deployments/${old.deploymentId}/activate`,
        headers: tenant.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ siteId: site.id, activeDeploymentId: old.deploymentId });
      const siteView = (
        await env.app.inject({ method: 'GET', url: `/v1/sites/${site.id}`, headers: tenant.auth })
      ).json();
      expect(siteView.activeDeploymentId).toBe(old.deploymentId);
      // No rebuild: no new build row, nothing queued.
      expect((await env.db.pool.query('SELECT count(*)::int AS n FROM builds')).rows[0].n).toBe(buildsBefore.rows[0].n);
      await expect
        .poll(() => messages)
        .toContainEqual(
          JSON.stringify({ type: 'deployment-activated', siteId: site.id, deploymentId: old.deploymentId }),
        );
    } finally {
      subscriber.disconnect();
    }
  });

  it('refuses to activate a preview or a removed deployment (409) and unknown ids (404)', async () => {
    const preview = await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'p2' });
    const response = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${site.id}/deployments/${preview.deploymentId}/activate`,
      headers: tenant.auth,
    });
    expect(response.json()).toMatchObject({ statusCode: 409, code: 'DEPLOYMENT_NOT_ACTIVATABLE' });
    const missing = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${site.id}/deployments/00000000-0000-4000-8000-000000000000/activate`,
      headers: tenant.auth,
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'DEPLOYMENT_NOT_FOUND' });
  });

  it('filters by kind', async () => {
    const list = await env.app.inject({
      method: 'GET',
      url: `/v1/sites/${site.id}/deployments?kind=production`,
      headers: tenant.auth,
    });
    expect(list.json().deployments.every((d: { kind: string }) => d.kind === 'production')).toBe(true);
  });
});
