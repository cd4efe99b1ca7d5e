import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobKey } from '@folio/platform';
import type { SiteManifest } from '@folio/deployment';
import { readFile } from 'node:fs/promises';
import { docsSite } from './helpers/docs-site.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
beforeAll(async () => {
  env = await startWorkerEnv();
  await env.startWorker({
    limits: { maxRepoBytes: 2 * 1024 * 1024, maxFileBytes: 1024 * 1024, maxFiles: 50, gitTimeoutMs: 5_000 },
  });
});
afterAll(async () => env?.close());

describe('untrusted repositories', () => {
  it('never follows a symbolic link to /etc/passwd: the file is not in the site and the link is reported', async () => {
    const repo = await env.createRepo('symlink');
    const files = docsSite(2);
    files['secret.mdx'] = { symlink: '/etc/passwd' };
    files['logo.txt'] = { symlink: '../../../../../../etc/passwd' };
    files['inside.mdx'] = { symlink: 'page-1.mdx' };
    const sha = await repo.commit(files);
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: sha });
    const build = await env.waitForBuild(buildId);
    expect(build.status, build.log).toBe('succeeded');
    const links = build.diagnostics.filter((d) => d.code === 'WORKER_SYMLINK_OUTSIDE_REPOSITORY').map((d) => d.file);
    expect(links.sort()).toEqual(['logo.txt', 'secret.mdx']);

    const live = await env.liveDeployment(siteId);
    const manifest = JSON.parse((await env.getObject(live!.manifest_key))!.toString('utf8')) as SiteManifest;
    expect(Object.keys(manifest.files)).not.toContain('/secret');
    expect(Object.keys(manifest.files)).not.toContain('/logo.txt');
    const passwd = (await readFile('/etc/passwd', 'utf8')).split('\n')[0]!;
    for (const entry of Object.values(manifest.files)) {
      const body = await env.getObject(blobKey(siteId, entry.blob));
      expect(body!.toString('utf8')).not.toContain(passwd);
    }
  });

  it('fails a repository over the clone size limit with a clear message, without retrying', async () => {
    const repo = await env.createRepo('too-big');
    const files = docsSite(2);
    // Random bytes do not compress: the pack is as large as the file.
    const noise = new Uint8Array(3 * 1024 * 1024);
    for (let i = 0; i < noise.length; i += 65_536) crypto.getRandomValues(noise.subarray(i, i + 65_536));
    files['video.bin'] = noise;
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: await repo.commit(files) });
    const build = await env.waitForBuild(buildId);
    expect(build.status).toBe('failed');
    expect(build.error_message).toMatch(/the repository is larger than the 2 MB limit for one clone/);
    expect(build.log).not.toMatch(/retrying/);
    expect(await env.liveDeployment(siteId)).toBeNull();
  });

  it('fails a file over the size limit and a docs folder with too many files', async () => {
    const repo = await env.createRepo('limits');
    const files = docsSite(2, { prefix: 'docs' });
    files['docs/big.txt'] = 'x'.repeat(1_100_000);
    const siteId = await env.createSite(repo, { docsRoot: 'docs' });
    const big = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: await repo.commit(files) }));
    expect(big.status).toBe('failed');
    expect(big.error_message).toMatch(/"big\.txt" is 2 MB, over the 1 MB limit for one file/);

    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`docs/f/${i}.txt`, `${i}`]));
    const sha = await repo.commit(many, { remove: ['docs/big.txt'] });
    const crowded = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));
    expect(crowded.status).toBe('failed');
    expect(crowded.error_message).toMatch(/the docs folder has more than 50 files/);
  });

  it('explains a missing branch, a missing token, a refused token and a missing docs folder', async () => {
    const repo = await env.createRepo('private');
    await repo.commit(docsSite(2));
    const noBranch = await env.createSite(repo, { branch: 'release', token: 'right-token' });
    const noToken = await env.createSite(repo, { repoUrl: `${env.git.url}/private.git` });
    const badToken = await env.createSite(repo, { token: 'wrong' });
    const noFolder = await env.createSite(repo, { token: 'right-token', docsRoot: 'website/docs' });

    const branch = await env.waitForBuild(await env.queueBuild(noBranch, { branch: 'release' }));
    expect(branch.status).toBe('failed');
    expect(branch.error_message).toMatch(
      /^the branch "release" does not exist in http:\/\/127\.0\.0\.1:\d+\/private\.git; push it, or change the site's branch/,
    );

    const missing = await env.waitForBuild(await env.queueBuild(noToken));
    expect(missing.error_message).toMatch(
      /asks for credentials \(HTTP 401\); add an access token with read access to the site/,
    );

    const refused = await env.waitForBuild(await env.queueBuild(badToken));
    expect(refused.status).toBe('failed');
    expect(refused.error_message).toMatch(
      /the git host refused the site's access token .* update it in the site's settings/,
    );
    expect(refused.log).not.toContain('not-the-token');

    const folder = await env.waitForBuild(await env.queueBuild(noFolder));
    expect(folder.error_message).toMatch(/the docs folder "website\/docs" does not exist in commit [0-9a-f]{12}/);
  });

  it('fails a build over its memory limit cleanly and keeps working', async () => {
    const repo = await env.createRepo('memory');
    // Enough pages that building them needs more than 16 MB (the clone, in its own process, does not).
    const sha = await repo.commit(
      docsSite(12, { body: (i) => `## Part ${i}\n\n${'Some words of text for this page. '.repeat(2_500)}` }),
    );
    const siteId = await env.createSite(repo);
    const small = await env.startWorker({
      queue: { name: `${env.queueName}-mem`, prefix: env.prefix },
      thread: { maxMemoryMb: 16, timeoutMs: 60_000 },
    });
    const queue = (await import('@folio/platform')).createBuildQueue(env.redis, {
      name: `${env.queueName}-mem`,
      prefix: env.prefix,
    });
    const buildId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
    await queue.add('build', { buildId }, { jobId: buildId });
    const build = await env.waitForBuild(buildId);
    expect(build.status).toBe('failed');
    expect(build.error_message).toMatch(/the build used more than its 16 MB of memory and was stopped/);
    await small.close(1_000);
    await queue.obliterate({ force: true });
    await queue.close();

    // The normal worker (same process) still builds.
    const next = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));
    expect(next.status, next.log).toBe('succeeded');
  });
});
