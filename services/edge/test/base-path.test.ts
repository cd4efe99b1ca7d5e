// A site built for a base path (`/docs`) is served by the edge under it and nowhere else: pages,
// assets, search, MCP discovery and redirects take the prefix; targets outside it are 404, `/`
// is sent to it, traversal is refused; a trusted proxy may strip the prefix (`X-Forwarded-Prefix`).
// A site without one answers exactly as before. Over real HTTP: the prefix is removed on the Node
// server, before Fastify (`app.inject` does not pass there).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { hashPassword } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccess, waitFor } from './helpers/site-access.ts';
import { SITES_DOMAIN, createSite, deploy, randomSlug, startWorld, type World } from './helpers/world.ts';

const DOCS: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Subpath',
    theme: 'mint',
    colors: { primary: '#0E7C66' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/intro'] }] },
    redirects: [{ source: '/old', destination: '/guides/intro' }],
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nRead the [intro](/guides/intro).\n',
  'guides/intro.mdx': '---\ntitle: Intro\n---\n\nWelcome to the subpath intro. Back [home](/).\n',
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const PRIVATE_PASSWORD = 'under the base path';

let world: World;
let trusted: World;
let directory: string;
let port = 0;
let trustedPort = 0;
let underBase: string;
let privateUnderBase: string;
let atRoot: string;

/** One request with the target exactly as written (no URL normalisation of `..` or `%2F`). */
function send(
  target: string,
  host: string,
  headers: Record<string, string> = {},
  at = port,
  post?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port: at, path: target, method: post === undefined ? 'GET' : 'POST' };
    const req = httpRequest({ ...options, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(post);
  });
}

async function build(basePath?: string) {
  const result = await buildSite(createDirectoryReader(directory), {
    renderPool: false,
    manifest: false,
    ...(basePath === undefined ? {} : { basePath }),
  });
  expect(result.ok).toBe(true);
  return result.files;
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'folio-base-path-'));
  for (const [name, body] of Object.entries(DOCS)) {
    await mkdir(join(directory, name, '..'), { recursive: true });
    await writeFile(join(directory, name), body);
  }
  world = await startWorld({ env: { SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
  trusted = await startWorld({ env: { TRUST_PROXY: 'true' } });
  const baseSlug = randomSlug('subpath');
  const rootSlug = randomSlug('rootpath');
  underBase = `${baseSlug}.${SITES_DOMAIN}`;
  atRoot = `${rootSlug}.${SITES_DOMAIN}`;
  const prefixed = await build('/docs');
  const baseSite = await createSite(world, baseSlug);
  await deploy(world, baseSite, prefixed);
  // The customer's own domain, verified: its pages are the site's (the playground's Origin check).
  await world.db.pool.query(
    `INSERT INTO domains (site_id, hostname, verification_token, status, verified_at) VALUES ($1, 'docs.acme.test', 't', 'verified', now())`,
    [baseSite],
  );
  await deploy(world, await createSite(world, rootSlug), await build());
  // The same build, private behind the site password.
  const privateSlug = randomSlug('privatepath');
  privateUnderBase = `${privateSlug}.${SITES_DOMAIN}`;
  const privateSite = await createSite(world, privateSlug);
  await deploy(world, privateSite, prefixed);
  await setAccess(world, privateSite, { mode: 'password', password_hash: await hashPassword(PRIVATE_PASSWORD) });
  await deploy(trusted, await createSite(trusted, baseSlug), prefixed);
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  await trusted.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
  trustedPort = (trusted.app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await world?.close();
  await trusted?.close();
  if (directory !== undefined) await rm(directory, { recursive: true, force: true });
});

describe('a site built for /docs', () => {
  it('serves its pages and assets under /docs, each naming the others there', async () => {
    const home = await send('/docs/', underBase);
    expect(home.status).toBe(200);
    expect(home.body).toContain('href="/docs/guides/intro"');
    const stylesheet = /href="(\/docs\/_folio\/style\.[0-9a-f]+\.css)"/.exec(home.body)?.[1];
    expect(stylesheet).toBeDefined();
    expect((await send(stylesheet!, underBase)).status).toBe(200);
    expect((await send('/docs', underBase)).status).toBe(200);
    const intro = await send('/docs/guides/intro?x=1', underBase);
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('Welcome to the subpath intro');
    expect(intro.headers.link).toContain('</docs/guides/intro.md>; rel="alternate"');
    expect(intro.headers.link).toContain('</docs/mcp>; rel="mcp"');
    expect((await send('/docs/guides/intro.md', underBase)).body).toContain('[home](/docs/)');
    expect((await send('/docs/llms.txt', underBase)).body).toContain(`://${underBase}/docs/guides/intro.md)`);
    expect((await send('/docs/nothing', underBase)).status).toBe(404);
  });

  it('answers its endpoints under /docs with URLs under /docs', async () => {
    const search = await send('/docs/_folio/search?q=subpath', underBase);
    expect(search.status).toBe(200);
    const urls = (JSON.parse(search.body) as { results: { url: string }[] }).results.map((r) => r.url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`http://${underBase}/docs/`), url).toBe(true);
    const card = await send('/docs/.well-known/mcp', underBase);
    expect(card.status).toBe(200);
    expect(card.body).toContain(`http://${underBase}/docs/mcp`);
  });

  it('puts redirects, clean-URL redirects and the root under /docs', async () => {
    const old = await send('/docs/old?a=1', underBase);
    expect([old.status, old.headers.location]).toEqual([308, '/docs/guides/intro?a=1']);
    const slashed = await send('/docs/guides/intro/', underBase);
    expect([slashed.status, slashed.headers.location]).toEqual([308, '/docs/guides/intro']);
    const root = await send('/', underBase);
    expect([root.status, root.headers.location]).toEqual([302, '/docs/']);
  });

  it('serves nothing outside /docs and refuses traversal', async () => {
    for (const target of ['/guides/intro', '/_folio/search?q=x', '/docsx/guides/intro', '/llms.txt', '/mcp'])
      expect((await send(target, underBase)).status, target).toBe(404);
    for (const target of [
      '/docs/../guides/intro',
      '/docs/%2e%2e/x',
      '/docs%2Fguides%2Fintro',
      '/docs/a%2Fb',
      '/docs/./x',
    ])
      expect((await send(target, underBase)).status, target).toBe(400);
  });

  it('takes X-Forwarded-Prefix from a trusted proxy only', async () => {
    const stripped = await send('/guides/intro', underBase, { 'x-forwarded-prefix': '/docs' }, trustedPort);
    expect(stripped.status).toBe(200);
    expect(stripped.body).toContain('href="/docs/"');
    expect((await send('/docs/guides/intro', underBase, {}, trustedPort)).status).toBe(200);
    expect((await send('/guides/intro', underBase, { 'x-forwarded-prefix': '/docs' })).status).toBe(404);
  });
});

describe("the playground behind a proxy that sends the site's Folio host", () => {
  it("takes the reader's Origin on a verified domain of the site, and refuses others", async () => {
    const body = JSON.stringify({ method: 'GET', url: 'https://api.acme.test/x' });
    const json = { 'content-type': 'application/json' };
    const ours = await send(
      '/docs/_docs/api/request',
      underBase,
      { ...json, origin: 'https://docs.acme.test' },
      port,
      body,
    );
    expect(ours.body).not.toContain('EDGE_ORIGIN_NOT_ALLOWED');
    const theirs = await send(
      '/docs/_docs/api/request',
      underBase,
      { ...json, origin: `https://${atRoot}` },
      port,
      body,
    );
    expect([theirs.status, JSON.parse(theirs.body).code]).toEqual([403, 'EDGE_ORIGIN_NOT_ALLOWED']);
    const outside = await send(
      '/_docs/api/request',
      underBase,
      { ...json, origin: 'https://docs.acme.test' },
      port,
      body,
    );
    expect(outside.status).toBe(404);
  });
});

describe('a site without a base path', () => {
  it('answers exactly as before', async () => {
    const home = await send('/', atRoot);
    expect(home.status).toBe(200);
    expect(home.body).toContain('href="/guides/intro"');
    expect(home.body).not.toContain('data-base-path');
    expect((await send('/guides/intro', atRoot)).status).toBe(200);
    expect((await send('/docs/guides/intro', atRoot)).status).toBe(404);
    const old = await send('/old', atRoot);
    expect([old.status, old.headers.location]).toEqual([308, '/guides/intro']);
    expect((await send('/guides/intro', atRoot)).headers.link).toContain('</guides/intro.md>; rel="alternate"');
  });
});

describe('a private site built for /docs', () => {
  it('sends readers to its sign-in under /docs and scopes the cookie to /docs', async () => {
    await waitFor(
      async () => (await send('/docs/guides/intro', privateUnderBase, { accept: 'text/html' })).status === 302,
    );
    const page = await send('/docs/guides/intro', privateUnderBase, { accept: 'text/html' });
    expect(page.headers.location).toBe('/docs/_folio/auth/sign-in?next=%2Fdocs%2Fguides%2Fintro');
    expect(page.body).not.toContain('Welcome to the subpath intro');
    const form = await send('/docs/_folio/auth/sign-in?next=%2Fdocs%2Fguides%2Fintro', privateUnderBase, {
      accept: 'text/html',
    });
    expect(form.status).toBe(200);
    expect(form.body).toContain('action="/docs/_folio/auth/sign-in"');
    const signedIn = await send(
      '/docs/_folio/auth/sign-in',
      privateUnderBase,
      { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${privateUnderBase}` },
      port,
      new URLSearchParams({ password: PRIVATE_PASSWORD, next: '/docs/guides/intro' }).toString(),
    );
    expect([signedIn.status, signedIn.headers.location]).toEqual([303, '/docs/guides/intro']);
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toContain('Path=/docs');
    const reader = await send('/docs/guides/intro', privateUnderBase, { cookie: cookie.split(';')[0]! });
    expect(reader.status).toBe(200);
    expect(reader.body).toContain('Welcome to the subpath intro');
    expect(reader.headers['cache-control']).toContain('private');
  });
});
