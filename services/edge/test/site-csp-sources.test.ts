// A site whose docs.json `integrations` load third-party scripts gets exactly their origins added
// to its HTML's Content-Security-Policy (from its manifest), and no other site does.
import { CSP_SOURCES_URL, SITE_CONTENT_SECURITY_POLICY } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, createSite, deploy, file, page, randomSlug, startWorld, type World } from './helpers/world.ts';

let world: World;
let withAnalytics: string;
let plain: string;

beforeAll(async () => {
  world = await startWorld();
  const analyticsSlug = randomSlug('csp-analytics');
  const plainSlug = randomSlug('csp-plain');
  withAnalytics = `${analyticsSlug}.${SITES_DOMAIN}`;
  plain = `${plainSlug}.${SITES_DOMAIN}`;
  const sources = JSON.stringify({
    script: ['https://www.googletagmanager.com', 'https://*.hotjar.com'],
    connect: ['wss://*.hotjar.com'],
    style: ['https://x.test; script-src *'],
  });
  await deploy(world, await createSite(world, analyticsSlug), [
    page('/', '<h1>home</h1>'),
    file('/404', 'text/html; charset=utf-8', '<h1>missing</h1>'),
    file(CSP_SOURCES_URL, 'application/json', sources),
  ]);
  await deploy(world, await createSite(world, plainSlug), [page('/', '<h1>home</h1>')]);
});

afterAll(async () => {
  await world?.close();
});

describe('per-site CSP sources', () => {
  it("adds the integrations' origins to that site's pages, and nothing that could end a directive", async () => {
    for (const url of ['/', '/missing']) {
      const answer = await world.app.inject({ method: 'GET', url, headers: { host: withAnalytics } });
      const policy = answer.headers['content-security-policy'] as string;
      expect(policy, url).toContain("script-src 'self' https://www.googletagmanager.com https://*.hotjar.com;");
      expect(policy, url).toContain("connect-src 'self' https: wss://*.hotjar.com;");
      // A malformed source never reaches the header.
      expect(policy, url).not.toContain('x.test');
      expect(policy.match(/script-src/g), url).toHaveLength(1);
    }
  });

  it('leaves every other site with the plain policy', async () => {
    const answer = await world.app.inject({ method: 'GET', url: '/', headers: { host: plain } });
    expect(answer.headers['content-security-policy']).toBe(SITE_CONTENT_SECURITY_POLICY);
  });
});
