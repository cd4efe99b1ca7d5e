import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METRICS_AUTH,
  SITES_DOMAIN,
  createSite,
  deploy,
  file,
  page,
  randomSlug,
  startWorld,
  type World,
} from './helpers/world.ts';

let world: World;
let alpha: string;
let beta: string;
const alphaHost = () => `${alpha}.${SITES_DOMAIN}`;
const betaHost = () => `${beta}.${SITES_DOMAIN}`;
const big = (marker: string) =>
  `<!doctype html><title>${marker}</title><main>${`${marker} lorem ipsum dolor sit amet `.repeat(80)}</main>`;

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  world.app.inject({ method: 'GET', url, headers: { host, ...headers } });

beforeAll(async () => {
  world = await startWorld();
  alpha = randomSlug('alpha');
  beta = randomSlug('beta');
  const alphaId = await createSite(world, alpha);
  const betaId = await createSite(world, beta);
  await deploy(world, alphaId, [
    page('/', '<h1>ALPHA home</h1>'),
    page('/guides/setup', big('ALPHA-SETUP')),
    file('/guides/setup.md', 'text/markdown; charset=utf-8', '# ALPHA setup markdown'),
    page('/secret', '<h1>ALPHA secret page</h1>'),
    page('/café', '<h1>ALPHA café</h1>'),
    file(
      '/_folio/app.3f2a1c9d0e4b.js',
      'text/javascript; charset=utf-8',
      `console.log(${JSON.stringify('x'.repeat(2000))});`,
    ),
    file('/404.html', 'text/html; charset=utf-8', '<h1>ALPHA not found</h1>'),
    file(
      '/_folio/redirects.json',
      'application/json',
      JSON.stringify([
        { source: '/old', destination: '/guides/setup' },
        { source: '/blog/:slug', destination: '/guides/:slug', permanent: false },
        { source: '/docs/:rest*', destination: '/guides/:rest*' },
        { source: '/ext', destination: 'https://example.com/elsewhere' },
      ]),
    ),
  ]);
  // buildManifest keys 404 by its URL path; renderSite writes it at /404.
  await deploy(world, betaId, [
    page('/', '<h1>BETA home</h1>'),
    page('/only-beta', '<h1>BETA only</h1>'),
    file('/404', 'text/html; charset=utf-8', '<h1>BETA not found</h1>'),
  ]);
});

afterAll(async () => {
  await world?.close();
});

describe('routing by Host', () => {
  it('serves each tenant its own home page, whatever the case, port or trailing dot of the Host', async () => {
    expect((await get(alphaHost(), '/')).body).toContain('ALPHA home');
    expect((await get(betaHost(), '/')).body).toContain('BETA home');
    expect((await get(`${alphaHost().toUpperCase()}:8080`, '/')).body).toContain('ALPHA home');
    expect((await get(`${betaHost()}.`, '/')).body).toContain('BETA home');
  });

  it('answers an unknown host with a plain 404 that names no tenant', async () => {
    for (const host of [
      `nobody.${SITES_DOMAIN}`,
      'unknown.example',
      SITES_DOMAIN,
      `x--${alpha}--y.${SITES_DOMAIN}`,
      'bad host',
      '',
    ]) {
      const response = await get(host, '/');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/ALPHA|BETA|alpha|beta/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('never serves one tenant a page of another, under any path spelling', async () => {
    const hostile = [
      '/only-beta',
      '/ONLY-BETA',
      '/%6Fnly-beta',
      '/%256Fnly-beta',
      '/../only-beta',
      '/%2e%2e/only-beta',
      '/%252e%252e/only-beta',
      '/guides/../only-beta',
      '/guides/..%2fonly-beta',
      '/only-beta%00',
      '/only-beta%00.md',
      '/%00',
      `/sites/${beta}/only-beta`,
      '/..%5conly-beta',
      '//only-beta',
      `//${betaHost()}/only-beta`,
      `/http://${betaHost()}/only-beta`,
      '/only-beta/',
      '/only-beta.html',
    ];
    for (const url of hostile) {
      const response = await get(alphaHost(), url);
      expect(response.body, url).not.toContain('BETA');
      expect([301, 302, 307, 308]).not.toContain(response.statusCode);
    }
    for (const url of ['/secret', '/%73ecret', '/%2573ecret', '/../secret', '/guides/setup.md', '/secret%00']) {
      expect((await get(betaHost(), url)).body, url).not.toContain('ALPHA');
    }
  });
});

describe('serving through the manifest', () => {
  it('serves clean URLs, their Markdown twin and percent-encoded names', async () => {
    const setup = await get(alphaHost(), '/guides/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(setup.body).toContain('ALPHA-SETUP');
    const md = await get(alphaHost(), '/guides/setup.md');
    expect(md.body).toBe('# ALPHA setup markdown');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await get(alphaHost(), '/caf%C3%A9')).body).toContain('ALPHA café');
  });

  it('redirects a trailing slash, /index and .html to the clean URL, keeping the query', async () => {
    for (const [url, location] of [
      ['/guides/setup/', '/guides/setup'],
      ['/guides/setup/?q=1', '/guides/setup?q=1'],
      ['/index', '/'],
      ['/index.html', '/'],
      ['/guides/setup.html', '/guides/setup'],
    ] as const) {
      const response = await get(alphaHost(), url);
      expect(response.statusCode, url).toBe(308);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('applies the site redirects: plain, :param (307 when not permanent), :param*, external', async () => {
    const old = await get(alphaHost(), '/old');
    expect([old.statusCode, old.headers.location]).toEqual([308, '/guides/setup']);
    const blog = await get(alphaHost(), '/blog/setup');
    expect([blog.statusCode, blog.headers.location]).toEqual([307, '/guides/setup']);
    const rest = await get(alphaHost(), '/docs/a/b/c');
    expect([rest.statusCode, rest.headers.location]).toEqual([308, '/guides/a/b/c']);
    const ext = await get(alphaHost(), '/ext');
    expect(ext.headers.location).toBe('https://example.com/elsewhere');
  });

  it("serves the site's own 404 page with status 404 and a plain one when it has none", async () => {
    const missing = await get(betaHost(), '/does/not/exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('BETA not found');
    const alphaMissing = await get(alphaHost(), '/does/not/exist');
    expect(alphaMissing.statusCode).toBe(404);
    expect(alphaMissing.body).not.toContain('BETA');
  });

  it('gives an ETag, answers If-None-Match with 304, and HEAD with headers only', async () => {
    const first = await get(alphaHost(), '/guides/setup');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get(alphaHost(), '/guides/setup', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const changedElsewhere = await get(alphaHost(), '/', { 'if-none-match': etag });
    expect(changedElsewhere.statusCode).toBe(200);
    const head = await world.app.inject({ method: 'HEAD', url: '/guides/setup', headers: { host: alphaHost() } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(etag);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(first.body));
  });

  it('marks hashed assets immutable', async () => {
    const asset = await get(alphaHost(), '/_folio/app.3f2a1c9d0e4b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends br, then gzip, then identity by Accept-Encoding, always with Vary', async () => {
    const plain = await get(alphaHost(), '/guides/setup', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The page has a Markdown twin, so its answer also varies by Accept.
    expect(plain.headers.vary).toBe('Accept, Accept-Encoding');
    const br = await get(alphaHost(), '/guides/setup', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(alphaHost(), '/guides/setup', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
    // Any representation's ETag revalidates the page.
    expect(
      (
        await get(alphaHost(), '/guides/setup', {
          'if-none-match': gzip.headers.etag as string,
          'accept-encoding': 'br',
        })
      ).statusCode,
    ).toBe(304);
  });
});

describe('custom domains and previews', () => {
  it('serves a custom domain only once it is verified, its IDN form included', async () => {
    const siteId = (await world.db.pool.query<{ id: string }>('SELECT id FROM sites WHERE slug = $1', [beta])).rows[0]!
      .id;
    await world.db.pool.query(
      `INSERT INTO domains (site_id, hostname, verification_token) VALUES ($1, 'docs.beta-corp.test', 't'), ($1, 'xn--bcher-kva.test', 't')`,
      [siteId],
    );
    await world.publish({ type: 'domain-changed', siteId, hostname: 'docs.beta-corp.test' });
    const pending = await get('docs.beta-corp.test', '/');
    expect(pending.statusCode).toBe(404);
    expect(pending.body).not.toContain('BETA');

    await world.db.pool.query(`UPDATE domains SET status = 'verified', verified_at = now() WHERE site_id = $1`, [
      siteId,
    ]);
    await world.publish({ type: 'domain-changed', siteId, hostname: 'docs.beta-corp.test' });
    await world.publish({ type: 'domain-changed', siteId, hostname: 'xn--bcher-kva.test' });
    await expect
      .poll(async () => (await get('Docs.Beta-Corp.test', '/')).body, { timeout: 1_000, interval: 20 })
      .toContain('BETA home');
    expect((await get('bücher.test', '/')).body).toContain('BETA home');
    expect((await get('xn--bcher-kva.test:443', '/only-beta')).body).toContain('BETA only');
  });

  it('serves the newest preview of a branch at <label>--<slug>, and not once it is removed', async () => {
    const siteId = (await world.db.pool.query<{ id: string }>('SELECT id FROM sites WHERE slug = $1', [alpha])).rows[0]!
      .id;
    await deploy(world, siteId, [page('/', '<h1>ALPHA preview one</h1>')], {
      kind: 'preview',
      branch: 'feature/Login',
    });
    await deploy(world, siteId, [page('/', '<h1>ALPHA preview two</h1>')], {
      kind: 'preview',
      branch: 'feature/Login',
    });
    const rows = await world.db.pool.query<{ preview_label: string }>(
      `SELECT preview_label FROM deployments WHERE kind = 'preview' LIMIT 1`,
    );
    const host = `${rows.rows[0]!.preview_label}--${alpha}.${SITES_DOMAIN}`;
    expect((await get(host, '/')).body).toContain('ALPHA preview two');
    expect((await get(alphaHost(), '/')).body).toContain('ALPHA home');

    await world.db.pool.query(`UPDATE deployments SET removed_at = now() WHERE site_id = $1 AND kind = 'preview'`, [
      siteId,
    ]);
    await world.publish({ type: 'preview-removed', siteId, branch: 'feature/Login' });
    await expect.poll(async () => (await get(host, '/')).statusCode, { timeout: 1_000, interval: 20 }).toBe(404);
  });
});

describe('operations', () => {
  it('answers /healthz, /readyz and /metrics on ops hosts only', async () => {
    expect((await get('127.0.0.1:3002', '/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('localhost', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok', s3: 'ok' });
    const metrics = await get('127.0.0.1', '/metrics', METRICS_AUTH);
    expect(metrics.body).toContain('folio_edge_requests_total');
    expect(metrics.body).toContain('folio_edge_dependency_up{dependency="s3"} 1');
    // On a site's host the path is the site's: here it does not exist.
    const onSite = await get(betaHost(), '/metrics');
    expect(onSite.statusCode).toBe(404);
    expect(onSite.body).toContain('BETA not found');
    expect((await get(alphaHost(), '/readyz')).body).not.toContain('postgres');
  });
});
