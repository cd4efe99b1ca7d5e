/// <reference lib="dom" />
// Page groups and {user.*} personalization end to end on a `jwt` site, against real services:
// a real build (`readerAccess: 'jwt'`) with a page restricted by front matter `groups: [admin]`
// and a page greeting the reader by a claim; readers signed in through the customer's JWT with
// and without the group. The restricted page, its Markdown, its sidebar entry and every index
// that names it (navigation.json, llms.txt, llms-full.txt, search, MCP) exist only for the
// reader in the group; in Chromium the greeting shows the reader's own first name.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { buildSite, createMemoryReader } from '@folio/builder';
import type { SiteFile } from '@folio/site';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useChromium } from '../../../test/helpers/chromium.ts';
import { setAccess, waitFor } from './helpers/site-access.ts';
import { createSite, deploy, randomSlug, startWorld, type World } from './helpers/world.ts';
import { previewHostname, signToken, tokenKey } from '@folio/platform';

const SCREENSHOTS = new URL('../../../test-output/screenshots', import.meta.url).pathname;
const SITES_DOMAIN = 'folio-groups.test';
const SECRET_KEY = randomBytes(32);
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** The restricted page's title and body: neither may reach a reader outside `admin`. */
const ADMIN_TITLE = 'Quokka Console';
const ADMIN_BODY = 'The quokka admin secret';

/** One operation, documented by a page restricted to `admin`: its API data file is for them alone. */
const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Quokkas', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/quokkas': {
      get: {
        summary: 'List quokkas',
        operationId: 'listQuokkas',
        responses: { '200': { description: 'The quokkas' } },
      },
    },
    '/quokkas/{id}': {
      delete: {
        summary: 'Remove a quokka',
        operationId: 'removeQuokka',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'Gone' } },
      },
    },
  },
};
const API_DATA = '/_folio/api/admin/remove-quokka.json';
const API_INDEX = '/_folio/api/index.json';

const REPOSITORY: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#4f46e5' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'guide', 'list-quokkas'] },
        { group: 'Administration', pages: ['admin/console', 'admin/remove-quokka'] },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\nWelcome back, {user.firstName ?? "there"}!\n',
  'guide.mdx': '---\ntitle: Guide\ndescription: The quokka guide\n---\n\nThe quokka guide for everyone.\n',
  'openapi.json': JSON.stringify(OPENAPI),
  'list-quokkas.mdx':
    '---\ntitle: List quokkas\ndescription: Every quokka\nopenapi: "openapi.json GET /quokkas"\n---\n',
  'admin/remove-quokka.mdx':
    '---\ntitle: Remove a quokka\ndescription: For admins\nopenapi: "openapi.json DELETE /quokkas/{id}"\ngroups: [admin]\n---\n',
  'admin/console.mdx': `---\ntitle: ${ADMIN_TITLE}\ndescription: Run the quokkas\ngroups: [admin]\n---\n\n${ADMIN_BODY}.\n`,
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('page groups and personalization on a jwt site', () => {
  let world: World;
  let port = 0;
  let host = '';
  let slug = '';
  let siteId = '';
  let files: SiteFile[];
  let loginServer: Server;
  let customerKey: JoseKey;
  const cookies = { admin: '', member: '' };

  /** A request on the listening server: site GET/HEAD go through the raw fast path. */
  const raw = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await rawBytes(path, headers);
    return { ...answer, body: answer.body.toString('utf8') };
  };
  const rawBytes = (
    path: string,
    headers: Record<string, string> = {},
  ): Promise<Omit<Answer, 'body'> & { body: Buffer }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'GET', path, headers: { host, ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  const token = (groups: string[]) =>
    new SignJWT({ firstName: 'Ada', groups })
      .setProtectedHeader({ alg: 'ES256', kid: 'customer-1' })
      .setSubject(`user-${groups.join('-') || 'none'}`)
      .setIssuer('https://login.customer.example')
      .setAudience('folio-docs')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(customerKey);

  /** The cookie of a reader in `groups`, through the site's JWT callback. */
  const signIn = async (groups: string[]) => {
    const answer = await world.app.inject({
      url: `/_folio/auth/callback?next=%2F&token=${encodeURIComponent(await token(groups))}`,
      headers: { host, accept: 'text/html' },
    });
    expect(answer.statusCode).toBe(303);
    return String(answer.headers['set-cookie']).split(';')[0]!;
  };

  const fileOf = (prefix: string) => {
    const file = files.find((candidate) => candidate.urlPath.startsWith(prefix));
    if (file === undefined) throw new Error(`no file ${prefix}`);
    return file.urlPath;
  };

  const mcp = async (cookie: string, name: string, args: Record<string, unknown>, target = host) => {
    const answer = await world.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: {
        host: target,
        cookie,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    expect(answer.statusCode).toBe(200);
    const data = answer.body.startsWith('{')
      ? answer.body
      : answer.body
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5))
          .join('');
    return JSON.stringify((JSON.parse(data) as { result: unknown }).result);
  };

  beforeAll(async () => {
    world = await startWorld({
      env: {
        SITES_DOMAIN,
        SECRET_ENCRYPTION_KEY: SECRET_KEY.toString('base64'),
        ACCESS_ALLOW_HTTP_ISSUERS: 'true',
        DASHBOARD_ORIGIN: 'http://app.folio-groups.test',
      },
    });
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    port = (world.app.server.address() as AddressInfo).port;

    const build = await buildSite(createMemoryReader(REPOSITORY), { renderPool: false, readerAccess: 'jwt' });
    expect(build.diagnostics).toEqual([]);
    files = build.files;
    slug = randomSlug('groups');
    host = `${slug}.${SITES_DOMAIN}`;
    siteId = await createSite(world, slug);
    await deploy(world, siteId, files);

    // The customer's own login: signs a JWT for Ada, in group admin, and sends it back to return_to.
    const pair = await generateKeyPair('ES256', { extractable: true });
    customerKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'customer-1', alg: 'ES256', use: 'sig' };
    loginServer = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://login.invalid');
      if (url.pathname === '/jwks.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      const returnTo = new URL(url.searchParams.get('return_to') ?? '');
      returnTo.searchParams.set('token', await token(['admin']));
      response.writeHead(302, { location: returnTo.href });
      response.end();
    });
    const loginPort = await listen(loginServer);
    await setAccess(world, siteId, {
      mode: 'jwt',
      jwt_login_url: `http://127.0.0.1:${loginPort}/login`,
      jwt_jwks_url: `http://127.0.0.1:${loginPort}/jwks.json`,
      jwt_issuer: 'https://login.customer.example',
      jwt_audience: 'folio-docs',
      claims: ['firstName'],
      groups_claim: 'groups',
    });
    await waitFor(async () => (await raw('/', { accept: HTML })).status === 302);
    cookies.admin = await signIn(['admin']);
    cookies.member = await signIn(['staff']);
  }, 180_000);

  afterAll(async () => {
    await world?.close();
    loginServer?.close();
  });

  it('serves the restricted page, its Markdown and its sidebar entry to a reader in its group', async () => {
    const cookie = cookies.admin;
    const page = await raw('/admin/console', { accept: HTML, cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain(ADMIN_BODY);
    expect(page.headers['cache-control']).toMatch(/\bprivate\b/);
    const markdown = await raw('/admin/console.md', { cookie });
    expect(markdown.status).toBe(200);
    expect(markdown.body).toContain(ADMIN_BODY);
    const negotiated = await raw('/admin/console', { accept: 'text/markdown', cookie });
    expect(negotiated.body).toContain(ADMIN_BODY);
    const apiData = await raw(API_DATA, { cookie });
    expect(apiData.status).toBe(200);
    expect(apiData.body).toContain('removeQuokka');
    const apiIndex = await raw(API_INDEX, { cookie });
    expect(apiIndex.status).toBe(200);
    expect(apiIndex.body).toContain('removeQuokka');
    expect(apiIndex.body).toContain('listQuokkas');
    expect(apiIndex.headers['cache-control']).toMatch(/\bprivate\b/);
    const home = await raw('/', { accept: HTML, cookie });
    expect(home.body).toContain('href="/admin/console"');
    expect(home.body).not.toContain('folio:groups');
    expect(home.headers.etag).toBeUndefined();
    expect(home.headers['cache-control']).toMatch(/\bprivate\b/);
    // A reader's copy is compressed as it is sent, when the client takes it.
    for (const coding of ['br', 'gzip'] as const) {
      const packed = await rawBytes('/', { accept: HTML, 'accept-encoding': coding, cookie });
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(packed.headers.vary).toContain('Accept-Encoding');
      const unpacked = coding === 'br' ? brotliDecompressSync(packed.body) : gunzipSync(packed.body);
      expect(unpacked.toString('utf8')).toBe(home.body);
    }
    expect((await raw('/_folio/navigation.json', { cookie })).body).toContain(ADMIN_TITLE);
    expect((await raw('/llms.txt', { cookie })).body).toContain(ADMIN_TITLE);
    expect((await raw('/llms-full.txt', { cookie })).body).toContain(ADMIN_BODY);
    const search = await world.app.inject({ url: '/_folio/search?q=quokka+admin+secret', headers: { host, cookie } });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('/admin/console');
    expect(search.headers['cache-control']).toMatch(/\bprivate\b/);
    expect(await mcp(cookie, 'list_pages', {})).toContain(ADMIN_TITLE);
    expect(await mcp(cookie, 'search', { query: 'quokka admin secret' })).toContain('/admin/console');
    expect(await mcp(cookie, 'get_api_operation', { operationId: 'removeQuokka' })).toContain('/quokkas/{id}');
  });

  it('answers the site 404 to a reader outside the group and names the page nowhere', async () => {
    const cookie = cookies.member;
    const missing = await raw('/no-such-page', { accept: HTML, cookie });
    expect(missing.status).toBe(404);
    for (const [path, accept] of [
      ['/admin/console', HTML],
      ['/admin/console.md', '*/*'],
      ['/admin/console', 'text/markdown'],
      ['/admin/remove-quokka', HTML],
      [API_DATA, 'application/json'],
    ] as const) {
      const answer = await raw(path, { accept, cookie });
      expect({ path, accept, status: answer.status }).toEqual({ path, accept, status: 404 });
      expect(answer.body).not.toContain(ADMIN_BODY);
      expect(answer.body).not.toContain('removeQuokka');
    }
    // The restricted page's 404 is the site's own, as for a path it does not have.
    const refused = await raw('/admin/console', { accept: HTML, cookie });
    expect(refused.body).toBe(missing.body);

    const mentions = async (path: string) => {
      const answer = await raw(path, { accept: HTML, cookie });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      return [ADMIN_TITLE, 'Remove a quokka', '/admin/'].some((word) => answer.body.includes(word));
    };
    const navFragment = files.some((file) => file.urlPath.startsWith('/_folio/nav.')) ? [fileOf('/_folio/nav.')] : [];
    for (const path of [
      '/',
      '/guide',
      '/guide.md',
      ...navFragment,
      '/_folio/navigation.json',
      '/llms.txt',
      '/.well-known/llms.txt',
      '/llms-full.txt',
    ])
      expect({ path, mentions: await mentions(path) }).toEqual({ path, mentions: false });

    // The API index lists the operations the reader may read, and no other.
    const apiIndex = await raw(API_INDEX, { cookie });
    expect(apiIndex.status).toBe(200);
    const listed = JSON.parse(apiIndex.body) as { operations: { operationId: string; url: string }[] };
    expect(listed.operations.map((operation) => operation.operationId)).toEqual(['listQuokkas']);
    expect(apiIndex.body).not.toContain('/admin/');
    expect(apiIndex.headers['cache-control']).toMatch(/\bprivate\b/);
    // Never the build's stored (everyone's) compressed copy.
    for (const coding of ['br', 'gzip'] as const) {
      const packed = await rawBytes(API_INDEX, { 'accept-encoding': coding, cookie });
      const encoding = packed.headers['content-encoding'];
      const unpacked =
        encoding === 'br'
          ? brotliDecompressSync(packed.body)
          : encoding === 'gzip'
            ? gunzipSync(packed.body)
            : packed.body;
      expect(unpacked.toString('utf8')).toBe(apiIndex.body);
    }

    const search = await world.app.inject({ url: '/_folio/search?q=quokka+admin+secret', headers: { host, cookie } });
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain('/admin/console');
    expect(await mcp(cookie, 'list_pages', {})).not.toContain(ADMIN_TITLE);
    expect(await mcp(cookie, 'search', { query: 'quokka admin secret' })).not.toContain('/admin/console');
    expect(await mcp(cookie, 'get_page', { page: `http://${host}/admin/console` })).not.toContain(ADMIN_BODY);
    const operation = await mcp(cookie, 'get_api_operation', { operationId: 'removeQuokka' });
    expect(operation).toContain('No operation has operationId');
    expect(operation).not.toContain('/quokkas/{id}');
    expect(await mcp(cookie, 'get_api_operation', { operationId: 'listQuokkas' })).toContain('List quokkas');
  });

  it('shows a dashboard member every restricted page of a preview; a reader stays within their groups', async () => {
    await deploy(world, siteId, files, { kind: 'preview', branch: 'feature/groups' });
    await setAccess(world, siteId, { mode: 'jwt', previews: 'members' });
    const preview = previewHostname('feature/groups', slug, SITES_DOMAIN);
    await waitFor(async () => (await raw('/', { host: preview, accept: HTML })).status === 302);
    // A reader of production outside `admin` is no member: the preview is not theirs.
    expect((await raw('/', { host: preview, accept: HTML, cookie: cookies.member })).status).toBe(302);
    const grant = signToken(
      { site: siteId, sub: 'member-1', jti: randomBytes(8).toString('hex'), exp: Math.floor(Date.now() / 1000) + 120 },
      tokenKey(SECRET_KEY, 'preview-grant'),
    );
    const exchanged = await world.app.inject({
      url: `/_folio/auth/preview?grant=${encodeURIComponent(grant)}`,
      headers: { host: preview, accept: HTML },
    });
    expect(exchanged.statusCode).toBe(303);
    const cookie = String(exchanged.headers['set-cookie']).split(';')[0]!;
    const at = { host: preview, cookie };

    const restricted = await raw('/admin/console', { ...at, accept: HTML });
    expect(restricted.status).toBe(200);
    expect(restricted.body).toContain(ADMIN_BODY);
    expect(restricted.headers['cache-control']).toMatch(/\bprivate\b/);
    expect((await raw(API_DATA, at)).status).toBe(200);
    const home = await raw('/', { ...at, accept: HTML });
    expect(home.body).toContain('href="/admin/console"');
    expect(home.body).not.toContain('folio:groups');
    expect((await raw('/_folio/navigation.json', at)).body).toContain(ADMIN_TITLE);
    expect((await raw('/llms-full.txt', at)).body).toContain(ADMIN_BODY);
    expect((await raw(API_INDEX, at)).body).toContain('removeQuokka');
    const search = await world.app.inject({
      url: '/_folio/search?q=quokka+admin+secret',
      headers: { host: preview, cookie },
    });
    expect(search.body).toContain('/admin/console');
    expect(await mcp(cookie, 'list_pages', {}, preview)).toContain(ADMIN_TITLE);
    expect(await mcp(cookie, 'get_api_operation', { operationId: 'removeQuokka' }, preview)).toContain('/quokkas/{id}');

    // On production, the same site still filters by the reader's own groups.
    expect((await raw('/admin/console', { accept: HTML, cookie: cookies.member })).status).toBe(404);
  });

  describe.skipIf(!hasChromium)('in Chromium', () => {
    const chromium = useChromium({ loopbackDomain: SITES_DOMAIN, viewport: { width: 1100, height: 760 } });

    it('greets the reader signed in through the JWT flow by the claim, and lists the admin page', async () => {
      const tab = await chromium.context.newPage();
      await tab.goto(`http://${host}:${port}/`);
      await tab.waitForURL(`http://${host}:${port}/`);
      await expect.poll(() => tab.locator('main').textContent()).toContain('Welcome back, Ada!');
      expect(await tab.locator(`a[href="/admin/console"]`).count()).toBeGreaterThan(0);
      await tab.screenshot({ path: `${SCREENSHOTS}/edge-personalized-welcome.png` });
      await tab.close();
    });
  });
});
