import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSite,
  createTenant,
  startTestEnv,
  type TestEnv,
  type TestSite,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
let owner: TestTenant;
let ownerSite: TestSite;
let other: TestTenant;
let otherSite: TestSite;
beforeAll(async () => {
  env = await startTestEnv({ DOMAIN_CLAIM_TTL_HOURS: '48' });
  owner = await createTenant(env, 'Squatter');
  ownerSite = await createSite(env, owner, { name: 'Squatter docs' });
  other = await createTenant(env, 'Rightful');
  otherSite = await createSite(env, other, { name: 'Rightful docs' });
});
afterAll(async () => env.close());

const addDomain = (hostname: string, who: TestTenant, site: TestSite) =>
  env.app.inject({ method: 'POST', url: `/v1/sites/${site.id}/domains`, headers: who.auth, payload: { hostname } });
/** Moves the claim's creation back in time, as the clock would. */
const age = (hostname: string, hours: number) =>
  env.db.pool.query(`UPDATE domains SET created_at = now() - make_interval(hours => $2) WHERE hostname = $1`, [
    hostname,
    hours,
  ]);

describe('unverified domain claims', () => {
  it('expire after DOMAIN_CLAIM_TTL_HOURS, so another tenant can claim the hostname', async () => {
    expect((await addDomain('docs.squatted-example.com', owner, ownerSite)).statusCode).toBe(201);
    await age('docs.squatted-example.com', 47);
    expect((await addDomain('docs.squatted-example.com', other, otherSite)).json()).toMatchObject({
      statusCode: 409,
      code: 'DOMAIN_TAKEN',
    });

    await age('docs.squatted-example.com', 49);
    const claimed = await addDomain('docs.squatted-example.com', other, otherSite);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ siteId: otherSite.id, status: 'pending' });
    const listed = await env.app.inject({
      method: 'GET',
      url: `/v1/sites/${ownerSite.id}/domains`,
      headers: owner.auth,
    });
    expect(listed.json().domains).toEqual([]);
  });

  it('say when they expire', async () => {
    const added = await addDomain('docs.deadline-example.com', owner, ownerSite);
    const { createdAt, claimExpiresAt } = added.json();
    expect(Date.parse(claimExpiresAt) - Date.parse(createdAt)).toBe(48 * 3_600_000);
  });

  it('never expire once verified', async () => {
    const added = (await addDomain('docs.verified-example.com', owner, ownerSite)).json();
    env.txt.set(added.verification.name, [[added.verification.value]]);
    const verified = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${ownerSite.id}/domains/${added.id}/verify`,
      headers: owner.auth,
    });
    expect(verified.json()).toMatchObject({ status: 'verified', claimExpiresAt: null });
    await age('docs.verified-example.com', 24 * 365);
    expect((await addDomain('docs.verified-example.com', other, otherSite)).json()).toMatchObject({
      statusCode: 409,
      code: 'DOMAIN_TAKEN',
    });
  });
});
