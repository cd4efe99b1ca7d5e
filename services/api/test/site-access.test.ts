// PATCH /v1/sites/{siteId} { access }: stored in site_access with the password hashed and the
// client secret sealed, shown without secrets, checked per mode, and announced to the edges.
import { createSecretBox, parseSiteEvent, SITE_EVENTS_CHANNEL, verifyPassword, type SiteEvent } from '@folio/platform';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEnvWithTenant } from './helpers/env-with-tenant.ts';
import { createSite } from './helpers/test-env.ts';

const given = useEnvWithTenant();
const patch = (siteId: string, access: Record<string, unknown>) =>
  given.env.app.inject({
    method: 'PATCH',
    url: `/v1/sites/${siteId}`,
    headers: given.tenant.auth,
    payload: { access },
  });
const stored = async (siteId: string) =>
  (await given.env.db.pool.query('SELECT * FROM site_access WHERE site_id = $1', [siteId])).rows[0];

let subscriber: Redis;
const events: SiteEvent[] = [];
beforeAll(async () => {
  subscriber = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  subscriber.on('message', (_channel: string, message: string) => {
    const event = parseSiteEvent(message);
    if (event !== null) events.push(event);
  });
  await subscriber.subscribe(SITE_EVENTS_CHANNEL);
});
afterAll(() => subscriber?.disconnect());

describe('a site’s reader access through the API', () => {
  it('is public until set; a password is stored hashed and never shown', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Handbook' });
    const before = await given.env.app.inject({ url: `/v1/sites/${site.id}`, headers: given.tenant.auth });
    expect(before.json().access).toMatchObject({ mode: 'public', hasPassword: false, hasClientSecret: false });
    const answer = await patch(site.id, { mode: 'password', password: 'staff only 2026' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().access).toMatchObject({ mode: 'password', hasPassword: true, previews: 'public' });
    expect(answer.body).not.toContain('staff only 2026');
    const row = await stored(site.id);
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('staff only 2026', row.password_hash)).toBe(true);
    await expect.poll(() => events.some((e) => e.type === 'site-settings-changed' && e.siteId === site.id)).toBe(true);
  });

  it('seals the OIDC client secret under the key, bound to the site, and keeps it when not given again', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'SSO' });
    const answer = await patch(site.id, {
      mode: 'oidc',
      oidcIssuer: 'https://acme.okta.com',
      oidcClientId: 'docs',
      oidcClientSecret: 'very-secret-client-value',
      claims: ['given_name', 'email'],
      groupsClaim: 'groups',
      previews: 'members',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain('very-secret-client-value');
    expect(answer.json().access).toMatchObject({
      mode: 'oidc',
      oidcIssuer: 'https://acme.okta.com',
      oidcClientId: 'docs',
      hasClientSecret: true,
      claims: ['given_name', 'email'],
      groupsClaim: 'groups',
      previews: 'members',
    });
    const row = await stored(site.id);
    expect(row.oidc_client_secret_sealed).toMatch(/^v2\./);
    const box = createSecretBox(given.env.config.secretKey);
    expect(box.open(row.oidc_client_secret_sealed, { siteId: site.id, column: 'oidc_client_secret_sealed' })).toBe(
      'very-secret-client-value',
    );
    const again = await patch(site.id, { claims: ['given_name'] });
    expect(again.json().access).toMatchObject({ hasClientSecret: true, claims: ['given_name'], mode: 'oidc' });
  });

  it.each([
    [{ mode: 'password' }, 'access.password: mode "password" needs a password'],
    [{ mode: 'oidc', oidcIssuer: 'https://acme.okta.com' }, 'needs oidcIssuer and oidcClientId'],
    [{ mode: 'oidc', oidcIssuer: 'http://acme.example', oidcClientId: 'x' }, 'access.oidcIssuer: must be an https URL'],
    [{ mode: 'jwt', jwtLoginUrl: 'https://login.acme.com' }, 'needs jwtPublicKey (PEM) or jwtJwksUrl'],
    [{ mode: 'jwt', jwtLoginUrl: 'https://login.acme.com', jwtPublicKey: 'hello' }, 'is not a PEM public key'],
    [{ mode: 'public', claims: ['bad claim'] }, 'access.claims[0]: "bad claim" is not a claim name'],
  ])('refuses %j', async (access, message) => {
    const site = await createSite(given.env, given.tenant, { name: 'Bad' });
    const answer = await patch(site.id, access);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_ACCESS' });
    expect(answer.json().message).toContain(message);
    expect(await stored(site.id)).toBeUndefined();
  });

  it('refuses unknown fields and modes by schema', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Schema' });
    expect((await patch(site.id, { mode: 'sso' })).statusCode).toBe(400);
    expect((await patch(site.id, { mode: 'public', secret: 1 })).statusCode).toBe(400);
  });
});
