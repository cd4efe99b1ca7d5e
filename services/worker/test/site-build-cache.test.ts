import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKey } from '@folio/platform';
import type { SiteManifest } from '@folio/deployment';
import { docsSite } from './helpers/docs-site.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
beforeAll(async () => {
  env = await startWorkerEnv();
  await env.startWorker();
});
afterAll(async () => env?.close());

/** The bytes of the live deployment's page at `path`. */
async function livePage(siteId: string, path: string): Promise<string> {
  const live = await env.liveDeployment(siteId);
  const manifest = JSON.parse((await env.getObject(live!.manifest_key))!.toString('utf8')) as SiteManifest;
  return (await env.getObject(blobKey(siteId, manifest.files[path]!.blob)))!.toString('utf8');
}

describe("the worker keeps each site's rendered pages between builds", () => {
  it('renders only the changed page of a push, and never gives one site the pages of another', async () => {
    const repo = await env.createRepo('cached');
    const files = docsSite(4);
    const siteA = await env.createSite(repo);
    const siteB = await env.createSite(repo);

    const first = await env.waitForBuild(await env.queueBuild(siteA, { commitSha: await repo.commit(files) }), 120_000);
    expect(first.status, first.log).toBe('succeeded');
    expect(first.log).not.toMatch(/reused/);

    const edited = await repo.commit({ 'page-2.mdx': '---\ntitle: Page 2\n---\n\nEdited body of page 2.\n' });
    const second = await env.waitForBuild(await env.queueBuild(siteA, { commitSha: edited }), 120_000);
    expect(second.status, second.log).toBe('succeeded');
    expect(second.log).toMatch(/reused 3 unchanged pages from the last build; rendered 1/);
    expect(await livePage(siteA, '/page-2')).toContain('Edited body of page 2.');

    // Another site of the same repository and commit: same files, but another tenant's site.
    const other = await env.waitForBuild(await env.queueBuild(siteB, { commitSha: edited }), 120_000);
    expect(other.status, other.log).toBe('succeeded');
    expect(other.log).not.toMatch(/reused/);
    expect(await livePage(siteB, '/page-2')).toBe(await livePage(siteA, '/page-2'));
  }, 400_000);
});
