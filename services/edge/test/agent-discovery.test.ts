import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import type { SiteFile } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { SITES_DOMAIN, createSite, deploy, randomSlug, startWorld, type World } from './helpers/world.ts';

// A component-heavy public repository (issue 15), built by the same builder the worker runs.
const FIXTURE = join(REAL_WORLD_FIXTURES, 'Chainlit__docs');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const offline = () => Promise.reject(new Error('offline test'));
const OVERVIEW = '/get-started/overview';

let world: World;
let base = '';
let slug = '';
let siteId = '';
let files: SiteFile[] = [];
// As a front door on port 8080 forwards it.
const host = () => `${slug}.${SITES_DOMAIN}:8080`;

interface Answer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** A request over a socket, through the raw fast path, with the Host a client on the network sends. */
function send(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  send(path, { host: host(), ...headers }, method);

beforeAll(async () => {
  // Plain http, as under `npm start` and docker compose (where the dashboard has a port of its own).
  world = await startWorld({ env: { DASHBOARD_ORIGIN: 'http://app.folio.test:3000' } });
  const result = await buildSite(createDirectoryReader(FIXTURE), {
    fetchUrl: offline,
    manifest: false,
    renderPool: false,
  });
  expect(result.ok).toBe(true);
  files = result.files;
  slug = randomSlug('agents');
  siteId = await createSite(world, slug);
  await deploy(world, siteId, files);
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await world?.close();
});

const pages = () =>
  files.filter((file) => file.contentType.startsWith('text/html') && files.some((f) => f.urlPath === twin(file)));
const twin = (page: SiteFile) => (page.urlPath === '/' ? '/index.md' : `${page.urlPath}.md`);

describe.skipIf(!existsSync(FIXTURE))('a site for agents at the edge', () => {
  it('answers every page with its Markdown for Accept: text/markdown, with no raw component tag', async () => {
    expect(pages().length).toBeGreaterThan(100);
    for (const page of pages()) {
      const response = await get(page.urlPath, { accept: 'text/markdown' });
      expect(response.status, page.urlPath).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      // Accept-Encoding too when the body is large enough to be kept compressed.
      expect(response.headers.get('vary')).toMatch(/^Accept(, Accept-Encoding)?$/);
      expect(response.headers.get('content-location')).toBe(encodeURI(twin(page)));
      const body = await response.text();
      expect(body).toBe(String(files.find((file) => file.urlPath === twin(page))!.body));
      const prose = body.replace(/```[\s\S]*?```/g, '').replace(/(`+)[^`][\s\S]*?\1/g, '');
      expect(prose, page.urlPath).not.toMatch(
        /(^|[^\\])<\/?(Steps|Step|Tip|Tabs|Tab|Note|Warning|Card|CardGroup|Accordion|Info|Frame|CodeGroup)\b/,
      );
    }
    // Through Fastify (app.inject) too, and by q-values: text/plain preferred over HTML.
    const injected = await world.app.inject({
      method: 'GET',
      url: OVERVIEW,
      headers: { host: host(), accept: 'text/html;q=0.5, text/plain' },
    });
    expect(injected.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(injected.body).toBe(String(files.find((file) => file.urlPath === `${OVERVIEW}.md`)!.body));
  });

  it('keeps giving browsers and curl HTML, with Vary: Accept and the Link header', async () => {
    for (const accept of [BROWSER_ACCEPT, '*/*']) {
      const response = await get(OVERVIEW, { accept });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(response.headers.get('link')).toBe(
        `<${OVERVIEW}.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="llms-txt"; type="text/plain", </llms.txt>; rel="describedby"; type="text/plain", </mcp>; rel="mcp"`,
      );
      expect(await response.text()).toContain(`<link rel="alternate" type="text/markdown" href="${OVERVIEW}.md">`);
    }
    const head = await get(OVERVIEW, { accept: 'text/markdown' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    // The variants have their own ETags, so a cache revalidates each on its own.
    const html = await get(OVERVIEW, { accept: BROWSER_ACCEPT });
    expect(html.headers.get('etag')).not.toBe(head.headers.get('etag'));
    expect((await get(OVERVIEW, { accept: 'text/markdown', 'if-none-match': head.headers.get('etag')! })).status).toBe(
      304,
    );
    // The home page of this site is a redirect stub: HTML with no Markdown, but the site's links.
    const stub = await get('/', { accept: 'text/markdown' });
    expect(stub.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(stub.headers.get('link')).toMatch(/^<\/llms\.txt>; rel="llms-txt"/);
    const missing = await get('/no-such-page', { accept: 'text/markdown' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves llms.txt at both paths, linking pages at the origin each host is opened at', async () => {
    const root = await (await get('/llms.txt')).text();
    const wellKnown = await get('/.well-known/llms.txt');
    expect(wellKnown.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await wellKnown.text()).toBe(root);
    const links = [...root.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(50);
    // The front door's scheme (not https), on the host and port the request named.
    for (const link of links) expect(link.startsWith(`http://${host()}/`), link).toBe(true);
    expect(links).toContain(`http://${host()}/get-started/overview.md`);

    // A verified custom domain names its own origin, from the same deployment's file.
    await world.db.pool.query(
      `INSERT INTO domains (site_id, hostname, verification_token, status, verified_at) VALUES ($1, $2, 't', 'verified', now())`,
      [siteId, `docs.${slug}.test`],
    );
    await world.publish({ type: 'domain-changed', siteId, hostname: `docs.${slug}.test` });
    const custom = await send('/llms.txt', { host: `docs.${slug}.test:8080` });
    expect(custom.status).toBe(200);
    expect(await custom.text()).toContain(`](http://docs.${slug}.test:8080/get-started/overview.md)`);

    const etag = wellKnown.headers.get('etag')!;
    expect((await get('/.well-known/llms.txt', { 'if-none-match': etag })).status).toBe(304);
    expect(custom.headers.get('etag')).not.toBe(etag);
  });

  it('serves a preview with llms.txt links on the preview host', async () => {
    const deploymentId = await deploy(world, siteId, files, { kind: 'preview', branch: 'docs-v2' });
    expect(deploymentId).toBeTruthy();
    const previewHost = `docs-v2--${slug}.${SITES_DOMAIN}`;
    const llms = await send('/llms.txt', { host: previewHost });
    expect(llms.status).toBe(200);
    // No port in the Host: the scheme's own.
    expect(await llms.text()).toContain(`](http://${previewHost}/get-started/overview.md)`);
  });
});
