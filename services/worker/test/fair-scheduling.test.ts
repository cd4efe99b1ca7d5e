import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsSite } from './helpers/docs-site.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
beforeAll(async () => {
  env = await startWorkerEnv();
});
afterAll(async () => env?.close());

interface Run {
  id: string;
  started_at: Date;
  finished_at: Date;
}

/** The builds' runs, in the order they started. */
async function runsOf(ids: readonly string[]): Promise<Run[]> {
  const rows = await env.db.pool.query<Run>(
    'SELECT id, started_at, finished_at FROM builds WHERE id = ANY($1) ORDER BY started_at',
    [ids],
  );
  return rows.rows;
}

async function tenantOf(siteId: string): Promise<string> {
  return (await env.db.pool.query<{ tenant_id: string }>('SELECT tenant_id FROM sites WHERE id = $1', [siteId]))
    .rows[0]!.tenant_id;
}

describe('fair build scheduling', () => {
  it("starts another tenant's push before one tenant's backlog drains (one worker, one slot)", async () => {
    const repo = await env.createRepo('flood');
    const sha = await repo.commit(docsSite(2));
    const first = await env.createSite(repo);
    const tenantA = await tenantOf(first);
    const sites = [
      first,
      await env.createSite(repo, { tenantId: tenantA }),
      await env.createSite(repo, { tenantId: tenantA }),
    ];
    const flood: string[] = [];
    for (let i = 0; i < 6; i++) flood.push(await env.queueBuild(sites[i % sites.length]!, { commitSha: sha }));
    const push = await env.queueBuild(await env.createSite(repo), { commitSha: sha });

    const worker = await env.startWorker({ concurrency: 1 });
    for (const id of [...flood, push]) expect((await env.waitForBuild(id, 180_000)).status).toBe('succeeded');
    await worker.close(1_000);
    const order = (await runsOf([...flood, push])).map((run) => run.id);
    // Tenant A was queued first, so one of its builds may go first; then it is B's turn.
    expect(
      order.indexOf(push),
      `start order: ${order.map((id) => (id === push ? 'B' : 'A')).join(' ')}`,
    ).toBeLessThanOrEqual(1);
  }, 240_000);

  it("never runs more of one tenant's builds at once than its cap, and gives the other slot to another tenant", async () => {
    const repo = await env.createRepo('capped');
    const sha = await repo.commit(docsSite(2));
    const first = await env.createSite(repo);
    const tenantA = await tenantOf(first);
    const sites = [
      first,
      await env.createSite(repo, { tenantId: tenantA }),
      await env.createSite(repo, { tenantId: tenantA }),
    ];
    const flood: string[] = [];
    for (const site of sites) flood.push(await env.queueBuild(site, { commitSha: sha }));
    const push = await env.queueBuild(await env.createSite(repo), { commitSha: sha });

    const worker = await env.startWorker({ concurrency: 2, dispatch: { tenantConcurrency: 1 } });
    for (const id of [...flood, push]) expect((await env.waitForBuild(id, 180_000)).status).toBe('succeeded');
    await worker.close(1_000);
    const runs = await runsOf(flood);
    for (let i = 1; i < runs.length; i++) {
      // Each of A's builds started after the one before it finished: never two at once.
      expect(runs[i]!.started_at.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finished_at.getTime());
    }
    const [b] = await runsOf([push]);
    // B did not wait for A's backlog: it ran beside A's first build.
    expect(b!.started_at.getTime()).toBeLessThan(runs[1]!.started_at.getTime());
  }, 240_000);
});
