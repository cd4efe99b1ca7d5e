// bench/push-to-live: seconds from enqueueing a build (what the webhook handler does) to the new
// deployment being live, for generated 100- and 1,000-page sites, split into clone, build and
// upload; and isomorphic-git's clone against native `git clone --depth 1` of the same repository.
// Real Postgres and Redis on 127.0.0.1, s3rver and a git HTTP server in-process; loopback only.
// Prints one JSON line.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkoutDocs } from '../../services/worker/src/build/checkout-docs.ts';
import { cloneCommit } from '../../services/worker/src/build/clone-commit.ts';
import { createGitHttpClient } from '../../services/worker/src/build/git-http-client.ts';
import { docsSite } from '../../services/worker/test/helpers/docs-site.ts';
import { startWorkerEnv } from '../../services/worker/test/helpers/worker-env.ts';

const run = promisify(execFile);
const deadline = setTimeout(() => {
  process.stderr.write('bench push-to-live: over 10 minutes, giving up\n');
  process.exit(1);
}, 600_000);
deadline.unref();

const seconds = (ms: number) => Math.round(ms) / 1000;
const env = await startWorkerEnv();
try {
  await env.startWorker();
  // Warm up: the worker keeps one build thread loaded; measure steady state, not process start.
  const warm = await env.createRepo('warm');
  const warmSite = await env.createSite(warm);
  await env.waitForBuild(await env.queueBuild(warmSite, { commitSha: await warm.commit(docsSite(2)) }), 120_000);

  const sites: Record<string, unknown> = {};
  let bigRepoPath = '';
  for (const pages of [100, 1_000]) {
    const repo = await env.createRepo(`site-${pages}`);
    const sha = await repo.commit(docsSite(pages));
    bigRepoPath = repo.path;
    const siteId = await env.createSite(repo);
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // let the spare thread load
    const started = performance.now();
    const buildId = await env.queueBuild(siteId, { commitSha: sha });
    let liveAt = 0;
    while (performance.now() - started < 300_000) {
      if ((await env.liveDeployment(siteId))?.build_id === buildId) {
        liveAt = performance.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const build = await env.waitForBuild(buildId, 300_000);
    const report = env.reports.find((r) => r.buildId === buildId);
    sites[`pages${pages}`] = {
      status: build.status,
      enqueueToLiveSeconds: liveAt === 0 ? null : seconds(liveAt - started),
      cloneSeconds: seconds(report?.timings.cloneMs ?? 0),
      buildSeconds: seconds(report?.timings.buildMs ?? 0),
      uploadSeconds: seconds(report?.timings.uploadMs ?? 0),
      blobsUploaded: report?.uploaded ?? 0,
    };
  }

  // Clone only, same 1,000-page repository, same loopback server.
  const url = `${env.git.url}${bigRepoPath}`;
  const iso = await mkdtemp(join(tmpdir(), 'bench-iso-'));
  let t = performance.now();
  const cache = {};
  const head = await cloneCommit({ dir: join(iso, 'repo'), url, token: null, branch: 'main', commitSha: null, http: createGitHttpClient({ timeoutMs: 30_000, maxBytes: 1 << 30 }), cache });
  const isoClone = performance.now() - t;
  t = performance.now();
  await checkoutDocs({ gitDir: join(iso, 'repo'), commitSha: head, docsRoot: '', target: join(iso, 'docs'), maxFiles: 100_000, maxFileBytes: 1 << 30, cache });
  const isoCheckout = performance.now() - t;
  const native = await mkdtemp(join(tmpdir(), 'bench-git-'));
  t = performance.now();
  await run('git', ['clone', '--quiet', '--depth', '1', '--single-branch', '--branch', 'main', url, join(native, 'repo')]);
  const nativeClone = performance.now() - t;
  await Promise.all([iso, native].map((dir) => rm(dir, { recursive: true, force: true })));

  process.stdout.write(
    `${JSON.stringify({
      bench: 'push-to-live',
      note: 'enqueue → sites.active_deployment_id (no edge yet); s3rver and git server in-process on loopback; shared 2-core machine',
      ...sites,
      clone1000Pages: {
        isomorphicGitFetchSeconds: seconds(isoClone),
        isomorphicGitCheckoutSeconds: seconds(isoCheckout),
        nativeGitCloneDepth1Seconds: seconds(nativeClone),
      },
    })}\n`,
  );
} finally {
  await env.close();
}
