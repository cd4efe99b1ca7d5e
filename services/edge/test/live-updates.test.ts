import { afterEach, describe, expect, it } from 'vitest';
import {
  METRICS_AUTH,
  SITES_DOMAIN,
  activate,
  createSite,
  deploy,
  page,
  randomSlug,
  startWorld,
  type World,
} from './helpers/world.ts';

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const get = (w: World, host: string, url = '/', headers: Record<string, string> = {}) =>
  w.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('going live', () => {
  it('serves a newly activated deployment within a second, and a rollback at once', async () => {
    world = await startWorld();
    const w = world;
    const slug = randomSlug('live');
    const host = `${slug}.${SITES_DOMAIN}`;
    const siteId = await createSite(w, slug);
    const first = await deploy(w, siteId, [page('/', '<h1>version one</h1>')]);
    expect((await get(w, host)).body).toContain('version one');

    // The host lookup is now cached (default TTL a minute): only the Redis message can refresh it.
    const second = await deploy(w, siteId, [page('/', '<h1>version two</h1>')], { activate: false });
    expect((await get(w, host)).body).toContain('version one');
    const activatedAt = Date.now();
    await activate(w, siteId, second);
    await expect.poll(async () => (await get(w, host)).body, { timeout: 1_000, interval: 10 }).toContain('version two');
    expect(Date.now() - activatedAt).toBeLessThan(1_000);

    // Rollback: both manifests are cached, so it is a pointer change served on the next request.
    await activate(w, siteId, first);
    await expect.poll(async () => (await get(w, host)).body, { timeout: 500, interval: 5 }).toContain('version one');
  });

  it('stops serving a deleted site at once', async () => {
    world = await startWorld();
    const w = world;
    const slug = randomSlug('gone');
    const siteId = await createSite(w, slug);
    await deploy(w, siteId, [page('/', '<h1>soon gone</h1>')]);
    expect((await get(w, `${slug}.${SITES_DOMAIN}`)).statusCode).toBe(200);
    await w.db.pool.query('DELETE FROM sites WHERE id = $1', [siteId]);
    await w.publish({ type: 'site-removed', siteId });
    await expect
      .poll(async () => (await get(w, `${slug}.${SITES_DOMAIN}`)).statusCode, { timeout: 1_000, interval: 10 })
      .toBe(404);
  });
});

describe('when a dependency is down', () => {
  it('keeps serving cached pages with S3 stopped, and says so in metrics', async () => {
    world = await startWorld();
    const w = world;
    const slug = randomSlug('s3down');
    const host = `${slug}.${SITES_DOMAIN}`;
    const siteId = await createSite(w, slug);
    await deploy(w, siteId, [page('/', '<h1>cached home</h1>'), page('/never-read', '<h1>not cached</h1>')]);
    expect((await get(w, host)).body).toContain('cached home');

    await w.stopS3();
    const cached = await get(w, host);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toContain('cached home');
    const uncached = await get(w, host, '/never-read');
    expect(uncached.statusCode).toBe(503);
    expect(uncached.headers['cache-control']).toBe('no-store');
    const metrics = (await get(w, '127.0.0.1', '/metrics', METRICS_AUTH)).body;
    expect(metrics).toContain('folio_edge_dependency_up{dependency="s3"} 0');
    expect(metrics).toMatch(/folio_edge_dependency_errors_total\{dependency="s3"\} [1-9]/);
    const ready = await get(w, '127.0.0.1', '/readyz');
    expect(ready.json()).toMatchObject({ status: 'degraded', s3: 'down', postgres: 'ok' });
  });

  it('keeps serving what it knows with Postgres unavailable, even after an event asked for a refresh', async () => {
    world = await startWorld();
    const w = world;
    const slug = randomSlug('pgdown');
    const host = `${slug}.${SITES_DOMAIN}`;
    const siteId = await createSite(w, slug);
    await deploy(w, siteId, [page('/', '<h1>still here</h1>')]);
    expect((await get(w, host)).body).toContain('still here');

    await w.appPool.end(); // every query of the edge now fails
    await w.publish({ type: 'deployment-activated', siteId, deploymentId: siteId });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stale = await get(w, host);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('still here');
    // A host never seen cannot be answered: 503, not a wrong site.
    expect((await get(w, `other-${slug}.${SITES_DOMAIN}`)).statusCode).toBe(503);
    const metrics = (await get(w, '127.0.0.1', '/metrics', METRICS_AUTH)).body;
    expect(metrics).toContain('folio_edge_dependency_up{dependency="postgres"} 0');
    expect(metrics).toMatch(/folio_edge_stale_served_total\{dependency="postgres"\} [1-9]/);
  });
});
