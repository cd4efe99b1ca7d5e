// The queued commit status the API sets the moment it queues a build (push webhook, API, "build
// now" at a commit), against a local stand-in of GitHub's and GitLab's commit status APIs: what is
// sent, that the API never waits for the host, that a redirect is never followed, that the token is
// masked in the logs, and that a status the worker overtook is not sent again.
import { Writable } from 'node:stream';
import { startGitHostApi, type GitHostApi, type ReceivedStatus } from '@folio/platform/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSite,
  createTenant,
  githubPush,
  sha,
  startTestEnv,
  type TestEnv,
  type TestTenant,
} from './helpers/test-env.ts';

const GITHUB_TOKEN = 'ghp_queuedStatusToken0123456789abcdef';
const GITLAB_TOKEN = 'glpat-queuedStatusToken0123456789';
const DASHBOARD = 'https://app.folio-dashboard.dev';

let env: TestEnv;
let api: GitHostApi;
let tenant: TestTenant;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startGitHostApi();
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write: (chunk, _encoding, done) => {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  env = await startTestEnv(
    {
      DASHBOARD_ORIGIN: DASHBOARD,
      COMMIT_STATUS_ENABLED: 'true',
      COMMIT_STATUS_HOSTS: `git.acme.example=github:${api.url},gitlab.acme.example=gitlab:${api.url}/api/v4`,
      COMMIT_STATUS_TIMEOUT_MS: '1000',
    },
    { logger },
  );
  tenant = await createTenant(env);
});
afterAll(async () => {
  await env?.close();
  await api?.close();
});

/** Waits (bounded) until `done` holds: the statuses go out after the API has answered. */
async function eventually(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

function statusesFor(commit: string): ReceivedStatus[] {
  return api.received.filter((request) => request.sha === commit);
}

async function githubSite(repository: string, token: string | null = GITHUB_TOKEN) {
  if (token !== null) api.allow(repository, token);
  return createSite(env, tenant, {
    name: repository,
    repoUrl: `https://git.acme.example/${repository}.git`,
    ...(token === null ? {} : { gitToken: token }),
  });
}

describe('the queued commit status', () => {
  it('is set on GitHub when a push is queued, linking to the build page', async () => {
    const site = await githubSite('acme/pushed');
    const commit = sha('pushed');
    const response = await env.app.inject(githubPush(site, { branch: 'main', after: commit }));
    expect(response.statusCode).toBe(202);
    const { buildId } = response.json();
    await eventually(
      () => statusesFor(commit).some((request) => request.answered !== null),
      'the status reached the host',
    );
    const [sent, ...more] = statusesFor(commit);
    expect(more).toEqual([]);
    expect(sent!.path).toBe(`/repos/acme/pushed/statuses/${commit}`);
    expect(sent!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(sent!.body).toEqual({
      state: 'pending',
      context: 'folio/build',
      description: 'Queued: waiting for a worker to build the docs',
      target_url: `${DASHBOARD}/sites/${site.id}/builds/${buildId}`,
    });
    expect(sent!.answered).toBe(201);
  });

  it("is GitLab's pending (not running) for a build queued through the API at a commit", async () => {
    api.allow('acme/group/docs', GITLAB_TOKEN);
    const site = await createSite(env, tenant, {
      name: 'GitLab',
      repoUrl: 'https://gitlab.acme.example/acme/group/docs.git',
      gitToken: GITLAB_TOKEN,
    });
    const commit = sha('gitlab');
    const response = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${site.id}/builds`,
      headers: tenant.auth,
      payload: { branch: 'feature/x', commitSha: commit },
    });
    expect(response.statusCode).toBe(202);
    await eventually(
      () => statusesFor(commit).some((request) => request.answered !== null),
      'the status reached the host',
    );
    const [sent] = statusesFor(commit);
    expect(sent!.path).toBe(`/api/v4/projects/${encodeURIComponent('acme/group/docs')}/statuses/${commit}`);
    expect(sent!.headers['private-token']).toBe(GITLAB_TOKEN);
    expect(sent!.body).toMatchObject({ state: 'pending', name: 'folio/build', ref: 'feature/x' });
    expect(sent!.answered).toBe(201);
  });

  it('never holds the request: the API answers while the git host has not', async () => {
    const site = await githubSite('acme/silent');
    const commit = sha('silent');
    api.force = (request) => (request.sha === commit ? 'hang' : undefined);
    try {
      const response = await env.app.inject(githubPush(site, { branch: 'main', after: commit }));
      expect(response.statusCode).toBe(202);
      // The host received the status and is still sitting on it: the answer above did not wait.
      await eventually(() => statusesFor(commit).length === 1, 'the host holds the request');
      expect(api.hanging()).toBeGreaterThanOrEqual(1);
      expect(statusesFor(commit)[0]!.answered).toBeNull();
    } finally {
      api.force = undefined;
    }
  });

  it('never follows a redirect with the token, and masks the token a refusal echoes', async () => {
    const site = await githubSite('acme/moved');
    const moved = sha('moved');
    const refused = sha('refused');
    api.force = (request) => {
      if (request.sha === moved)
        return { status: 307, body: JSON.stringify({ message: 'Moved', url: `${api.url}/elsewhere` }) };
      if (request.sha === refused)
        return { status: 422, body: JSON.stringify({ message: `token ${GITHUB_TOKEN} may not set this status` }) };
      return undefined;
    };
    try {
      await env.app.inject(githubPush(site, { branch: 'main', after: moved }));
      await env.app.inject(githubPush(site, { branch: 'other', after: refused }));
      await eventually(
        () => logLines.filter((line) => line.includes('commit status refused') && line.includes(site.id)).length === 2,
        'both refusals logged',
      );
    } finally {
      api.force = undefined;
    }
    expect(statusesFor(moved)).toHaveLength(1);
    expect(api.received.some((request) => request.path === '/elsewhere')).toBe(false);
    const refusal = logLines.find((line) => line.includes('commit status refused') && line.includes(refused))!;
    expect(JSON.parse(refusal)).toMatchObject({ httpStatus: 422, reason: 'token [redacted] may not set this status' });
    expect(logLines.join('\n')).not.toContain(GITHUB_TOKEN);
  });

  it('is not sent again once a worker took the build: a retry would overwrite its status', async () => {
    const site = await githubSite('acme/overtaken');
    const commit = sha('overtaken');
    api.force = (request) => (request.sha === commit ? 'hang' : undefined);
    try {
      const response = await env.app.inject(githubPush(site, { branch: 'main', after: commit }));
      await eventually(() => statusesFor(commit).length === 1, 'the first attempt is held');
      // The worker claims the build (and sets its own status) while the first attempt waits.
      await env.db.pool.query(`UPDATE builds SET status = 'running', started_at = now() WHERE id = $1`, [
        response.json().buildId,
      ]);
      await eventually(
        () =>
          logLines.some((line) => line.includes('commit status dropped: the build moved on') && line.includes(commit)),
        'the retry dropped',
      );
    } finally {
      api.force = undefined;
    }
    expect(statusesFor(commit)).toHaveLength(1);
  });

  it('is not sent for a build of the branch head, a site without a token, or a redelivery', async () => {
    const withoutToken = await githubSite('acme/public', null);
    const untokened = sha('public');
    await env.app.inject(githubPush(withoutToken, { branch: 'main', after: untokened }));
    const site = await githubSite('acme/redelivered');
    const commit = sha('redelivered');
    const delivery = { delivery: '5b0c8f3e-0000-4000-8000-000000000017' };
    await env.app.inject(githubPush(site, { branch: 'main', after: commit }, delivery));
    await env.app.inject(githubPush(site, { branch: 'main', after: commit }, delivery));
    const head = await env.app.inject({
      method: 'POST',
      url: `/v1/sites/${site.id}/builds`,
      headers: tenant.auth,
      payload: { branch: 'head-only' },
    });
    expect(head.statusCode).toBe(202);
    // A last status behind all of those, so every earlier one had its chance to go out.
    const marker = sha('marker');
    await env.app.inject(githubPush(site, { branch: 'marker', after: marker }));
    await eventually(
      () => statusesFor(marker).some((request) => request.answered !== null),
      'the marker status arrived',
    );
    expect(statusesFor(untokened)).toEqual([]);
    expect(statusesFor(commit)).toHaveLength(1);
    expect(
      api.received.filter((request) => request.repository === 'acme/redelivered').map((request) => request.sha),
    ).toEqual([commit, marker]);
  });
});
