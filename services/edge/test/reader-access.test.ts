// Private sites at the edge: a real build of test/fixtures/search-site on real S3 (s3rver),
// Postgres and Redis, made private. Without a session every path of its manifest and every
// endpoint answers a redirect to sign-in or 401, through Fastify (`inject`) and through the raw
// fast path (a listening server), and no answer holds page text. The password sign-in, its
// limits, return paths, cookies of other sites, sign-out and the per-reader endpoint.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { hashPassword, previewHostname, signToken, tokenKey } from '@folio/platform';
import type { SiteFile } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccess, waitFor } from './helpers/site-access.ts';
import { SITES_DOMAIN, createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/search-site', import.meta.url));
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const PASSWORD = 'correct horse battery staple';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let world: World;
let port: number;
let files: SiteFile[];
let host: string;
let siteId: string;
let otherHost: string;
/** Words only the site's pages hold: a page title of each, and distinctive body text. */
let secrets: string[];
let ip = 10;
const SECRET_KEY = randomBytes(32);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request on the listening server: site GET/HEAD go through the raw fast path. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function inject(
  method: 'GET' | 'POST' | 'HEAD',
  url: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<Answer> {
  const answer = await world.app.inject({
    method,
    url,
    headers,
    remoteAddress: `198.51.100.${ip}`,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: answer.statusCode, headers: answer.headers as Answer['headers'], body: answer.body };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function signIn(siteHost: string, password = PASSWORD, next = '/'): Promise<Answer> {
  return inject(
    'POST',
    '/_folio/auth/sign-in',
    { host: siteHost, ...FORM, origin: `http://${siteHost}` },
    form({ password, next }),
  );
}

const cookieOf = (answer: Answer) => String(answer.headers['set-cookie']).split(';')[0]!;

beforeAll(async () => {
  world = await startWorld({
    env: { SECRET_ENCRYPTION_KEY: SECRET_KEY.toString('base64'), SIGN_IN_ATTEMPTS_PER_MINUTE: '5' },
  });
  const build = await buildSite(createDirectoryReader(FIXTURE), {
    fetchUrl: offline,
    manifest: false,
    renderPool: false,
  });
  expect(build.ok).toBe(true);
  files = build.files;
  secrets = ['Environment variables', 'RFC 6901', 'NO_COLOR', 'x-api-key', '文档工具'];
  const slug = randomSlug('private');
  host = `${slug}.${SITES_DOMAIN}`;
  siteId = await createSite(world, slug);
  await deploy(world, siteId, files);
  const hash = await hashPassword(PASSWORD);
  await setAccess(world, siteId, { mode: 'password', password_hash: hash });
  // Another private site with its own password: its cookie must not open the first.
  const other = randomSlug('other');
  otherHost = `${other}.${SITES_DOMAIN}`;
  const otherId = await createSite(world, other);
  await deploy(world, otherId, [page('/', '<h1>other site</h1>')]);
  await setAccess(world, otherId, { mode: 'password', password_hash: hash });
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
  await waitFor(async () => (await raw('GET', '/', { host, accept: HTML })).status === 302);
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('a private site without a session', () => {
  it('answers no path of its manifest, nor any endpoint, with content', async () => {
    const paths = [
      ...files.map((file) => file.urlPath),
      '/cli.md',
      '/nope',
      '/llms.txt',
      '/llms-full.txt',
      '/.well-known/llms.txt',
      '/sitemap.xml',
      '/robots.txt',
      '/_folio/navigation.json',
      '/_folio/search.json',
      '/_folio/search?q=RFC+6901',
      '/_folio/reader',
      '/.well-known/mcp',
      '/.well-known/mcp.json',
      '/.well-known/mcp/server-card.json',
      '/mcp',
      '/healthz',
      '/readyz',
      '/_docs/api/request',
      '/cli/',
      '/index.html',
    ];
    const open = /^\/_folio\/style\.[0-9a-f]+\.css$/;
    const leaks: string[] = [];
    let checked = 0;
    for (const path of paths) {
      for (const accept of [HTML, 'application/json', 'text/markdown', '*/*']) {
        for (const via of ['fast path', 'fastify'] as const) {
          const answer =
            via === 'fast path'
              ? await raw('GET', path, { host, accept })
              : await inject('GET', path, { host, accept });
          checked += 1;
          if (open.test(path)) {
            expect(answer.status, path).toBe(200);
          } else if (answer.status === 302) {
            expect(answer.headers.location, path).toMatch(/^\/_folio\/auth\/sign-in\?next=/);
            expect(answer.body, path).toBe('');
          } else {
            expect(answer.status, `${via} ${path} ${accept}`).toBe(401);
            expect(JSON.parse(answer.body).code).toBe('ACCESS_SIGN_IN_REQUIRED');
          }
          // The stylesheet (theme only) is the one open path: cached like any hashed asset.
          if (!open.test(path)) expect(String(answer.headers['cache-control']), path).not.toContain('public');
          for (const secret of secrets)
            if (answer.body.includes(secret)) leaks.push(`${via} ${path} ${accept}: ${secret}`);
        }
      }
    }
    // Everything else a site answers: MCP, beacons, the playground, HEAD.
    const posts: [string, string, Record<string, string>][] = [
      [
        '/mcp',
        '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      ],
      [
        '/_folio/feedback',
        '{"path":"/cli","rating":"up"}',
        { 'content-type': 'application/json', origin: `http://${host}` },
      ],
      [
        '/_folio/search-events',
        '{"events":[{"query":"a","results":1}]}',
        { 'content-type': 'application/json', origin: `http://${host}` },
      ],
      [
        '/_docs/api/request',
        '{"method":"GET","url":"https://api.example/x"}',
        { 'content-type': 'application/json', origin: `http://${host}` },
      ],
    ];
    for (const [path, body, headers] of posts) {
      for (const answer of [
        await inject('POST', path, { host, ...headers }, body),
        await raw('POST', path, { host, ...headers }, body),
      ]) {
        checked += 1;
        expect(answer.status, path).toBe(401);
        for (const secret of secrets) if (answer.body.includes(secret)) leaks.push(`POST ${path}: ${secret}`);
      }
    }
    const head = await raw('HEAD', '/cli', { host, accept: HTML });
    expect(head.status).toBe(302);
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(files.length * 8);
  });

  it('sends a page request to sign-in with its path, and refuses hostile return paths', async () => {
    const answer = await raw('GET', '/cli?x=1', { host, accept: HTML });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`/_folio/auth/sign-in?next=${encodeURIComponent('/cli?x=1')}`);
    expect(answer.headers.vary).toBe('Cookie');
    expect(answer.headers['cache-control']).toBe('no-store');
    const hostile = [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '/%0d%0aSet-Cookie:x=1',
      'http:evil.example',
      '///evil.example',
    ];
    for (const next of hostile) {
      const shown = await inject('GET', `/_folio/auth/sign-in?next=${encodeURIComponent(next)}`, {
        host,
        accept: HTML,
      });
      expect(shown.status, next).toBe(200);
      const value = /name="next" value="([^"]*)"/.exec(shown.body)?.[1];
      expect(value === '/' || value?.startsWith('/%'), `${next} → ${value}`).toBe(true);
      ip += 1;
      const posted = await signIn(host, PASSWORD, next);
      expect(posted.status, next).toBe(303);
      const location = String(posted.headers.location);
      expect(
        location.startsWith('/') && !location.startsWith('//') && !location.includes('\\'),
        `${next} → ${location}`,
      ).toBe(true);
      expect(new URL(location, `http://${host}`).host).toBe(host);
    }
  });
});

describe('password sign-in', () => {
  it('shows a form, says when the password is wrong, and signs in with the right one', async () => {
    ip += 1;
    const form = await inject('GET', '/_folio/auth/sign-in?next=%2Fcli', { host, accept: HTML });
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain('<title>Sign in · Acme Search</title>');
    expect(form.body).toMatch(/<link rel="stylesheet" href="\/_folio\/style\.[0-9a-f]+\.css">/);
    expect(form.body).toContain('<label for="sign-in-password">Password</label>');
    for (const secret of secrets) expect(form.body).not.toContain(secret);

    const wrong = await signIn(host, 'not the password', '/cli');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await signIn(host, PASSWORD, '/cli');
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe('/cli');
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/^folio_reader=[\w-]+\.[\w-]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = cookieOf(right);

    for (const via of ['fast path', 'fastify'] as const) {
      const get =
        via === 'fast path' ? raw : (m: string, p: string, h: Record<string, string>) => inject(m as 'GET', p, h);
      const page = await get('GET', '/cli', { host, accept: HTML, cookie });
      expect(page.status, via).toBe(200);
      expect(page.body).toContain('Environment variables');
      expect(page.headers['cache-control'], via).toBe('private, max-age=0, must-revalidate');
      expect(String(page.headers.vary), via).toMatch(/Cookie/);
      const search = await get('GET', '/_folio/search?q=RFC+6901', { host, cookie });
      expect(search.status, via).toBe(200);
      expect(search.headers['cache-control'], via).toBe('private, max-age=0, must-revalidate');
      expect(String(search.headers.vary)).toContain('Cookie');
    }
    const reader = await inject('GET', '/_folio/reader', { host, cookie });
    expect(reader.status).toBe(200);
    expect(reader.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(reader.body)).toEqual({ signedIn: true, claims: {}, groups: [] });
  });

  it('limits attempts per address and site', async () => {
    ip += 1;
    // The limit counts in fixed one-minute windows: start in a fresh one, so that seven slow
    // scrypt sign-ins on a loaded machine cannot straddle two windows.
    const leftInWindow = 60_000 - (Date.now() % 60_000);
    if (leftInWindow < 30_000) await new Promise((resolve) => setTimeout(resolve, leftInWindow + 50));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await signIn(host, 'wrong guess')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    ip += 1;
    expect((await signIn(host, 'wrong guess')).status).toBe(401);
  }, 90_000);

  it("refuses another site's cookie, a forged one and an expired one", async () => {
    ip += 1;
    const other = cookieOf(await signIn(otherHost));
    expect((await raw('GET', '/', { host: otherHost, accept: HTML, cookie: other })).status).toBe(200);
    expect((await raw('GET', '/cli', { host, accept: HTML, cookie: other })).status).toBe(302);
    expect((await inject('GET', '/_folio/reader', { host, cookie: other })).status).toBe(401);
    const mine = cookieOf(await signIn(host));
    const [body, signature] = mine.slice('folio_reader='.length).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 * 365 })).toString('base64url');
    expect(
      (await raw('GET', '/cli', { host, accept: HTML, cookie: `folio_reader=${forgedBody}.${signature}` })).status,
    ).toBe(302);
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url');
    expect(
      (await raw('GET', '/cli', { host, accept: HTML, cookie: `folio_reader=${expired}.${signature}` })).status,
    ).toBe(302);
    // A valid cookie among other cookies and a bad one still counts.
    expect((await raw('GET', '/cli', { host, accept: HTML, cookie: `a=b; folio_reader=x.y; ${mine}` })).status).toBe(
      200,
    );
  });

  it('signs out: the cookie is cleared', async () => {
    ip += 1;
    const answer = await inject('POST', '/_folio/auth/sign-out', { host, cookie: cookieOf(await signIn(host)) });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']).toBe('folio_reader=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});

describe('a public site', () => {
  it('is served as before, and the reader endpoint says nobody is signed in', async () => {
    const slug = randomSlug('public');
    const publicHost = `${slug}.${SITES_DOMAIN}`;
    await deploy(world, await createSite(world, slug), [page('/', '<h1>open</h1>')]);
    const home = await raw('GET', '/', { host: publicHost, accept: HTML });
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const reader = await inject('GET', '/_folio/reader', { host: publicHost });
    expect(reader.status).toBe(200);
    expect(JSON.parse(reader.body)).toEqual({ signedIn: false });
    expect(reader.headers['cache-control']).toBe('private, no-store');
  });
});

describe('previews for dashboard members', () => {
  it('need a one-time grant from the dashboard; a reader session or a replayed grant is refused', async () => {
    const slug = randomSlug('members');
    const id = await createSite(world, slug);
    await deploy(world, id, [page('/', '<h1>production</h1>')]);
    await deploy(world, id, [page('/', '<h1>draft preview</h1>')], { kind: 'preview', branch: 'feature/draft' });
    await setAccess(world, id, { mode: 'password', password_hash: await hashPassword(PASSWORD), previews: 'members' });
    const preview = previewHostname('feature/draft', slug, SITES_DOMAIN);
    await waitFor(async () => (await raw('GET', '/', { host: preview, accept: HTML })).status === 302);
    const signInPage = await inject('GET', '/_folio/auth/sign-in', { host: preview, accept: HTML });
    expect(signInPage.status).toBe(401);
    expect(signInPage.body).toContain('This preview is for members of the team');
    expect(signInPage.body).not.toContain('draft preview');
    // A reader of production (the site password) is no member.
    ip += 1;
    const reader = cookieOf(await signIn(`${slug}.${SITES_DOMAIN}`));
    expect((await raw('GET', '/', { host: preview, accept: HTML, cookie: reader })).status).toBe(302);

    const key = tokenKey(SECRET_KEY, 'preview-grant');
    const grant = (site: string, exp = Math.floor(Date.now() / 1000) + 120) =>
      signToken({ site, sub: 'user-1', jti: randomBytes(8).toString('hex'), exp }, key);
    const exchange = (token: string) =>
      inject('GET', `/_folio/auth/preview?grant=${encodeURIComponent(token)}`, { host: preview, accept: HTML });
    expect((await exchange(grant(siteId))).status).toBe(403);
    expect((await exchange(grant(id, 1))).status).toBe(403);
    expect(
      (await exchange(signToken({ site: id, sub: 'u', jti: 'x', exp: 9e9 }, tokenKey(SECRET_KEY, 'reader-session'))))
        .status,
    ).toBe(403);
    const good = grant(id);
    const exchanged = await exchange(good);
    expect(exchanged.status).toBe(303);
    expect(exchanged.headers.location).toBe('/');
    const member = cookieOf(exchanged);
    const again = await exchange(good);
    expect(again.status).toBe(403);
    expect(again.body).toContain('already used');
    const draft = await raw('GET', '/', { host: preview, accept: HTML, cookie: member });
    expect(draft.status).toBe(200);
    expect(draft.body).toContain('draft preview');
    expect(draft.headers['cache-control']).toContain('private');
  });
});
