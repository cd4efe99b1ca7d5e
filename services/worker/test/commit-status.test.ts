// Builds report back to the git host through its commit status API (GitHub and GitLab), here a
// local stand-in speaking their documented protocol: pending once a worker runs the build, then
// success or failure linking to the build's dashboard page, the preview's URL for a preview build,
// nothing for a site without a token, and a build that succeeds whatever the status API does.
import { createLogger, previewHostname } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGitHttpServer, type GitHttpServer } from '../../../test/git-http-server.ts';
import type { RunningWorker, WorkerDeps } from '../src/app.ts';
import { docsSite } from './helpers/docs-site.ts';
import type { RepoFile } from './helpers/git-repo.ts';
import { startGitHostApi, type GitHostApi, type ReceivedStatus } from '@folio/platform/testing';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

const TOKEN = 'ghp_StatusToken0123456789abcdefABCDEF01';
const DASHBOARD = 'https://app.folio.test';
const SITES_DOMAIN = 'folio-sites.test';

let env: WorkerEnv;
let api: GitHostApi;
/** A second git server on the same repositories: its host is mapped to GitLab. */
let gitlabGit: GitHttpServer;
const gitlabCredentials: Record<string, { password: string }> = {};
const logLines: string[] = [];

beforeAll(async () => {
  env = await startWorkerEnv();
  api = await startGitHostApi();
  gitlabGit = await startGitHttpServer({ root: env.gitRoot, credentials: gitlabCredentials });
});
afterAll(async () => {
  await env?.close();
  await api?.close();
  await gitlabGit?.close();
});

/** A worker whose git hosts' status APIs are the stand-in; closing it waits for its statuses. */
async function startReportingWorker(overrides: Partial<WorkerDeps['commitStatus']> = {}): Promise<RunningWorker> {
  logLines.length = 0;
  return env.startWorker({
    logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }),
    dashboardUrl: DASHBOARD,
    previewUrl: (branch, slug) => `https://${previewHostname(branch, slug, SITES_DOMAIN)}`,
    commitStatus: {
      hosts: [
        { host: new URL(env.git.url).host, provider: 'github', apiBaseUrl: api.url },
        { host: new URL(gitlabGit.url).host, provider: 'gitlab', apiBaseUrl: `${api.url}/api/v4` },
      ],
      timeoutMs: 5_000,
      attempts: 3,
      retryDelayMs: 20,
      ...overrides,
    },
  });
}

/** A repository `owner/name` on the git server with a docs site of `pages` pages committed. */
async function repoWithSite(
  name: string,
  files: Record<string, RepoFile> = docsSite(3),
): Promise<{ sha: string; siteId: string; path: string }> {
  const repo = await env.createRepo(name);
  const sha = await repo.commit(files);
  const siteId = await env.createSite(repo, { token: TOKEN });
  api.allow(name, TOKEN);
  return { sha, siteId, path: repo.path };
}

async function expectSucceeded(buildId: string): Promise<void> {
  const build = await env.waitForBuild(buildId, 120_000);
  expect(build.status, `${build.error_message}\n${build.log}`).toBe('succeeded');
}

function statusesFor(sha: string): ReceivedStatus[] {
  return api.received.filter((request) => request.sha === sha);
}

function summary(requests: ReceivedStatus[]): Array<[unknown, unknown, number | null]> {
  return requests.map((request) => [request.body.context ?? request.body.name, request.body.state, request.answered]);
}

/** Queues a build, waits for it to succeed, then stops the worker so every status it sent is in. */
async function buildAndStop(
  worker: RunningWorker,
  siteId: string,
  options: Parameters<typeof env.queueBuild>[1],
): Promise<string> {
  const buildId = await env.queueBuild(siteId, options);
  await expectSucceeded(buildId);
  await worker.close(10_000);
  return buildId;
}

describe('commit statuses on GitHub', () => {
  it('sets pending, then success linking to the build page, with the documented request', async () => {
    const worker = await startReportingWorker();
    const { sha, siteId } = await repoWithSite('acme/good');
    const buildId = await buildAndStop(worker, siteId, { commitSha: sha });

    const sent = statusesFor(sha);
    expect(summary(sent)).toEqual([
      ['folio/build', 'pending', 201],
      ['folio/build', 'success', 201],
    ]);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe(`/repos/acme/good/statuses/${sha}`);
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers.accept).toBe('application/vnd.github+json');
      expect(request.headers['x-github-api-version']).toBe('2022-11-28');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.body.target_url).toBe(`${DASHBOARD}/sites/${siteId}/builds/${buildId}`);
    }
    expect(sent[0]!.body.description).toBe('Building the docs');
    expect(sent[1]!.body.description).toBe('3 pages built; live');
  }, 150_000);

  it('says how many broken links the build found in the success description', async () => {
    const worker = await startReportingWorker();
    const body = (i: number) =>
      i === 1 ? 'See [gone](/nowhere) and [the section](/page-2#no-such-section).' : `Body of page ${i}.`;
    const { sha, siteId } = await repoWithSite('acme/links', docsSite(3, { body }));
    await buildAndStop(worker, siteId, { commitSha: sha });
    const sent = statusesFor(sha);
    expect(summary(sent)).toEqual([
      ['folio/build', 'pending', 201],
      ['folio/build', 'success', 201],
    ]);
    expect(sent[1]!.body.description).toBe('3 pages built, 2 broken links; live');
  }, 150_000);

  it('sets failure with the reason when docs.json is broken', async () => {
    const worker = await startReportingWorker();
    const { sha, siteId } = await repoWithSite('acme/broken', {
      'docs.json': '{ "name": "Broken", ',
      'index.mdx': '# Hi\n',
    });
    const buildId = await env.queueBuild(siteId, { commitSha: sha });
    const build = await env.waitForBuild(buildId, 120_000);
    expect(build.status).toBe('failed');
    await worker.close(10_000);

    const sent = statusesFor(sha);
    expect(summary(sent)).toEqual([
      ['folio/build', 'pending', 201],
      ['folio/build', 'failure', 201],
    ]);
    const description = String(sent[1]!.body.description);
    expect(description).toMatch(/^docs\.json could not be read/);
    expect(description.length).toBeLessThanOrEqual(140);
    expect(build.error_message!.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(sent[1]!.body.target_url).toBe(`${DASHBOARD}/sites/${siteId}/builds/${buildId}`);
  }, 150_000);

  it('posts the preview URL of a preview build as the folio/preview status', async () => {
    const worker = await startReportingWorker();
    const repo = await env.createRepo('acme/preview');
    await repo.commit(docsSite(2));
    const sha = await repo.commit(docsSite(2, { name: 'Preview Docs' }), { branch: 'feature/Login' });
    const siteId = await env.createSite(repo, { token: TOKEN });
    api.allow('acme/preview', TOKEN);
    const slug = (await env.db.pool.query<{ slug: string }>('SELECT slug FROM sites WHERE id = $1', [siteId])).rows[0]!
      .slug;
    await buildAndStop(worker, siteId, { commitSha: sha, branch: 'feature/Login', kind: 'preview' });

    const sent = statusesFor(sha);
    expect(summary(sent)).toEqual([
      ['folio/build', 'pending', 201],
      ['folio/build', 'success', 201],
      ['folio/preview', 'success', 201],
    ]);
    expect(sent[1]!.body.description).toBe('2 pages built');
    expect(sent[2]!.body.target_url).toBe(`https://${previewHostname('feature/Login', slug, SITES_DOMAIN)}`);
    expect(sent[2]!.body.target_url).toMatch(
      /^https:\/\/feature-login-[0-9a-f]{6}--site-[0-9a-f]{8}\.folio-sites\.test$/,
    );
    expect(sent[2]!.body.description).toBe('Preview of feature/Login is ready');
  }, 150_000);

  it('reports a build of the branch head once it knows the commit: its outcome only', async () => {
    const worker = await startReportingWorker();
    const { sha, siteId } = await repoWithSite('acme/head');
    await buildAndStop(worker, siteId, { commitSha: null });
    expect(summary(statusesFor(sha))).toEqual([['folio/build', 'success', 201]]);
  }, 150_000);

  it('sends nothing for a site without a token', async () => {
    const worker = await startReportingWorker();
    const repo = await env.createRepo('acme/public');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo);
    await buildAndStop(worker, siteId, { commitSha: sha });
    expect(statusesFor(sha)).toEqual([]);
  }, 150_000);

  it('sends nothing when statuses are turned off', async () => {
    const worker = await startReportingWorker({ enabled: false });
    const { sha, siteId } = await repoWithSite('acme/off');
    await buildAndStop(worker, siteId, { commitSha: sha });
    expect(statusesFor(sha)).toEqual([]);
  }, 150_000);
});

describe('a status API that fails never fails a build', () => {
  it('500 with the token echoed: each status tried 3 times, the build succeeds, no log holds the token', async () => {
    api.force = (request) =>
      request.repository === 'acme/down'
        ? { status: 500, body: JSON.stringify({ message: `token ${TOKEN} broke us` }) }
        : undefined;
    try {
      const worker = await startReportingWorker();
      const { sha, siteId } = await repoWithSite('acme/down');
      const buildId = await buildAndStop(worker, siteId, { commitSha: sha });
      expect(summary(statusesFor(sha))).toEqual([
        ['folio/build', 'pending', 500],
        ['folio/build', 'pending', 500],
        ['folio/build', 'pending', 500],
        ['folio/build', 'success', 500],
        ['folio/build', 'success', 500],
        ['folio/build', 'success', 500],
      ]);
      const warnings = logLines.filter((line) => line.includes('commit status not set'));
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toContain('HTTP 500');
      const logged = logLines.join('');
      expect(logged).toContain(buildId);
      expect(logged).not.toContain(TOKEN);
      expect(logged).not.toContain(TOKEN.slice(4, 20));
    } finally {
      api.force = undefined;
    }
  }, 150_000);

  it('a host that never answers does not hold the build: it succeeds while the status request hangs', async () => {
    api.force = (request) => (request.repository === 'acme/hang' ? 'hang' : undefined);
    try {
      const worker = await startReportingWorker({ timeoutMs: 120_000 });
      const { sha, siteId } = await repoWithSite('acme/hang');
      const buildId = await env.queueBuild(siteId, { commitSha: sha });
      await expectSucceeded(buildId);
      // The pending status is still waiting for its answer, and the success waits behind it.
      await vi.waitFor(() => expect(api.hanging()).toBe(1), { timeout: 10_000 });
      expect(summary(statusesFor(sha))).toEqual([['folio/build', 'pending', null]]);
      // Closing the worker abandons it: the connection is dropped rather than left open.
      await worker.close(100);
      await vi.waitFor(() => expect(api.hanging()).toBe(0), { timeout: 5_000 });
    } finally {
      api.force = undefined;
    }
  }, 150_000);

  it('a request that times out is tried again, and the statuses still arrive in order', async () => {
    let first = true;
    api.force = (request) => {
      if (request.repository !== 'acme/slow' || !first) return undefined;
      first = false;
      return 'hang';
    };
    try {
      const worker = await startReportingWorker({ timeoutMs: 5_000 });
      const { sha, siteId } = await repoWithSite('acme/slow');
      const buildId = await env.queueBuild(siteId, { commitSha: sha });
      await expectSucceeded(buildId);
      // The pending status times out 5 s after it was sent, then it and the success go out again.
      // Closing the worker waits at most 5 s for statuses and then abandons them, so whether they
      // fit depends on how long the build took; this test is about the retry, so it waits for the
      // last status's answer (a deadline, not a delay) before closing.
      await vi.waitFor(() => expect(summary(statusesFor(sha)).at(-1)).toEqual(['folio/build', 'success', 201]), {
        timeout: 60_000,
        interval: 100,
      });
      await worker.close(10_000);
      expect(summary(statusesFor(sha))).toEqual([
        ['folio/build', 'pending', null],
        ['folio/build', 'pending', 201],
        ['folio/build', 'success', 201],
      ]);
    } finally {
      api.force = undefined;
    }
  }, 150_000);

  it('401 (a token the host does not know): one request, no retry, the rest of the build not sent', async () => {
    const worker = await startReportingWorker();
    const repo = await env.createRepo('acme/revoked');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo, { token: 'glpat-UnknownToTheApi0123456789' });
    await buildAndStop(worker, siteId, { commitSha: sha });
    expect(summary(statusesFor(sha))).toEqual([['folio/build', 'pending', 401]]);
    const warning = logLines.find((line) => line.includes('commit status refused'));
    expect(warning).toContain("the site's token cannot set statuses");
    expect(warning).toContain('Bad credentials');
    expect(logLines.join('')).not.toContain('UnknownToTheApi');
  }, 150_000);

  it('404 (the token cannot see the repository): one request, the build succeeds', async () => {
    const worker = await startReportingWorker();
    const repo = await env.createRepo('acme/hidden');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo, { token: TOKEN });
    api.allow('acme/someone-else', TOKEN);
    await buildAndStop(worker, siteId, { commitSha: sha });
    expect(summary(statusesFor(sha))).toEqual([['folio/build', 'pending', 404]]);
  }, 150_000);

  it('422 (the host refuses that status): not retried, later statuses still sent', async () => {
    const worker = await startReportingWorker();
    const repo = await env.createRepo('acme/unknown-commit');
    const sha = await repo.commit(docsSite(2));
    api.unknownCommits.add(sha);
    const siteId = await env.createSite(repo, { token: TOKEN });
    api.allow('acme/unknown-commit', TOKEN);
    await buildAndStop(worker, siteId, { commitSha: sha });
    expect(summary(statusesFor(sha))).toEqual([
      ['folio/build', 'pending', 422],
      ['folio/build', 'success', 422],
    ]);
    expect(logLines.find((line) => line.includes('commit status refused'))).toContain(
      `No commit found for SHA: ${sha}`,
    );
  }, 150_000);
});

describe('commit statuses on GitLab', () => {
  it('sets running, then success, on the URL-encoded project path with PRIVATE-TOKEN', async () => {
    const worker = await startReportingWorker();
    const repo = await env.createRepo('group/sub/docs');
    const sha = await repo.commit(docsSite(2));
    gitlabCredentials['group/sub/docs.git'] = { password: TOKEN };
    const siteId = await env.createSite(repo, { token: TOKEN, repoUrl: `${gitlabGit.url}/group/sub/docs.git` });
    api.allow('group/sub/docs', TOKEN);
    const buildId = await buildAndStop(worker, siteId, { commitSha: sha });

    const sent = statusesFor(sha);
    expect(summary(sent)).toEqual([
      ['folio/build', 'running', 201],
      ['folio/build', 'success', 201],
    ]);
    for (const request of sent) {
      expect(request.path).toBe(`/api/v4/projects/group%2Fsub%2Fdocs/statuses/${sha}`);
      expect(request.headers['private-token']).toBe(TOKEN);
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body).toMatchObject({ ref: 'main', target_url: `${DASHBOARD}/sites/${siteId}/builds/${buildId}` });
    }
  }, 150_000);
});
