import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildsOf,
  claimQueuedBuild,
  createSite,
  createTenant,
  githubPush,
  insertFinishedBuild,
  sha,
  startTestEnv,
  waitingBuildIds,
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
  site = await createSite(env, tenant, { branch: 'main' });
});
afterAll(async () => env.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  env.app.inject({
    method,
    url: `/v1/sites/${site.id}${url}`,
    headers: tenant.auth,
    ...(payload === undefined ? {} : { payload }),
  });

describe('POST /v1/sites/:siteId/builds (manual trigger)', () => {
  it('queues a production build of the site branch by default, and a preview for another branch', async () => {
    const production = await call('POST', '/builds', {});
    expect(production.statusCode).toBe(202);
    expect(production.json()).toMatchObject({
      kind: 'production',
      branch: 'main',
      commitSha: null,
      trigger: 'manual',
      status: 'queued',
      log: '',
      diagnostics: [],
    });
    const preview = await call('POST', '/builds', { branch: 'next', commitSha: sha('n1') });
    expect(preview.json()).toMatchObject({ kind: 'preview', branch: 'next', commitSha: sha('n1') });
    expect(await waitingBuildIds(env)).toEqual(expect.arrayContaining([production.json().id, preview.json().id]));
    // A newer manual build of main supersedes the queued one.
    const again = await call('POST', '/builds');
    expect((await call('GET', `/builds/${production.json().id}`)).json()).toMatchObject({
      status: 'superseded',
      supersededBy: again.json().id,
    });
  });

  it('validates the commit id', async () => {
    const response = await call('POST', '/builds', { commitSha: 'main' });
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /v1/sites/:siteId/builds', () => {
  it('lists newest first with timings, filters by status and branch, and pages', async () => {
    await insertFinishedBuild(env, site.id, { minutesAgo: 30, status: 'failed' });
    const list = (await call('GET', '/builds?limit=100')).json();
    expect(list.builds.length).toBeGreaterThanOrEqual(4);
    const times = list.builds.map((b: { queuedAt: string }) => Date.parse(b.queuedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(list.builds[0].log).toBeUndefined();
    const failed = (await call('GET', '/builds?status=failed')).json().builds;
    expect(failed).toEqual([
      expect.objectContaining({
        status: 'failed',
        timings: { queuedMs: 2_000, buildMs: 7_000, totalMs: 9_000, phases: null },
        diagnosticCount: 1,
      }),
    ]);
    const next = (await call('GET', '/builds?branch=next')).json().builds;
    expect(next.map((b: { branch: string }) => b.branch)).toEqual(['next']);
    const page1 = (await call('GET', '/builds?limit=2')).json();
    expect(page1.builds).toHaveLength(2);
    const page2 = (await call('GET', `/builds?limit=2&before=${encodeURIComponent(page1.nextBefore)}`)).json();
    expect(page2.builds[0].id).not.toBe(page1.builds[1].id);
    expect(Date.parse(page2.builds[0].queuedAt)).toBeLessThan(Date.parse(page1.nextBefore));
  });

  it('shows one build with its diagnostics and log', async () => {
    const { buildId } = await insertFinishedBuild(env, site.id, { minutesAgo: 5 });
    const build = (await call('GET', `/builds/${buildId}`)).json();
    expect(build).toMatchObject({
      id: buildId,
      status: 'succeeded',
      log: 'cloned\nbuilt 12 pages\n',
      diagnostics: [
        { code: 'NAV_PAGE_NOT_FOUND', severity: 'warning', message: 'page "x" does not exist', file: 'docs.json' },
      ],
      timings: { queuedMs: 2_000, buildMs: 7_000, totalMs: 9_000, phases: null },
    });
    expect(new Date(build.finishedAt).getTime()).toBeGreaterThan(new Date(build.startedAt).getTime());
    // What the worker measured, once it recorded it.
    await env.db.pool.query(
      `UPDATE builds SET timings = '{"cloneMs": 812, "buildMs": 1530, "uploadMs": 240, "totalMs": 2601}' WHERE id = $1`,
      [buildId],
    );
    const measured = (await call('GET', `/builds/${buildId}`)).json();
    expect(measured.timings).toEqual({
      queuedMs: 2_000,
      buildMs: 7_000,
      totalMs: 9_000,
      phases: { cloneMs: 812, buildMs: 1_530, uploadMs: 240, totalMs: 2_601 },
    });
    const listed = (await call('GET', '/builds?limit=100')).json().builds.find((b: { id: string }) => b.id === buildId);
    expect(listed.timings.phases).toEqual({ cloneMs: 812, buildMs: 1_530, uploadMs: 240, totalMs: 2_601 });
    const missing = await call('GET', '/builds/00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'BUILD_NOT_FOUND' });
  });
});

describe('POST /v1/sites/:siteId/builds/:buildId/cancel', () => {
  it('cancels a queued build: it no longer waits for a worker and the worker could not claim it', async () => {
    const queued = (await env.app.inject(githubPush(site, { branch: 'cancel-me' }))).json().buildId;
    const response = await call('POST', `/builds/${queued}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: queued, status: 'canceled' });
    expect(await waitingBuildIds(env)).not.toContain(queued);
    expect(await claimQueuedBuild(env, queued)).toBeNull();
  });

  it('cancels a running build, and refuses to cancel a finished one', async () => {
    const running = (await call('POST', '/builds', { branch: 'running-branch' })).json().id;
    await claimQueuedBuild(env, running);
    expect((await call('POST', `/builds/${running}/cancel`)).json().status).toBe('canceled');
    const again = await call('POST', `/builds/${running}/cancel`);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 'BUILD_NOT_CANCELABLE',
      message: `build ${running} already ended as canceled`,
    });
  });
});

describe('coalescing seen by the worker', () => {
  it('lets the worker claim only the newest of several pushes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await env.app.inject(githubPush(site, { branch: 'burst', after: sha(`burst${i}`) }))).json().buildId);
    }
    const claimed = [];
    for (const id of ids) claimed.push(await claimQueuedBuild(env, id));
    expect(claimed.map((b) => b?.commit_sha ?? null)).toEqual([null, null, null, null, sha('burst4')]);
    expect((await buildsOf(env, site.id)).filter((b) => b.branch === 'burst').map((b) => b.status)).toEqual([
      'superseded',
      'superseded',
      'superseded',
      'superseded',
      'running',
    ]);
  });
});
