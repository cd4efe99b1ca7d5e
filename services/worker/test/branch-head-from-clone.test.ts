import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsSite } from './helpers/docs-site.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

// Production follows the branch head (a replayed push never rolls it back). The head is the one the
// clone listed before fetching the commit, carried back by the checkout process: no second request
// to the git host after the clone, so a host that goes away once the clone is done costs nothing.
let env: WorkerEnv;
/** Requests the git host received after each build's checkout, by build id. */
const afterClone = new Map<string, number>();
const atClone = new Map<string, number>();
beforeAll(async () => {
  env = await startWorkerEnv();
  await env.startWorker({
    onPhase: (phase, buildId) => {
      if (phase === 'built') {
        atClone.set(buildId, env.git.requests());
        // From now on the host is down: a request for the head would fail.
        env.gitFailWith = () => 503;
      }
      if (phase === 'uploaded') afterClone.set(buildId, env.git.requests() - atClone.get(buildId)!);
    },
  });
});
afterAll(async () => env?.close());

describe('the branch head of a pushed build', () => {
  it('comes from the clone: a push of the head goes live and an older push is held back, with no request after the clone', async () => {
    const repo = await env.createRepo('head');
    const older = await repo.commit(docsSite(2, { name: 'Older' }));
    const head = await repo.commit(docsSite(2, { name: 'Head' }));
    const siteId = await env.createSite(repo);

    env.gitFailWith = undefined;
    const pushed = await env.queueBuild(siteId, { commitSha: head });
    const live = await env.waitForBuild(pushed, 60_000);
    expect(live.status, live.log).toBe('succeeded');
    expect(live.log).not.toMatch(/retrying/);
    expect((await env.liveDeployment(siteId))?.commit_sha).toBe(head);
    expect(afterClone.get(pushed)).toBe(0);

    env.gitFailWith = undefined;
    const replayed = await env.queueBuild(siteId, { commitSha: older });
    const kept = await env.waitForBuild(replayed, 60_000);
    expect(kept.status, kept.log).toBe('succeeded');
    expect(kept.log).toContain(
      `deployed but not activated: commit ${older} is not the head of "main" (the git host says ${head})`,
    );
    expect((await env.liveDeployment(siteId))?.commit_sha).toBe(head);
    expect(afterClone.get(replayed)).toBe(0);
  }, 120_000);
});
