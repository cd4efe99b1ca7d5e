import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, OPERATOR_TOKEN, startTestEnv, type TestEnv } from './helpers/test-env.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv();
});
afterAll(async () => env.close());

describe('POST /v1/tenants (operator)', () => {
  it('refuses callers without the operator token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${OPERATOR_TOKEN}`]) {
      const response = await env.app.inject({
        method: 'POST',
        url: '/v1/tenants',
        headers: authorization ? { authorization } : {},
        payload: { name: 'X' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('creates a tenant and shows its first key once, storing only a hash', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/v1/tenants',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { name: 'Acme' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.tenant).toMatchObject({ name: 'Acme' });
    expect(body.apiKey.key).toMatch(/^folio_[\w-]{43}$/);
    expect(body.apiKey.scopes).toContain('sites:write');
    const stored = await env.db.pool.query('SELECT key_hash::text AS h, prefix FROM api_keys WHERE id = $1', [
      body.apiKey.id,
    ]);
    expect(stored.rows[0].h).not.toContain(body.apiKey.key);
    expect(body.apiKey.key.startsWith(stored.rows[0].prefix)).toBe(true);
  });

  it('validates the body', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/v1/tenants',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: {},
    });
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: "body must have required property 'name'",
    });
  });
});

describe('/v1/api-keys', () => {
  it('refuses missing, unknown and revoked keys with 401', async () => {
    expect((await env.app.inject({ method: 'GET', url: '/v1/sites' })).json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'send an API key: Authorization: Bearer folio_…',
    });
    const unknown = await env.app.inject({
      method: 'GET',
      url: '/v1/sites',
      headers: { authorization: 'Bearer folio_nope' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('creates scoped keys, lists them without secrets, and revokes them', async () => {
    const tenant = await createTenant(env);
    const created = await env.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: tenant.auth,
      payload: { name: 'ci', scopes: ['builds:write'] },
    });
    expect(created.statusCode).toBe(201);
    const ci = created.json();
    const ciAuth = { authorization: `Bearer ${ci.key}` };

    const list = await env.app.inject({ method: 'GET', url: '/v1/api-keys', headers: tenant.auth });
    expect(list.json().apiKeys.map((k: { name: string }) => k.name)).toEqual(['initial', 'ci']);
    expect(list.body).not.toContain(ci.key);

    const denied = await env.app.inject({ method: 'GET', url: '/v1/sites', headers: ciAuth });
    expect(denied.json()).toEqual({
      statusCode: 403,
      code: 'SCOPE_MISSING',
      message: 'this API key lacks the "sites:read" scope; create a key with it',
    });

    const revoked = await env.app.inject({ method: 'DELETE', url: `/v1/api-keys/${ci.id}`, headers: tenant.auth });
    expect(revoked.statusCode).toBe(204);
    expect((await env.app.inject({ method: 'GET', url: '/v1/sites', headers: ciAuth })).statusCode).toBe(401);
  });

  it('never lets a key grant scopes it lacks', async () => {
    const tenant = await createTenant(env);
    const narrow = (
      await env.app.inject({
        method: 'POST',
        url: '/v1/api-keys',
        headers: tenant.auth,
        payload: { name: 'n', scopes: ['api-keys:write'] },
      })
    ).json();
    const escalate = await env.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: `Bearer ${narrow.key}` },
      payload: { name: 'x', scopes: ['api-keys:write', 'sites:write'] },
    });
    expect(escalate.json()).toEqual({
      statusCode: 403,
      code: 'SCOPE_MISSING',
      message: 'a key cannot grant scopes it does not hold: sites:write',
    });
  });

  it("answers 404 when a tenant revokes another tenant's key", async () => {
    const a = await createTenant(env, 'A');
    const b = await createTenant(env, 'B');
    const bKeys = (await env.app.inject({ method: 'GET', url: '/v1/api-keys', headers: b.auth })).json().apiKeys;
    const response = await env.app.inject({ method: 'DELETE', url: `/v1/api-keys/${bKeys[0].id}`, headers: a.auth });
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'API_KEY_NOT_FOUND' });
    expect((await env.app.inject({ method: 'GET', url: '/v1/api-keys', headers: b.auth })).statusCode).toBe(200);
  });
});
