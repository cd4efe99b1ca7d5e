/// <reference lib="dom" />
// Reader sign-in through each access mode in Chromium, against real services: the password form
// on the edge; OIDC (authorization code + PKCE) against a real OpenID provider run here
// (`oidc-provider`, its dev login and consent pages); and JWT through a small "customer login"
// server that signs a token with a key pair made in the test, published as a JWKS. Then the bad
// inputs of each: replayed state, forged, expired, not-yet-valid tokens, `alg: none`, wrong
// issuer or audience.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { createSecretBox, hashPassword } from '@folio/platform';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey as JoseKey } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, useChromium } from '../../../test/helpers/chromium.ts';
import { setAccess, waitFor } from './helpers/site-access.ts';
import { createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const FIXTURE = fileURLToPath(new URL('../../../test/fixtures/search-site', import.meta.url));
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const SCREENSHOTS = new URL('../../../test-output/screenshots', import.meta.url).pathname;
/** Not under `.dev` (HSTS preload): these sites are plain http in the test. */
const SITES_DOMAIN = 'folio-access.test';
const SECRET_KEY = randomBytes(32);
const PASSWORD = 'open sesame, docs';
const CLIENT_SECRET = randomBytes(24).toString('hex');

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe.skipIf(!hasChromium)('reader sign-in in Chromium', () => {
  let world: World;
  let port = 0;
  let issuerServer: Server;
  let loginServer: Server;
  let loginPort = 0;
  let customerKey: JoseKey;
  const hosts = { password: '', oidc: '', jwt: '', pem: '' };
  let pemPrivate: string;

  const siteUrl = (host: string, path = '/') => `http://${host}:${port}${path}`;

  beforeAll(async () => {
    world = await startWorld({
      env: {
        SITES_DOMAIN,
        SECRET_ENCRYPTION_KEY: SECRET_KEY.toString('base64'),
        ACCESS_ALLOW_HTTP_ISSUERS: 'true',
        // The front door is plain http here: cookies without `Secure`.
        DASHBOARD_ORIGIN: 'http://app.folio-access.test',
      },
    });
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    port = (world.app.server.address() as AddressInfo).port;
    const site = async (mode: keyof typeof hosts) => {
      const slug = randomSlug(mode);
      const id = await createSite(world, slug);
      await deploy(world, id, [
        page('/', `<h1>Welcome to the ${mode} handbook</h1>`),
        page('/guide', '<h1>The private guide</h1>'),
      ]);
      hosts[mode] = `${slug}.${SITES_DOMAIN}`;
      return id;
    };

    // The password site: a real build, so its sign-in page has the site's own look.
    const passwordSlug = randomSlug('password');
    const passwordId = await createSite(world, passwordSlug);
    const build = await buildSite(createDirectoryReader(FIXTURE), {
      fetchUrl: offline,
      manifest: false,
      renderPool: false,
    });
    expect(build.ok).toBe(true);
    await deploy(world, passwordId, build.files);
    hosts.password = `${passwordSlug}.${SITES_DOMAIN}`;
    await setAccess(world, passwordId, { mode: 'password', password_hash: await hashPassword(PASSWORD) });

    // A real OpenID provider on 127.0.0.1 with one confidential client, PKCE required.
    const oidcId = await site('oidc');
    issuerServer = createServer();
    const issuerPort = await listen(issuerServer);
    const issuer = `http://127.0.0.1:${issuerPort}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'folio-docs',
          client_secret: CLIENT_SECRET,
          redirect_uris: [siteUrl(hosts.oidc, '/_folio/auth/callback')],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], profile: ['given_name', 'name', 'groups'], email: ['email'] },
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => ({
          sub,
          given_name: 'Ada',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          groups: ['staff', 'beta'],
        }),
      }),
      cookies: { keys: [randomBytes(16).toString('hex')] },
      features: { devInteractions: { enabled: true } },
      ttl: { IdToken: 3600 },
    });
    issuerServer.on('request', provider.callback());
    await setAccess(world, oidcId, {
      mode: 'oidc',
      oidc_issuer: issuer,
      oidc_client_id: 'folio-docs',
      oidc_client_secret_sealed: createSecretBox(SECRET_KEY).seal(CLIENT_SECRET, {
        siteId: oidcId,
        column: 'oidc_client_secret_sealed',
      }),
      claims: ['given_name', 'email'],
      groups_claim: 'groups',
    });

    // The customer's own login: signs a JWT for whoever "logs in" and sends it back to return_to.
    const jwtId = await site('jwt');
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
      const token = await new SignJWT({ given_name: 'Grace', plan: 'enterprise', roles: ['admins'] })
        .setProtectedHeader({ alg: 'ES256', kid: 'customer-1' })
        .setSubject('user-42')
        .setIssuer('https://login.customer.example')
        .setAudience('folio-docs')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(customerKey);
      returnTo.searchParams.set('token', token);
      response.writeHead(302, { location: returnTo.href });
      response.end();
    });
    loginPort = await listen(loginServer);
    await setAccess(world, jwtId, {
      mode: 'jwt',
      jwt_login_url: `http://127.0.0.1:${loginPort}/login`,
      jwt_jwks_url: `http://127.0.0.1:${loginPort}/jwks.json`,
      jwt_issuer: 'https://login.customer.example',
      jwt_audience: 'folio-docs',
      claims: ['given_name', 'plan'],
      groups_claim: 'roles',
    });

    // A JWT site checked with a PEM public key, for the bad-token cases.
    const pemId = await site('pem');
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 });
    pemPrivate = pem.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await setAccess(world, pemId, {
      mode: 'jwt',
      jwt_login_url: 'https://login.customer.example/login',
      jwt_public_key: pem.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      jwt_issuer: 'https://login.customer.example',
      jwt_audience: 'folio-docs',
    });

    for (const host of Object.values(hosts))
      await waitFor(
        async () => (await world.app.inject({ url: '/', headers: { host, accept: 'text/html' } })).statusCode === 302,
      );
  }, 180_000);

  afterAll(async () => {
    await world?.close();
    issuerServer?.close();
    loginServer?.close();
  });

  // After the servers' hooks: the browser closes before they do.
  const chromium = useChromium({ loopbackDomain: SITES_DOMAIN, viewport: { width: 1100, height: 760 } });

  const readerOf = async (host: string) => {
    const tab = await chromium.context.newPage();
    const response = await tab.goto(siteUrl(host, '/_folio/reader'));
    const body = (await response?.json()) as unknown;
    await tab.close();
    return body;
  };

  it('password: the form in the site look, an error, then the page', async () => {
    const tab = await chromium.context.newPage();
    await tab.goto(siteUrl(hosts.password, '/cli'));
    expect(new URL(tab.url()).pathname).toBe('/_folio/auth/sign-in');
    await expect.poll(() => tab.locator('h1').textContent()).toBe('Sign in');
    await tab.screenshot({ path: `${SCREENSHOTS}/edge-sign-in-password.png` });
    await tab.getByLabel('Password', { exact: true }).fill('not it');
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => tab.getByRole('alert').textContent()).toContain('not right');
    await tab.screenshot({ path: `${SCREENSHOTS}/edge-sign-in-password-error.png` });
    await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(siteUrl(hosts.password, '/cli'));
    expect(await tab.locator('h1').first().textContent()).toContain('CLI reference');
    expect(await readerOf(hosts.password)).toEqual({ signedIn: true, claims: {}, groups: [] });
    await tab.goto(siteUrl(hosts.password, '/_folio/auth/sign-out'));
    expect(new URL(tab.url()).pathname).toBe('/_folio/auth/sign-in');
    await tab.close();
  });

  it('oidc: code + PKCE against the local provider, claims and groups kept; a replayed callback is refused', async () => {
    const tab = await chromium.context.newPage();
    const callbacks: string[] = [];
    tab.on('request', (request) => {
      if (request.url().includes('/_folio/auth/callback')) callbacks.push(request.url());
    });
    await tab.goto(siteUrl(hosts.oidc, '/guide'));
    // The provider's dev login (any login), then its consent page.
    await tab.locator('input[name=login]').fill('ada');
    await tab.locator('input[name=password]').fill('anything');
    await tab.locator('button[type=submit]').click();
    await tab.locator('button[type=submit]').click();
    await tab.waitForURL(siteUrl(hosts.oidc, '/guide'));
    expect(await tab.locator('h1').textContent()).toBe('The private guide');
    expect(await readerOf(hosts.oidc)).toEqual({
      signedIn: true,
      claims: { given_name: 'Ada', email: 'ada@example.com' },
      groups: ['staff', 'beta'],
    });
    expect(callbacks).toHaveLength(1);
    const callback = new URL(callbacks[0]!);
    expect(callback.searchParams.get('code')).not.toBeNull();
    // The same code and state again: the state was used, nothing is signed in.
    const replay = await world.app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { host: hosts.oidc, accept: 'text/html' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('already used or has expired');
    expect(replay.headers['set-cookie']).toBeUndefined();
    // A made-up state is refused the same way.
    const madeUp = await world.app.inject({
      url: '/_folio/auth/callback?code=abc&state=forged',
      headers: { host: hosts.oidc, accept: 'text/html' },
    });
    expect(madeUp.statusCode).toBe(400);
    await tab.close();
  });

  it("jwt: the customer's login signs a token, the site keeps the allowed claims and the groups claim", async () => {
    const tab = await chromium.context.newPage();
    await tab.goto(siteUrl(hosts.jwt, '/guide?tab=1'));
    await tab.waitForURL(siteUrl(hosts.jwt, '/guide?tab=1'));
    expect(await tab.locator('h1').textContent()).toBe('The private guide');
    expect(await readerOf(hosts.jwt)).toEqual({
      signedIn: true,
      claims: { given_name: 'Grace', plan: 'enterprise' },
      groups: ['admins'],
    });
    await tab.close();
  });

  describe('jwt: refused tokens, each with a page saying why', () => {
    const rsa = () => ({ key: pemPrivate });
    const sign = async (
      change: { alg?: string; iss?: string; aud?: string; exp?: string | number; nbf?: string | number } = {},
      key: 'pem' | 'other' = 'pem',
    ) => {
      const { createPrivateKey } = await import('node:crypto');
      const privateKey =
        key === 'pem' ? createPrivateKey(rsa().key) : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      let jwt = new SignJWT({ given_name: 'Eve' })
        .setProtectedHeader({ alg: change.alg ?? 'RS256' })
        .setSubject('user-7')
        .setIssuer(change.iss ?? 'https://login.customer.example')
        .setAudience(change.aud ?? 'folio-docs')
        .setIssuedAt()
        .setExpirationTime(change.exp ?? '5m');
      if (change.nbf !== undefined) jwt = jwt.setNotBefore(change.nbf);
      return jwt.sign(privateKey);
    };
    const callback = (token: string) =>
      world.app.inject({
        url: `/_folio/auth/callback?next=%2Fguide&token=${encodeURIComponent(token)}`,
        headers: { host: hosts.pem, accept: 'text/html' },
        remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      });
    const none = (payload: object) =>
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

    it('accepts a good token', async () => {
      const answer = await callback(await sign());
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/guide');
      expect(String(answer.headers['set-cookie'])).toMatch(/^folio_reader=/);
    });

    it.each([
      [
        'alg none',
        async () => none({ sub: 'x', iss: 'https://login.customer.example', aud: 'folio-docs', exp: 9e9 }),
        /algorithm &quot;none&quot; is not accepted/,
      ],
      ['expired', () => sign({ exp: Math.floor(Date.now() / 1000) - 3600 }), /has expired/],
      ['not yet valid', () => sign({ nbf: Math.floor(Date.now() / 1000) + 3600 }), /not valid yet/],
      ['wrong issuer', () => sign({ iss: 'https://evil.example' }), /another issuer/],
      ['wrong audience', () => sign({ aud: 'someone-else' }), /another audience/],
      ['forged signature', () => sign({}, 'other'), /signature does not verify/],
      ['not a JWT', async () => 'hello', /not a JWT/],
    ])('%s', async (_name, make, message) => {
      const answer = await callback(await make());
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toMatch(message);
      expect(answer.body).toContain('Try again');
    });

    it('tolerates a minute of clock skew with the customer', async () => {
      const now = Math.floor(Date.now() / 1000);
      expect((await callback(await sign({ exp: now - 30 }))).statusCode).toBe(303);
      expect((await callback(await sign({ nbf: now + 30 }))).statusCode).toBe(303);
      expect((await callback(await sign({ exp: now - 90 }))).statusCode).toBe(401);
    });

    it('says why in the browser too', async () => {
      const tab = await chromium.context.newPage();
      const expired = await sign({ exp: Math.floor(Date.now() / 1000) - 3600 });
      await tab.goto(siteUrl(hosts.pem, `/_folio/auth/callback?next=%2Fguide&token=${expired}`));
      expect(await tab.getByRole('alert').textContent()).toContain('has expired');
      await tab.screenshot({ path: `${SCREENSHOTS}/edge-sign-in-failed.png` });
      // Try again starts over from the site's sign-in, which sends the reader to the customer's login.
      expect(await tab.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
        '/_folio/auth/sign-in?next=%2Fguide',
      );
      await tab.close();
    });

    it('HS256 signed with the public key (algorithm confusion)', async () => {
      const { createSecretKey } = await import('node:crypto');
      const row = await world.db.pool.query<{ jwt_public_key: string }>(
        'SELECT jwt_public_key FROM site_access WHERE jwt_public_key IS NOT NULL LIMIT 1',
      );
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('x')
        .setIssuer('https://login.customer.example')
        .setAudience('folio-docs')
        .setExpirationTime('5m')
        .sign(createSecretKey(Buffer.from(row.rows[0]!.jwt_public_key)));
      const answer = await callback(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toMatch(/algorithm &quot;HS256&quot; is not accepted/);
    });
  });
});
