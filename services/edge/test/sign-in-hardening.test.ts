// Sign-in against real services, beyond the happy path: the OIDC provider (a real `oidc-provider`
// on 127.0.0.1) rotates its signing key; a customer's JWT is replayed (real Redis); a site's
// issuer or key set is at a private, link-local or metadata address.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createSecretBox } from '@folio/platform';
import { createDialer, type Dialer } from '@folio/playground-proxy';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughIssuer, startLocalIssuer, type LocalIssuer } from './helpers/local-issuer.ts';
import { setAccess, waitFor } from './helpers/site-access.ts';
import { createSite, deploy, page, randomSlug, REDIS_URL, startWorld, type World } from './helpers/world.ts';
import { Redis } from 'ioredis';

const SITES_DOMAIN = 'folio-hardening.test';
const SECRET_KEY = randomBytes(32);
const CLIENT_SECRET = randomBytes(24).toString('hex');
const ISSUER = 'https://login.customer.example';

describe('sign-in hardening', () => {
  let world: World;
  let redis: Redis;
  let issuer: LocalIssuer;
  /** Every address the edge connected to for a sign-in provider (through the playground's dialer). */
  const dialed: string[] = [];
  const hosts = { oidc: '', jwt: '', metadata: '', privateIssuer: '', privateJwks: '' };
  const ids = { oidc: '', jwt: '', metadata: '', privateIssuer: '', privateJwks: '' };
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });

  beforeAll(async () => {
    const dial = createDialer({}, 10_000);
    const recording: Dialer = (target) => {
      dialed.push(target.address);
      return dial(target);
    };
    world = await startWorld({
      env: {
        SITES_DOMAIN,
        SECRET_ENCRYPTION_KEY: SECRET_KEY.toString('base64'),
        // Plain http and loopback for the provider run here; private and link-local stay refused.
        ACCESS_ALLOW_HTTP_ISSUERS: 'true',
        DASHBOARD_ORIGIN: `http://app.${SITES_DOMAIN}`,
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      },
      playground: { connect: recording },
    });
    redis = new Redis(REDIS_URL);
    for (const name of Object.keys(hosts) as (keyof typeof hosts)[]) {
      const slug = randomSlug(name.toLowerCase());
      ids[name] = await createSite(world, slug);
      await deploy(world, ids[name], [page('/', `<h1>The ${name} handbook</h1>`)]);
      hosts[name] = `${slug}.${SITES_DOMAIN}`;
    }
    issuer = await startLocalIssuer({
      clientSecret: CLIENT_SECRET,
      redirectUris: [`http://${hosts.oidc}/_folio/auth/callback`],
    });
    const oidc = (siteId: string, url: string) => ({
      mode: 'oidc' as const,
      oidc_issuer: url,
      oidc_client_id: 'folio-docs',
      oidc_client_secret_sealed: createSecretBox(SECRET_KEY).seal(CLIENT_SECRET, {
        siteId,
        column: 'oidc_client_secret_sealed',
      }),
    });
    await setAccess(world, ids.oidc, { ...oidc(ids.oidc, issuer.url), groups_claim: 'groups' });
    await setAccess(world, ids.metadata, oidc(ids.metadata, 'http://169.254.169.254/'));
    await setAccess(world, ids.privateIssuer, oidc(ids.privateIssuer, 'https://10.20.30.40/realms/docs'));
    const jwt = {
      mode: 'jwt' as const,
      jwt_login_url: `${ISSUER}/login`,
      jwt_issuer: ISSUER,
      jwt_audience: 'folio-docs',
    };
    await setAccess(world, ids.jwt, {
      ...jwt,
      jwt_public_key: rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    await setAccess(world, ids.privateJwks, { ...jwt, jwt_jwks_url: 'http://10.0.0.7/.well-known/jwks.json' });
    for (const host of Object.values(hosts))
      await waitFor(
        async () => (await world.app.inject({ url: '/', headers: { host, accept: 'text/html' } })).statusCode === 302,
      );
  }, 60_000);

  afterAll(async () => {
    issuer?.close();
    redis?.disconnect();
    await world?.close();
  });

  describe('OIDC key rotation against the local provider', () => {
    it('signs in before and after the provider rotates its key; a token signed by the removed key is refused', async () => {
      const first = await signInThroughIssuer(world, hosts.oidc, '/');
      expect(first.status).toBe(303);
      expect(first.cookie).toMatch(/^folio_reader=/);
      const jwksFetches = issuer.hits.get('/jwks') ?? 0;
      expect(jwksFetches).toBeGreaterThan(0);

      const removed = issuer.key;
      issuer.rotate();
      expect(issuer.key.kid).not.toBe(removed.kid);
      // Right after the rotation (the edge's copy of the JWKS is seconds old): the new key is fetched.
      const second = await signInThroughIssuer(world, hosts.oidc, '/');
      expect(second.body).toBe('');
      expect(second.status).toBe(303);
      expect(second.cookie).toMatch(/^folio_reader=/);
      expect(issuer.hits.get('/jwks')).toBeGreaterThan(jwksFetches);

      // The provider hands out an ID token signed with the key it no longer publishes.
      issuer.resignIdTokensWith(removed);
      try {
        const forged = await signInThroughIssuer(world, hosts.oidc, '/');
        expect(forged.status).toBe(401);
        expect(forged.cookie).toBeUndefined();
        expect(forged.body).toContain('signed with a key the provider does not publish');
      } finally {
        issuer.resignIdTokensWith(null);
      }
      // And the current key works again.
      expect((await signInThroughIssuer(world, hosts.oidc, '/')).status).toBe(303);
    });
  });

  describe('a JWT is good once, and short-lived', () => {
    const sign = (claims: { jti?: string; exp?: number | string | null } = {}) => {
      let jwt = new SignJWT({ given_name: 'Grace', ...(claims.jti === undefined ? {} : { jti: claims.jti }) })
        .setProtectedHeader({ alg: 'RS256' })
        .setSubject('user-42')
        .setIssuer(ISSUER)
        .setAudience('folio-docs')
        .setIssuedAt();
      if (claims.exp !== null) jwt = jwt.setExpirationTime(claims.exp ?? '5m');
      return jwt.sign(rsa.privateKey);
    };
    const callback = (token: string) =>
      world.app.inject({
        url: `/_folio/auth/callback?next=%2F&token=${encodeURIComponent(token)}`,
        headers: { host: hosts.jwt, accept: 'text/html' },
      });

    it('refuses a second use of a token with a jti, and remembers it until the token expires', async () => {
      const jti = randomBytes(8).toString('hex');
      const token = await sign({ jti });
      const first = await callback(token);
      expect(first.statusCode).toBe(303);
      expect(String(first.headers['set-cookie'])).toMatch(/^folio_reader=/);
      const replay = await callback(token);
      expect(replay.statusCode).toBe(401);
      expect(replay.headers['set-cookie']).toBeUndefined();
      expect(replay.body).toContain('already used');
      // The record lives in Redis until the token expires (5 minutes) plus the clock tolerance.
      const keys = await redis.keys(`folio:edge:jwt-used:${ids.jwt}:*`);
      expect(keys.length).toBeGreaterThan(0);
      const ttls = await Promise.all(keys.map((key) => redis.ttl(key)));
      for (const ttl of ttls) {
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(5 * 60 + 60);
      }
      // Another token of the same reader (another jti) is a new sign-in.
      expect((await callback(await sign({ jti: randomBytes(8).toString('hex') }))).statusCode).toBe(303);
    });

    it('refuses a second use of a token without a jti', async () => {
      const token = await sign({ exp: Math.floor(Date.now() / 1000) + 240 });
      expect((await callback(token)).statusCode).toBe(303);
      const replay = await callback(token);
      expect(replay.statusCode).toBe(401);
      expect(replay.body).toContain('already used');
    });

    it('refuses a token without exp, or valid for longer than ten minutes', async () => {
      const endless = await callback(await sign({ exp: null }));
      expect(endless.statusCode).toBe(401);
      expect(endless.body).toContain('`exp`');
      const long = await callback(await sign({ exp: '1h' }));
      expect(long.statusCode).toBe(401);
      expect(long.body).toContain('valid for too long');
      expect(long.headers['set-cookie']).toBeUndefined();
      // Ten minutes is within the bound.
      expect((await callback(await sign({ exp: '10m' }))).statusCode).toBe(303);
    });
  });

  describe('sign-in providers only at public addresses', () => {
    it.each([
      ['metadata', 'the cloud metadata address 169.254.169.254'],
      ['privateIssuer', 'a private address 10.20.30.40'],
    ] as const)('an OIDC issuer at %s is refused, nothing is requested (%s)', async (name, _where) => {
      const before = dialed.length;
      const answer = await world.app.inject({
        url: '/_folio/auth/sign-in?next=%2F',
        headers: { host: hosts[name], accept: 'text/html' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('non-public address');
      expect(answer.body).toContain('public addresses only');
      expect(dialed.slice(before)).toEqual([]);
    });

    it('a JWKS URL at a private address is refused, nothing is requested', async () => {
      const before = dialed.length;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('x')
        .setIssuer(ISSUER)
        .setAudience('folio-docs')
        .setExpirationTime('5m')
        .sign(rsa.privateKey);
      const answer = await world.app.inject({
        url: `/_folio/auth/callback?token=${token}`,
        headers: { host: hosts.privateJwks, accept: 'text/html' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('non-public address');
      expect(dialed.slice(before)).toEqual([]);
    });

    it('the local provider on loopback is reached (ACCESS_ALLOW_HTTP_ISSUERS)', () => {
      expect(dialed).toContain('127.0.0.1');
    });
  });
});
