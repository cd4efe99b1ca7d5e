// Tenant sites live under SITES_DOMAIN, a registrable domain apart from the dashboard's
// PLATFORM_DOMAIN (docs/security.md): the edge maps only hosts under SITES_DOMAIN to sites, and
// refuses to start with the two domains mixed up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import { SITES_DOMAIN, createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const PLATFORM_DOMAIN = 'folio.test-platform.dev';
let world: World;
let slug: string;

beforeAll(async () => {
  world = await startWorld({ env: { PLATFORM_DOMAIN, SITES_DOMAIN } });
  slug = randomSlug('split');
  await deploy(world, await createSite(world, slug), [page('/', '<h1>SPLIT home</h1>')]);
});

afterAll(async () => {
  await world?.close();
});

const get = (host: string) => world.app.inject({ method: 'GET', url: '/', headers: { host } });

describe('the sites domain', () => {
  it('serves a site and its previews under SITES_DOMAIN only, never under PLATFORM_DOMAIN', async () => {
    const served = await get(`${slug}.${SITES_DOMAIN}`);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('SPLIT home');
    for (const host of [`${slug}.${PLATFORM_DOMAIN}`, `app.${PLATFORM_DOMAIN}`, `x--${slug}.${PLATFORM_DOMAIN}`]) {
      const refused = await get(host);
      expect(refused.statusCode, host).toBe(404);
      expect(refused.body).not.toContain('SPLIT');
    }
  });

  it('will not start with PLATFORM_DOMAIN set and no SITES_DOMAIN, or with the two on one registrable domain', () => {
    const base = { DATABASE_URL: 'postgres://127.0.0.1/x', REDIS_URL: 'redis://127.0.0.1:6379', S3_BUCKET: 'b' };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ PLATFORM_DOMAIN: 'folio.com' })).toEqual([
      expect.stringMatching(/^SITES_DOMAIN is required when PLATFORM_DOMAIN is set/),
    ]);
    for (const sites of ['folio.com', 'sites.folio.com']) {
      expect(problems({ PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: sites })).toEqual([
        expect.stringMatching(/must be different registrable domains/),
      ]);
    }
    expect(problems({ PLATFORM_DOMAIN: 'app.folio.page', SITES_DOMAIN: 'folio.page' })).toEqual([
      expect.stringMatching(/must be different registrable domains/),
    ]);
    expect(loadConfig({ ...base, PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'Folio.Page' }).sitesDomain).toBe(
      'folio.page',
    );
    // Each name directly under a top-level domain such as localhost is a registrable domain of its own.
    expect(loadConfig({ ...base, PLATFORM_DOMAIN: 'localhost', SITES_DOMAIN: 'sites.localhost' }).sitesDomain).toBe(
      'sites.localhost',
    );
    expect(loadConfig(base).sitesDomain).toBe('folio-sites.localhost');
  });
});
