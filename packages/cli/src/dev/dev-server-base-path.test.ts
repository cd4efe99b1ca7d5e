// `folio dev --base-path /docs` serves the site as the edge serves a deployment built for /docs:
// under the prefix only, with its links, redirects and endpoints' URLs there.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer, type DevServer } from './dev-server.ts';
import { DevSite } from './dev-site.ts';

const STARTER = new URL('../../../../examples/starter', import.meta.url).pathname;

let site: DevSite;
let dev: DevServer;
let origin = '';

beforeAll(async () => {
  site = new DevSite(STARTER, { basePath: '/docs' });
  await (await site.start()).complete;
  dev = createDevServer({
    snapshot: () => site.snapshot,
    ensurePage: (path) => site.ensurePage(path),
    extraOrigins: [],
    basePath: '/docs',
  });
  await new Promise<void>((resolve) => dev.server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(dev.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await site?.close();
});

describe('folio dev --base-path /docs', () => {
  it('serves pages under /docs naming each other there, and nothing outside it', async () => {
    const home = await fetch(`${origin}/docs/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('href="/docs/quickstart"');
    expect(html).toContain('data-base-path="/docs"');
    expect(html).toContain('/_folio/dev/client.js');
    expect((await fetch(`${origin}/docs/quickstart`)).status).toBe(200);
    expect((await fetch(`${origin}/_folio/dev/client.js`)).status).toBe(200);
    expect((await fetch(`${origin}/quickstart`)).status).toBe(404);
    const root = await fetch(`${origin}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/docs/']);
    const slashed = await fetch(`${origin}/docs/quickstart/`, { redirect: 'manual' });
    expect([slashed.status, slashed.headers.get('location')]).toEqual([308, '/docs/quickstart']);
  });

  it('answers search under /docs with results there', async () => {
    const search = await fetch(`${origin}/docs/_folio/search?q=pet`);
    expect(search.status).toBe(200);
    const { results } = (await search.json()) as { results: { url: string }[] };
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.url.startsWith(`${origin}/docs/`), result.url).toBe(true);
  });
});
