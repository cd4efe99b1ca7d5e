import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSite,
  createTenant,
  startTestEnv,
  TLS_ASK_TOKEN,
  type TestEnv,
  type TestSite,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
let tenant: TestTenant;
let site: TestSite;
beforeAll(async () => {
  env = await startTestEnv();
  tenant = await createTenant(env);
  site = await createSite(env, tenant);
});
afterAll(async () => env.close());

const addDomain = (hostname: string, who = tenant, siteId = site.id) =>
  env.app.inject({ method: 'POST', url: `/v1/sites/${siteId}/domains`, headers: who.auth, payload: { hostname } });
const tlsAsk = (domain: string) =>
  env.app.inject({
    method: 'GET',
    url: `/internal/tls-ask?domain=${encodeURIComponent(domain)}&token=${TLS_ASK_TOKEN}`,
  });

describe('custom domains', () => {
  it('adds a domain pending verification, verifies it by TXT record, and only then allows TLS', async () => {
    const added = await addDomain('Docs.Acme-Example.com.');
    expect(added.statusCode).toBe(201);
    const domain = added.json();
    expect(domain).toMatchObject({
      hostname: 'docs.acme-example.com',
      status: 'pending',
      verification: {
        type: 'TXT',
        name: '_folio-challenge.docs.acme-example.com',
        value: expect.stringMatching(/^folio-verify-[0-9a-f]{32}$/),
      },
      verifiedAt: null,
    });
    expect((await tlsAsk('docs.acme-example.com')).statusCode).toBe(404);

    const url = `/v1/sites/${site.id}/domains/${domain.id}`;
    const notYet = await env.app.inject({ method: 'POST', url: `${url}/verify`, headers: tenant.auth });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.json()).toMatchObject({
      status: 'pending',
      lastCheckError: `no TXT record at _folio-challenge.docs.acme-example.com; add one whose value is ${domain.verification.value}`,
    });

    env.txt.set('_folio-challenge.docs.acme-example.com', [['something-else']]);
    const wrong = (await env.app.inject({ method: 'POST', url: `${url}/verify`, headers: tenant.auth })).json();
    expect(wrong.lastCheckError).toBe(
      `the TXT records at _folio-challenge.docs.acme-example.com ("something-else") do not include ${domain.verification.value}`,
    );

    // A long TXT value may arrive split in chunks.
    const token: string = domain.verification.value;
    env.txt.set('_folio-challenge.docs.acme-example.com', [['v=spf1 -all'], [token.slice(0, 10), token.slice(10)]]);
    const verified = await env.app.inject({ method: 'POST', url: `${url}/verify`, headers: tenant.auth });
    expect(verified.json()).toMatchObject({ status: 'verified', lastCheckError: null });
    expect(verified.json().verifiedAt).toEqual(expect.any(String));
    expect((await env.app.inject({ method: 'GET', url, headers: tenant.auth })).json().status).toBe('verified');

    const ok = await tlsAsk('DOCS.acme-example.com');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ domain: 'docs.acme-example.com' });

    const removed = await env.app.inject({ method: 'DELETE', url, headers: tenant.auth });
    expect(removed.statusCode).toBe(204);
    expect((await tlsAsk('docs.acme-example.com')).statusCode).toBe(404);
    expect(
      (await env.app.inject({ method: 'GET', url: `/v1/sites/${site.id}/domains`, headers: tenant.auth })).json()
        .domains,
    ).toEqual([]);
  });

  it('stores internationalised names in punycode and shows the Unicode form', async () => {
    const response = await addDomain('Bücher.Beispiel.de');
    expect(response.json()).toMatchObject({
      hostname: 'xn--bcher-kva.beispiel.de',
      displayHostname: 'bücher.beispiel.de',
    });
    expect((await addDomain('xn--bcher-kva.beispiel.de')).statusCode).toBe(409);
  });

  it('refuses invalid hostnames, the sites domain and the platform domain', async () => {
    const cases: Array<[string, string, string]> = [
      [
        'https://docs.acme.com/x',
        'INVALID_HOSTNAME',
        'hostname "https://docs.acme.com/x" must be a bare hostname such as docs.acme.com (no scheme, port or path)',
      ],
      ['localhost', 'INVALID_HOSTNAME', 'hostname "localhost" must have at least two labels, such as docs.acme.com'],
      ['10.0.0.1', 'INVALID_HOSTNAME', 'hostname "10.0.0.1" is an IP address; add a domain name'],
      ['*.acme.com', 'INVALID_HOSTNAME', 'hostname "*.acme.com" must not be a wildcard; add each hostname'],
      ['-bad-.acme.com', 'INVALID_HOSTNAME', 'hostname "-bad-.acme.com" is not a valid domain name'],
      [
        'docs.internal',
        'INVALID_HOSTNAME',
        'hostname "docs.internal" uses the special-use top-level domain ".internal", which cannot be verified publicly',
      ],
      [
        'folio.test-sites.dev',
        'DOMAIN_RESERVED',
        'hostname "folio.test-sites.dev" is under the sites domain folio.test-sites.dev; every site is already served at <slug>.folio.test-sites.dev',
      ],
      [
        'evil.folio.test-sites.dev',
        'DOMAIN_RESERVED',
        'hostname "evil.folio.test-sites.dev" is under the sites domain folio.test-sites.dev; every site is already served at <slug>.folio.test-sites.dev',
      ],
      // A tenant's pages on the dashboard's registrable domain would be the same site as the dashboard.
      [
        'folio.test-platform.dev',
        'DOMAIN_RESERVED',
        'hostname "folio.test-platform.dev" is under the platform domain folio.test-platform.dev, the dashboard\'s; a site is never served there',
      ],
      [
        'evil.folio.test-platform.dev',
        'DOMAIN_RESERVED',
        'hostname "evil.folio.test-platform.dev" is under the platform domain folio.test-platform.dev, the dashboard\'s; a site is never served there',
      ],
    ];
    for (const [hostname, code, message] of cases) {
      expect((await addDomain(hostname)).json()).toEqual({ statusCode: 400, code, message });
    }
  });

  it('answers 409 when a second tenant claims a domain already taken', async () => {
    expect((await addDomain('docs.taken-example.com')).statusCode).toBe(201);
    const other = await createTenant(env, 'Other');
    const otherSite = await createSite(env, other, { name: 'Other docs' });
    const response = await addDomain('DOCS.taken-example.com', other, otherSite.id);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'DOMAIN_TAKEN',
      message: 'hostname docs.taken-example.com is already added to a site; remove it there first',
    });
  });

  it('answers tls-ask 404 for unknown names and 400 without a domain', async () => {
    expect((await tlsAsk('nobody.example.org')).json()).toMatchObject({ statusCode: 404, code: 'DOMAIN_NOT_FOUND' });
    expect(
      (await env.app.inject({ method: 'GET', url: `/internal/tls-ask?token=${TLS_ASK_TOKEN}` })).json(),
    ).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('reports DNS failures other than a missing record in words', async () => {
    const failing = await import('../src/lib/check-domain-txt.ts');
    const reason = await failing.checkDomainTxt(
      async () => Promise.reject(Object.assign(new Error('x'), { code: 'ESERVFAIL' })),
      'a.example.org',
      't',
    );
    expect(reason).toBe(
      'the DNS lookup of _folio-challenge.a.example.org failed (ESERVFAIL); try again in a few minutes',
    );
  });
});
