import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsSite } from './helpers/docs-site.ts';
import { startStallingGitHost, type StallingGitHost } from './helpers/stalling-git-host.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

// A git host that accepts the clone's connection and never answers, with a build deadline shorter
// than the clone's own idle time-out: the deadline ends the build while the host still holds it.
// That is the host's trouble, not the repository's, so the build is tried again (issue 13).
let env: WorkerEnv;
let host: StallingGitHost;
beforeAll(async () => {
  env = await startWorkerEnv();
  host = await startStallingGitHost(env.git.url, { stallFirst: 1 });
  await env.startWorker({ limits: { gitTimeoutMs: 120_000 }, thread: { maxMemoryMb: 512, timeoutMs: 10_000 } });
});
afterAll(async () => {
  await env?.close();
  await host?.close();
});

describe('a git host that stalls', () => {
  it('makes the build deadline a transient failure: the build is retried and succeeds, and the worker carries on', async () => {
    const repo = await env.createRepo('stalled');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo, { repoUrl: `${host.url}${repo.path}` });
    const build = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }), 90_000);

    expect(host.stalled()).toBe(1);
    expect(build.log).toMatch(
      /attempt 1 failed \(the git host of http:\/\/127\.0\.0\.1:\d+\/stalled\.git had not sent the repository after 10 s; the clone was stopped\); retrying/,
    );
    expect(build.status, build.log).toBe('succeeded');
    expect((await env.liveDeployment(siteId))?.commit_sha).toBe(sha);
    // The checkout process that held the stalled connection ended with its build thread.
    await expect.poll(() => host.stalledOpen(), { timeout: 10_000 }).toBe(0);
  }, 120_000);
});
