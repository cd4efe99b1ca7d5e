import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildsOf,
  createSite,
  createTenant,
  sha,
  startTestEnv,
  waitingBuildIds,
  type TestEnv,
  type TestSite,
} from './helpers/test-env.ts';

let env: TestEnv;
let site: TestSite;
beforeAll(async () => {
  env = await startTestEnv();
  site = await createSite(env, await createTenant(env), { branch: 'main' });
});
afterAll(async () => env.close());

function gitlabPush(body: Record<string, unknown>, headers: Record<string, string | undefined> = {}) {
  const all: Record<string, string> = {
    'content-type': 'application/json',
    'x-gitlab-event': 'Push Hook',
    'x-gitlab-token': site.webhookSecret,
  };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete all[name];
    else all[name] = value;
  }
  return {
    method: 'POST' as const,
    url: `/webhooks/gitlab/${site.id}`,
    headers: all,
    payload: JSON.stringify({ object_kind: 'push', ...body }),
  };
}

function genericPush(
  body: Record<string, unknown> | string,
  options: { secret?: string; timestamp?: number; delivery?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', options.secret ?? site.webhookSecret)
    .update(`${timestamp}.${raw}`)
    .digest('hex');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-folio-timestamp': timestamp,
    'x-folio-signature': `v1=${signature}`,
  };
  if (options.delivery) headers['x-folio-delivery'] = options.delivery;
  return { method: 'POST' as const, url: `/webhooks/generic/${site.id}`, headers, payload: raw };
}

describe('POST /webhooks/gitlab/:siteId', () => {
  it('queues a build for a Push Hook with the right token', async () => {
    const response = await env.app.inject(gitlabPush({ ref: 'refs/heads/main', after: sha('gl1') }));
    expect(response.statusCode).toBe(202);
    const { buildId } = response.json();
    expect(await waitingBuildIds(env)).toContain(buildId);
    expect((await buildsOf(env, site.id)).find((b) => b.id === buildId)).toMatchObject({
      kind: 'production',
      commit_sha: sha('gl1'),
    });
  });

  it('answers 401 for a missing or wrong X-Gitlab-Token, queueing nothing', async () => {
    const before = (await buildsOf(env, site.id)).length;
    const missing = await env.app.inject(
      gitlabPush({ ref: 'refs/heads/main', after: sha(1) }, { 'x-gitlab-token': undefined }),
    );
    expect(missing.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_SIGNATURE',
      message: "X-Gitlab-Token is missing: set the site's webhook secret as the secret token",
    });
    const wrong = await env.app.inject(
      gitlabPush({ ref: 'refs/heads/main', after: sha(1) }, { 'x-gitlab-token': 'nope' }),
    );
    expect(wrong.statusCode).toBe(401);
    expect((await buildsOf(env, site.id)).length).toBe(before);
  });

  it('deduplicates by Idempotency-Key', async () => {
    const request = gitlabPush({ ref: 'refs/heads/gl-feature', after: sha('gl2') }, { 'idempotency-key': 'gl-key-1' });
    const first = await env.app.inject(request);
    const second = await env.app.inject(request);
    expect(second.json()).toEqual({ outcome: 'queued', duplicate: true, buildId: first.json().buildId });
    expect((await buildsOf(env, site.id)).filter((b) => b.branch === 'gl-feature')).toHaveLength(1);
  });

  it('treats an all-zero after as a branch deletion and ignores other events', async () => {
    const deleted = await env.app.inject(gitlabPush({ ref: 'refs/heads/gl-feature', after: '0'.repeat(40) }));
    expect(deleted.json().outcome).toBe('preview-removed');
    expect((await buildsOf(env, site.id)).find((b) => b.branch === 'gl-feature')?.status).toBe('canceled');
    const tag = await env.app.inject(
      gitlabPush({ ref: 'refs/tags/v1', after: sha(3) }, { 'x-gitlab-event': 'Tag Push Hook' }),
    );
    expect(tag.json().outcome).toBe('ignored');
  });

  it('answers 400 for malformed JSON', async () => {
    const request = gitlabPush({});
    request.payload = '{oops';
    expect((await env.app.inject(request)).json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
  });
});

describe('POST /webhooks/generic/:siteId', () => {
  it('queues a build for a correctly signed request naming a branch', async () => {
    const response = await env.app.inject(genericPush({ branch: 'main', commitSha: sha('g1') }));
    expect(response.statusCode).toBe(202);
    expect((await buildsOf(env, site.id)).find((b) => b.id === response.json().buildId)).toMatchObject({
      commit_sha: sha('g1'),
      trigger: 'push',
    });
  });

  it('refuses a wrong signature, a missing one, and a stale timestamp', async () => {
    const wrong = await env.app.inject(genericPush({ branch: 'main' }, { secret: 'other' }));
    expect(wrong.json()).toMatchObject({ statusCode: 401, code: 'INVALID_SIGNATURE' });
    const request = genericPush({ branch: 'main' });
    delete (request.headers as Record<string, string>)['x-folio-signature'];
    expect((await env.app.inject(request)).statusCode).toBe(401);
    const stale = await env.app.inject(
      genericPush({ branch: 'main' }, { timestamp: Math.floor(Date.now() / 1000) - 3_600 }),
    );
    expect(stale.json().message).toMatch(/^X-Folio-Timestamp \d+ is too far from the server clock/);
  });

  it('deduplicates by X-Folio-Delivery and rejects a body without a ref', async () => {
    const a = await env.app.inject(genericPush({ ref: 'refs/heads/main' }, { delivery: 'ci-run-77' }));
    const b = await env.app.inject(genericPush({ ref: 'refs/heads/main' }, { delivery: 'ci-run-77' }));
    expect(b.json()).toEqual({ outcome: 'queued', duplicate: true, buildId: a.json().buildId });
    const noRef = await env.app.inject(genericPush({ commitSha: sha(5) }));
    expect(noRef.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_WEBHOOK',
      message: 'the push payload has no "ref" string',
    });
    const badSha = await env.app.inject(genericPush({ branch: 'main', commitSha: 'HEAD' }));
    expect(badSha.json()).toMatchObject({ statusCode: 400, code: 'INVALID_WEBHOOK' });
  });
});
