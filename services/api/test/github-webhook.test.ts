import { SITE_EVENTS_CHANNEL } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildsOf,
  createSite,
  createTenant,
  githubPush,
  insertFinishedBuild,
  REDIS_URL,
  sha,
  startTestEnv,
  waitingBuildIds,
  watchDispatchRequests,
  type TestEnv,
  type TestSite,
} from './helpers/test-env.ts';
import { createRedis } from '@folio/platform';

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv({ WEBHOOK_BODY_LIMIT_BYTES: '4096' });
});
afterAll(async () => env.close());

async function freshSite(): Promise<TestSite> {
  return createSite(env, await createTenant(env));
}

describe('POST /webhooks/github/:siteId', () => {
  it('queues a production build for a push to the site branch and asks the workers to dispatch it', async () => {
    const site = await freshSite();
    const after = sha('prod-1');
    const requests = await watchDispatchRequests(env);
    const response = await env.app.inject(githubPush(site, { branch: 'main', after }));
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toMatchObject({ outcome: 'queued', duplicate: false });
    expect(await buildsOf(env, site.id)).toEqual([
      expect.objectContaining({
        id: body.buildId,
        kind: 'production',
        branch: 'main',
        commit_sha: after,
        status: 'queued',
        trigger: 'push',
      }),
    ]);
    expect(await waitingBuildIds(env)).toContain(body.buildId);
    expect(await requests.count(1)).toBeGreaterThanOrEqual(1);
    requests.close();
  });

  it('answers 401 and queues nothing for a missing or wrong signature', async () => {
    const site = await freshSite();
    const before = await waitingBuildIds(env);
    const missing = await env.app.inject(githubPush(site, {}, { signature: null }));
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_SIGNATURE',
      message: "X-Hub-Signature-256 is missing: set the site's webhook secret in the GitHub webhook",
    });
    const wrong = await env.app.inject(githubPush(site, {}, { secret: 'not-the-secret' }));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('X-Hub-Signature-256 does not match the body: check the webhook secret');
    const garbage = await env.app.inject(githubPush(site, {}, { signature: 'sha256=zz' }));
    expect(garbage.statusCode).toBe(401);
    expect(await buildsOf(env, site.id)).toEqual([]);
    expect(await waitingBuildIds(env)).toEqual(before);
    const deliveries = await env.db.pool.query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE site_id = $1', [
      site.id,
    ]);
    expect(deliveries.rows[0].n).toBe(0);
  });

  it('makes a redelivery idempotent: one build, the same answer', async () => {
    const site = await freshSite();
    const request = githubPush(site, { branch: 'main' }, { delivery: 'd1a2b3c4-0000-4000-8000-000000000001' });
    const first = await env.app.inject(request);
    const second = await env.app.inject(request);
    const concurrent = await Promise.all([env.app.inject(request), env.app.inject(request)]);
    expect(first.json().outcome).toBe('queued');
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ outcome: 'queued', duplicate: true, buildId: first.json().buildId });
    expect(concurrent.map((r) => r.json().buildId)).toEqual([first.json().buildId, first.json().buildId]);
    expect(await buildsOf(env, site.id)).toHaveLength(1);
  });

  it('asks the workers again on the redelivery of a still-queued build', async () => {
    const site = await freshSite();
    const request = githubPush(site, { branch: 'main' }, { delivery: 'lost-job-delivery' });
    const buildId = (await env.app.inject(request)).json().buildId;
    const requests = await watchDispatchRequests(env);
    expect((await env.app.inject(request)).json()).toMatchObject({ duplicate: true, buildId });
    expect(await requests.count(1)).toBeGreaterThanOrEqual(1);
    expect(await waitingBuildIds(env)).toContain(buildId);
    requests.close();
  });

  it('answers 400 for malformed JSON with a valid signature, and records nothing', async () => {
    const site = await freshSite();
    const response = await env.app.inject(githubPush(site, {}, { rawBody: '{"ref": "refs/heads/main",' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
    expect(response.json().message).toMatch(/^the webhook body is not valid JSON: /);
    expect(await buildsOf(env, site.id)).toEqual([]);
  });

  it('answers 413 for a body over the limit', async () => {
    const site = await freshSite();
    const big = JSON.stringify({ ref: 'refs/heads/main', after: sha(1), padding: 'x'.repeat(5_000) });
    const response = await env.app.inject(githubPush(site, {}, { rawBody: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'BODY_TOO_LARGE' });
    expect(await buildsOf(env, site.id)).toEqual([]);
  });

  it('queues a preview build for a push to another branch', async () => {
    const site = await freshSite();
    const response = await env.app.inject(githubPush(site, { branch: 'feature/login' }));
    expect(response.statusCode).toBe(202);
    expect(await buildsOf(env, site.id)).toEqual([
      expect.objectContaining({ kind: 'preview', branch: 'feature/login', status: 'queued' }),
    ]);
  });

  it('removes the preview of a deleted branch, cancels its queued build and tells the edges', async () => {
    const site = await freshSite();
    const { deploymentId } = await insertFinishedBuild(env, site.id, { kind: 'preview', branch: 'feature/x' });
    await env.app.inject(githubPush(site, { branch: 'feature/x' }));
    const subscriber = createRedis(REDIS_URL, () => {});
    const messages: string[] = [];
    await subscriber.subscribe(SITE_EVENTS_CHANNEL);
    subscriber.on('message', (_channel, message) => messages.push(message));
    try {
      const response = await env.app.inject(githubPush(site, { branch: 'feature/x', deleted: true }));
      expect(response.json()).toMatchObject({ outcome: 'preview-removed', buildId: null });
      const deployment = await env.db.pool.query('SELECT removed_at FROM deployments WHERE id = $1', [deploymentId]);
      expect(deployment.rows[0].removed_at).toBeInstanceOf(Date);
      expect((await buildsOf(env, site.id)).map((b) => b.status).sort()).toEqual(['canceled', 'succeeded']);
      await expect
        .poll(() => messages)
        .toContainEqual(JSON.stringify({ type: 'preview-removed', siteId: site.id, branch: 'feature/x' }));
    } finally {
      subscriber.disconnect();
    }
  });

  it('never removes production when the production branch is deleted', async () => {
    const site = await freshSite();
    const { deploymentId } = await insertFinishedBuild(env, site.id, { kind: 'production', branch: 'main' });
    const response = await env.app.inject(githubPush(site, { branch: 'main', deleted: true }));
    expect(response.json().outcome).toBe('ignored');
    const deployment = await env.db.pool.query('SELECT removed_at FROM deployments WHERE id = $1', [deploymentId]);
    expect(deployment.rows[0].removed_at).toBeNull();
  });

  it('supersedes builds still queued for the same site and branch, not other branches', async () => {
    const site = await freshSite();
    const first = (await env.app.inject(githubPush(site, { branch: 'main', after: sha('a') }))).json().buildId;
    const other = (await env.app.inject(githubPush(site, { branch: 'docs-v2', after: sha('b') }))).json().buildId;
    const latest = (await env.app.inject(githubPush(site, { branch: 'main', after: sha('c') }))).json().buildId;
    const builds = await buildsOf(env, site.id);
    expect(builds.find((b) => b.id === first)).toMatchObject({ status: 'superseded', superseded_by: latest });
    expect(builds.find((b) => b.id === other)).toMatchObject({ status: 'queued' });
    expect(builds.find((b) => b.id === latest)).toMatchObject({ status: 'queued', commit_sha: sha('c') });
  });

  it('keeps exactly the last of many concurrent pushes queued', async () => {
    const site = await freshSite();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => env.app.inject(githubPush(site, { branch: 'main', after: sha(`p${i}`) }))),
    );
    const builds = await buildsOf(env, site.id);
    expect(builds).toHaveLength(12);
    const queued = builds.filter((b) => b.status === 'queued');
    expect(queued).toHaveLength(1);
    // The queued one is the build recorded last: every other build was superseded by a later one,
    // and following `superseded_by` from any build ends at the queued one.
    const byId = new Map(builds.map((b) => [b.id, b]));
    for (const build of builds) {
      let current = build;
      for (let hops = 0; current.status === 'superseded' && hops < builds.length; hops++)
        current = byId.get(current.superseded_by!)!;
      expect(current.id).toBe(queued[0].id);
    }
    const last = await env.db.pool.query('SELECT id FROM builds WHERE site_id = $1 ORDER BY queued_at DESC LIMIT 1', [
      site.id,
    ]);
    expect(last.rows[0].id).toBe(queued[0].id);
  });

  it('answers ping with 200 and ignores tags and other events', async () => {
    const site = await freshSite();
    const ping = await env.app.inject(
      githubPush(site, {}, { event: 'ping', rawBody: JSON.stringify({ zen: 'Keep it simple.', hook_id: 1 }) }),
    );
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ outcome: 'pong', duplicate: false, buildId: null });
    const tag = await env.app.inject(githubPush(site, { ref: 'refs/tags/v1.0.0' }));
    expect(tag.json()).toMatchObject({ outcome: 'ignored' });
    const issue = await env.app.inject(githubPush(site, {}, { event: 'issues' }));
    expect(issue.json()).toMatchObject({ outcome: 'ignored' });
    expect(await buildsOf(env, site.id)).toEqual([]);
  });

  it('accepts the form-encoded payload GitHub can send', async () => {
    const site = await freshSite();
    const json = JSON.stringify({ ref: 'refs/heads/main', after: sha('form') });
    const request = githubPush(site, {}, { rawBody: `payload=${encodeURIComponent(json)}` });
    request.headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await env.app.inject(request);
    expect(response.json()).toMatchObject({ outcome: 'queued' });
    expect((await buildsOf(env, site.id))[0].commit_sha).toBe(sha('form'));
  });

  it('answers 404 for an unknown site and 400 for a malformed site id', async () => {
    const site = await freshSite();
    const unknown = githubPush({ ...site, id: '00000000-0000-4000-8000-000000000000' }, {});
    expect((await env.app.inject(unknown)).json()).toMatchObject({ statusCode: 404, code: 'SITE_NOT_FOUND' });
    const malformed = githubPush({ ...site, id: 'not-a-uuid' }, {});
    expect((await env.app.inject(malformed)).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('stops accepting the old secret once it is rotated', async () => {
    const tenant = await createTenant(env);
    const site = await createSite(env, tenant);
    const rotated = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${site.id}/webhook-secret`,
      headers: tenant.auth,
    });
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().webhookSecret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await env.app.inject(githubPush(site, {}))).statusCode).toBe(401);
    expect((await env.app.inject(githubPush({ ...site, webhookSecret: secret }, {}))).statusCode).toBe(202);
  });
});
