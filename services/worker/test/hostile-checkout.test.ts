import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { docsSite } from './helpers/docs-site.ts';
import { expansionBombTree, linkedFolderTree, linkThenFileTree } from './helpers/hostile-trees.ts';
import { commitLiteralTree, writeBlob } from './helpers/literal-tree.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

// Trees a hostile git host can serve (duplicate names, a link and a file under one name), cloned
// over a real git http-backend by a real worker. Each must leave the canary outside the build
// folder untouched, and the same worker must build a good repository afterwards.
let env: WorkerEnv;
let outside: string;
const CANARY = 'canary: never overwritten';

beforeAll(async () => {
  env = await startWorkerEnv();
  // Beside the builds' folder, three levels above a checkout (`<tempRoot>/folio-build-*/docs`).
  outside = await mkdtemp(join(dirname(env.tempRoot), 'folio-canary-'));
  await env.startWorker({ limits: { maxCheckoutBytes: 4 * 1024 * 1024 } });
});
beforeEach(async () => {
  await rm(outside, { recursive: true, force: true });
  await mkdir(outside);
  await writeFile(join(outside, 'canary.txt'), CANARY);
});
afterAll(async () => {
  await env?.close();
  if (outside) await rm(outside, { recursive: true, force: true });
});

/** `path` relative to a checkout's docs folder (its build folder's name has a fixed length). */
const fromDocsFolder = (path: string): string => relative(join(env.tempRoot, 'folio-build-XXXXXX', 'docs'), path);

async function expectOutsideUntouched(): Promise<void> {
  expect(await readFile(join(outside, 'canary.txt'), 'utf8')).toBe(CANARY);
  expect((await readdir(outside)).sort()).toEqual(['canary.txt']);
}

async function expectNextBuildFine(siteId: string, name: string): Promise<void> {
  const repo = await env.createRepo(`${name}-next`);
  const sha = await repo.commit(docsSite(2, { name: 'Good' }));
  const good = await env.createSite(repo);
  const build = await env.waitForBuild(await env.queueBuild(good, { commitSha: sha }));
  expect(build.status, build.log).toBe('succeeded');
  expect(siteId).not.toBe(good);
}

describe('hostile git trees', () => {
  it('never writes a file through a link of the same name that climbs out of the checkout (issue 13)', async () => {
    const repo = await env.createRepo('link-then-file');
    const sha = await commitLiteralTree(
      join(env.gitRoot, repo.path),
      linkThenFileTree(fromDocsFolder(join(outside, 'canary.txt'))),
    );
    const siteId = await env.createSite(repo);
    const build = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));

    await expectOutsideUntouched();
    expect(build.status, build.log).toBe('succeeded');
    expect(build.diagnostics.filter((d) => d.code === 'WORKER_DUPLICATE_PATH').map((d) => d.file)).toEqual(['z']);
    await expectNextBuildFine(siteId, 'link-then-file');
  });

  it('never writes files into a linked folder followed by a folder of the same name', async () => {
    const repo = await env.createRepo('linked-folder');
    const sha = await commitLiteralTree(
      join(env.gitRoot, repo.path),
      linkedFolderTree(outside, fromDocsFolder(outside)),
    );
    const siteId = await env.createSite(repo);
    const build = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));

    await expectOutsideUntouched();
    expect(build.status, build.log).toBe('succeeded');
    expect(
      build.diagnostics
        .filter((d) => d.code === 'WORKER_DUPLICATE_PATH')
        .map((d) => d.file)
        .sort(),
    ).toEqual(['d', 'd2']);
    await expectNextBuildFine(siteId, 'linked-folder');
  });

  it('refuses one blob named by many entries before writing it past the checkout limit', async () => {
    const repo = await env.createRepo('bomb');
    const bare = join(env.gitRoot, repo.path);
    // 256 KB named 64 times: 16 MB on disk (17 with the site) from a pack of a few KB, over 4 MB.
    const blob = await writeBlob(bare, new Uint8Array(256 * 1024));
    const sha = await commitLiteralTree(bare, expansionBombTree(blob, 64));
    const siteId = await env.createSite(repo);
    const build = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));

    await expectOutsideUntouched();
    expect(build.status).toBe('failed');
    expect(build.error_message).toMatch(
      /^the docs folder would take 17 MB once checked out, over the 4 MB limit for one checkout/,
    );
    await expectNextBuildFine(siteId, 'bomb');
  });
});
