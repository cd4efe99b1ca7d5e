import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from './helpers/sign-in-link.ts';
import {
  buildsOf,
  createSite,
  createTenant,
  githubPush,
  startTestEnv,
  type TestEnv,
  type TestSite,
  type TestTenant,
} from './helpers/test-env.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv({
    DASHBOARD_ORIGIN: 'https://app.folio.test-platform.dev',
    BUILD_RATE_LIMIT_MANUAL_PER_SITE: '3',
    BUILD_RATE_LIMIT_PREVIEWS_PER_SITE: '4',
    BUILD_RATE_LIMIT_WINDOW_MS: '600000',
    PREVIEW_BRANCH_LIMIT: '2',
  });
});
afterAll(async () => env.close());

async function freshSite(): Promise<{ tenant: TestTenant; site: TestSite }> {
  const tenant = await createTenant(env);
  return { tenant, site: await createSite(env, tenant) };
}

const trigger = (tenant: TestTenant, site: TestSite, body: Record<string, unknown> = {}) =>
  env.app.inject({ method: 'POST', url: `/v1/sites/${site.id}/builds`, headers: tenant.auth, payload: body });

const signedIn = (tenant: TestTenant) =>
  signedInBrowser(env, tenant.id, `owner-${tenant.id.slice(0, 8)}@example.dev`, { role: 'owner' });

describe('manual build rate per site', () => {
  it('answers 429 BUILD_RATE_LIMITED with Retry-After past the limit, and only for that site', async () => {
    const { tenant, site } = await freshSite();
    for (let i = 0; i < 3; i++) expect((await trigger(tenant, site)).statusCode).toBe(202);
    const refused = await trigger(tenant, site);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'BUILD_RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^this site already queued 3 manual builds in the last 10 minutes, the most allowed; try again in \d+ minutes$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await buildsOf(env, site.id)).filter((b) => b.trigger === 'manual')).toHaveLength(3);
    // Another site of the same tenant has its own count.
    expect((await trigger(tenant, await createSite(env, tenant))).statusCode).toBe(202);
  });

  it('says so on the site page when "Build now" is pressed once too often', async () => {
    const { tenant, site } = await freshSite();
    const owner = await signedIn(tenant);
    await owner.get(`/sites/${site.id}`);
    for (let i = 0; i < 3; i++) expect((await owner.post(`/sites/${site.id}/builds`)).status).toBe(303);
    await owner.get(`/sites/${site.id}`);
    const page = await owner.post(`/sites/${site.id}/builds`);
    expect(page.status).toBe(429);
    expect(page.body).toMatch(
      /<div class="alert alert-error" role="alert">The build was not queued: this site already queued 3 manual builds in the last 10 minutes, the most allowed; try again in \d+ minutes\.<\/div>/,
    );
    expect(page.body).toContain('Build now');
    expect(await buildsOf(env, site.id)).toHaveLength(3);
  });
});

describe('previews per site', () => {
  it('refuses a push of one preview branch too many with 409 PREVIEW_LIMIT_REACHED, records nothing, and builds it once a branch is deleted', async () => {
    const { tenant, site } = await freshSite();
    expect((await env.app.inject(githubPush(site, { branch: 'feature/a' }))).statusCode).toBe(202);
    expect((await env.app.inject(githubPush(site, { branch: 'feature/b' }))).statusCode).toBe(202);
    const refused = await env.app.inject(githubPush(site, { branch: 'feature/c' }, { delivery: 'third-branch' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'PREVIEW_LIMIT_REACHED',
      message:
        'branch "feature/c" was not built: this site already has 2 preview branches, the most allowed (2); delete merged branches on the git host (a deleted branch\'s preview is removed) and push again',
    });
    const deliveries = await env.db.pool.query(
      `SELECT 1 FROM webhook_deliveries WHERE site_id = $1 AND delivery_id = 'third-branch'`,
      [site.id],
    );
    expect(deliveries.rowCount).toBe(0);
    // Branches that have a preview still build, and so does production.
    expect((await env.app.inject(githubPush(site, { branch: 'feature/a' }))).statusCode).toBe(202);
    expect((await env.app.inject(githubPush(site, { branch: 'main' }))).statusCode).toBe(202);
    // A manual build of a new branch is refused the same way.
    const manual = await trigger(tenant, site, { branch: 'feature/d' });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().code).toBe('PREVIEW_LIMIT_REACHED');
    // Deleting a branch removes its preview and makes room; the redelivery now builds.
    expect((await env.app.inject(githubPush(site, { branch: 'feature/b', deleted: true }))).json()).toMatchObject({
      outcome: 'preview-removed',
    });
    const again = await env.app.inject(githubPush(site, { branch: 'feature/c' }, { delivery: 'third-branch' }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ outcome: 'queued', duplicate: false });
  });

  it('answers 429 BUILD_RATE_LIMITED with Retry-After past the preview builds allowed per window, not for production pushes', async () => {
    const { site } = await freshSite();
    for (let i = 0; i < 4; i++)
      expect((await env.app.inject(githubPush(site, { branch: 'feature/busy' }))).statusCode).toBe(202);
    const refused = await env.app.inject(githubPush(site, { branch: 'feature/busy' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'BUILD_RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^this site already queued 4 preview builds in the last 10 minutes, the most allowed; try again in \d+ minutes$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await env.app.inject(githubPush(site, { branch: 'main' }))).statusCode).toBe(202);
  });
});

describe('branch names of pushes', () => {
  it.each([
    ['refs/heads/bad..name', 'it contains ".."'],
    ['refs/heads/has space', 'it contains a space, a control character or one of ~ ^ : ? * [ \\'],
    ['refs/heads/what?', 'it contains a space, a control character or one of ~ ^ : ? * [ \\'],
    ['refs/heads/x.lock', 'a path component ends with ".lock"'],
    ['refs/heads/.hidden/x', 'a path component starts with "."'],
    ['refs/heads/trailing/', 'it has an empty path component'],
    ['refs/heads/-dash', 'it starts with "-"'],
    ['refs/heads/a@{1}', 'it contains "@{"'],
    [`refs/heads/${'b'.repeat(201)}`, 'it is longer than 200 characters'],
  ])('refuses %s with 400 INVALID_WEBHOOK and records nothing', async (ref, problem) => {
    const { site } = await freshSite();
    const response = await env.app.inject(githubPush(site, { ref }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_WEBHOOK');
    expect(response.json().message).toContain(`is not a valid git branch name: ${problem}`);
    expect(await buildsOf(env, site.id)).toEqual([]);
  });

  it('accepts the branch names git accepts, such as non-ASCII ones', async () => {
    const { site } = await freshSite();
    const response = await env.app.inject(githubPush(site, { branch: 'fix/ünïcode-#12+x' }));
    expect(response.statusCode).toBe(202);
    expect(await buildsOf(env, site.id)).toEqual([
      expect.objectContaining({ branch: 'fix/ünïcode-#12+x', kind: 'preview' }),
    ]);
  });
});
