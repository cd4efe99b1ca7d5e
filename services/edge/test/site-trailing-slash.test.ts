// A site built with docs.json `seo.trailingSlash: true` (its manifest says `trailingSlash`) is served
// at `/page/`, with the slash-less form redirected there; every other site keeps the opposite rule.
import { URL_STYLE_URL } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, createSite, deploy, file, page, randomSlug, startWorld, type World } from './helpers/world.ts';

let world: World;
let slashed: string;
let plain: string;

beforeAll(async () => {
  world = await startWorld();
  const slashedSlug = randomSlug('slash-on');
  const plainSlug = randomSlug('slash-off');
  slashed = `${slashedSlug}.${SITES_DOMAIN}`;
  plain = `${plainSlug}.${SITES_DOMAIN}`;
  const files = [
    page('/', '<h1>home</h1>'),
    page('/guides/setup', '<h1>setup</h1>'),
    file('/guides/setup.md', 'text/markdown; charset=utf-8', '# setup'),
    file('/404', 'text/html; charset=utf-8', '<h1>missing</h1>'),
  ];
  await deploy(world, await createSite(world, slashedSlug), [
    ...files,
    file(URL_STYLE_URL, 'application/json', JSON.stringify({ trailingSlash: true })),
  ]);
  await deploy(world, await createSite(world, plainSlug), files);
});

afterAll(async () => {
  await world?.close();
});

const get = (host: string, url: string) => world.app.inject({ method: 'GET', url, headers: { host } });

describe('seo.trailingSlash at the edge', () => {
  it('serves pages at their slashed URL and redirects every other form there, query kept', async () => {
    const served = await get(slashed, '/guides/setup/');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<h1>setup</h1>');
    for (const url of ['/guides/setup', '/guides/setup/index.html', '/guides/setup.html', '/guides/setup//']) {
      const answer = await get(slashed, `${url}?tab=js`);
      expect(answer.statusCode, url).toBe(308);
      expect(answer.headers.location, url).toBe('/guides/setup/?tab=js');
    }
  });

  it('keeps the root, files that are not pages and unknown paths as they were', async () => {
    expect((await get(slashed, '/')).body).toContain('<h1>home</h1>');
    expect((await get(slashed, '/guides/setup.md')).statusCode).toBe(200);
    expect((await get(slashed, '/guides/setup.md/')).statusCode).toBe(308);
    expect((await get(slashed, '/guides/nothing/')).statusCode).toBe(404);
  });

  it('leaves sites without the setting on slash-less URLs', async () => {
    expect((await get(plain, '/guides/setup')).statusCode).toBe(200);
    const answer = await get(plain, '/guides/setup/');
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe('/guides/setup');
  });
});
