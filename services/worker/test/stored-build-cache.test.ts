import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCacheKey } from '@folio/platform';
import { docsSite } from './helpers/docs-site.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
beforeAll(async () => {
  env = await startWorkerEnv();
});
afterAll(async () => env?.close());

describe("a site's build cache in object storage", () => {
  it('lets a worker that did not build the site last render only the changed page', async () => {
    const repo = await env.createRepo('stored');
    const site = await env.createSite(repo);
    const first = await env.startWorker();
    const built = await env.waitForBuild(
      await env.queueBuild(site, { commitSha: await repo.commit(docsSite(4)) }),
      120_000,
    );
    expect(built.status, built.log).toBe('succeeded');
    // Stored in the background after the build: wait until it is there.
    const deadline = Date.now() + 30_000;
    while ((await env.getObject(buildCacheKey(site))) === undefined && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await env.getObject(buildCacheKey(site))).toBeDefined();
    await first.close(1_000);

    // A worker with nothing in memory: the pages come from the bucket.
    await env.startWorker();
    const edited = await repo.commit({ 'page-2.mdx': '---\ntitle: Page 2\n---\n\nEdited body of page 2.\n' });
    const second = await env.waitForBuild(await env.queueBuild(site, { commitSha: edited }), 120_000);
    expect(second.status, second.log).toBe('succeeded');
    expect(second.log).toMatch(/reused 3 unchanged pages from the last build; rendered 1/);
  }, 300_000);
});
