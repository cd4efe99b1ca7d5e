import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { publishSiteEvent, parseBuildJob, uploadBlobs, type SiteEvent } from '@folio/platform';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { BuildTaskResult } from './build/build-task.ts';
import type { BuildEnvironment } from './build-environment.ts';
import { createBuildLog } from './build-log.ts';
import type { BuildReport } from './build-report.ts';
import { claimBuildAttempt } from './db/claim-build-attempt.ts';
import { endBuildAttempt } from './db/end-build-attempt.ts';
import { loadBuildSite } from './db/load-build-site.ts';
import { recordDeployment } from './db/record-deployment.ts';
import { normaliseDocsRoot } from './normalise-docs-root.ts';
import { readManifestBlobs } from './read-manifest-blobs.ts';
import { uploadManifest } from './upload-manifest.ts';

/**
 * Runs one build job end to end: claim the build in Postgres, clone and build it in an isolated
 * thread, upload new blobs and the manifest, then record the deployment and go live in one
 * transaction and tell the edges. Content failures end the build `failed` and the job with an
 * `UnrecoverableError`; transient ones hand the build back to `queued` and rethrow so BullMQ retries
 * with backoff (the last attempt records `failed`). The temporary folder is always removed.
 */
export async function processBuild(job: Job, token: string | undefined, env: BuildEnvironment): Promise<BuildReport> {
  const payload = parseBuildJob(job.data);
  if (payload === null) throw new UnrecoverableError(`job ${job.id} is not a build job`);
  const started = performance.now();
  const report: BuildReport = {
    buildId: payload.buildId,
    siteId: null,
    outcome: 'skipped',
    commitSha: null,
    deploymentId: null,
    activated: false,
    uploaded: 0,
    skipped: 0,
    reused: 0,
    errors: 0,
    message: null,
    timings: { cloneMs: 0, buildMs: 0, uploadMs: 0, totalMs: 0 },
  };
  const measure = (): BuildReport['timings'] => {
    report.timings.totalMs = Math.round(performance.now() - started);
    return { ...report.timings };
  };
  const done = (outcome: BuildReport['outcome'], message: string | null = null): BuildReport => {
    report.outcome = outcome;
    report.message = message;
    measure();
    env.onReport?.(report);
    env.logger.info({ buildId: report.buildId, siteId: report.siteId, outcome, message, timings: report.timings, uploaded: report.uploaded }, 'build job done');
    return report;
  };

  // A stalled job was running on a worker that died or hung; its build is still `running`.
  const build = await claimBuildAttempt(env.db, payload.buildId, job.stalledCounter > 0);
  if (build === null) return done('skipped', 'the build is no longer queued');
  report.siteId = build.site_id;
  const site = await loadBuildSite(env.db, build.site_id);
  if (site === null) return done('skipped', 'the site was deleted');

  let gitToken: string | null = null;
  const log = createBuildLog();
  const end = async (status: 'failed' | 'queued', message: string, result?: BuildTaskResult): Promise<boolean> =>
    endBuildAttempt(env.db, {
      buildId: build.id,
      claimToken: build.claim_token,
      status,
      log: log.text(),
      ...(result === undefined ? {} : { diagnostics: result.diagnostics, commitSha: result.commitSha }),
      errorMessage: message,
      timings: measure(),
    });
  const fail = async (message: string, result?: BuildTaskResult): Promise<never> => {
    log.add(`failed: ${message}`);
    await end('failed', message, result);
    done('failed', message);
    throw new UnrecoverableError(message);
  };
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const retry = async (message: string, result?: BuildTaskResult): Promise<never> => {
    if (lastAttempt) return fail(message, result);
    log.add(`attempt ${job.attemptsMade + 1} failed (${message}); retrying`);
    await end('queued', message);
    done('retrying', message);
    throw new Error(message);
  };

  if (job.stalledCounter > 0) log.add('the worker running this build stopped; building again');
  if (site.git_token_sealed !== null) {
    if (env.secretBox === null) return retry('this worker has no SECRET_ENCRYPTION_KEY to open the site access token');
    try {
      gitToken = env.secretBox.open(site.git_token_sealed);
    } catch {
      return fail("the site's access token cannot be decrypted; set it again in the site's settings");
    }
  }
  await env.onPhase?.('claimed', build.id);

  // Blobs of the live deployment are in S3 for good: deployments are immutable, their manifest was
  // written only after every blob it names was stored, and blobs are never deleted while a
  // deployment references them. So they need no HeadObject; only the rest are checked. Read while
  // the build runs; if it cannot be read, every blob is checked as before.
  const liveBlobs =
    site.live_manifest_key === null
      ? Promise.resolve(new Set<string>())
      : readManifestBlobs(env.s3, env.bucket, site.live_manifest_key).catch((err: unknown) => {
          env.logger.warn({ err, siteId: site.id }, 'reading the live manifest failed; checking every blob');
          return new Set<string>();
        });

  const workDir = await mkdtemp(join(env.tempRoot, 'folio-build-'));
  try {
    const docsRoot = normaliseDocsRoot(site.docs_root);
    if (docsRoot === null) return await fail(`the docs folder "${site.docs_root}" is not a folder inside the repository`);
    const result = await env.threads.run(
      {
        repoUrl: site.repo_url,
        token: gitToken,
        branch: build.branch,
        commitSha: build.commit_sha,
        docsRoot,
        workDir,
        limits: env.limits,
        allowPrivate: env.allowPrivateRepositories,
        ...(env.siteUrl === undefined ? {} : { siteUrl: env.siteUrl(site.slug) }),
      },
      env.shutdown,
    );
    for (const line of result.log) log.add(line);
    report.commitSha = result.commitSha;
    report.timings.cloneMs = Math.round(result.timings.cloneMs);
    report.timings.buildMs = Math.round(result.timings.buildMs);
    report.errors = result.diagnostics.filter((d) => d.severity === 'error').length;

    if (env.shutdown.aborted) {
      // Hand the build back without spending one of its attempts.
      log.add('the worker is shutting down; build handed back to the queue');
      await end('queued', 'handed back on shutdown');
      done('handed-back');
      if (token !== undefined) {
        await job.moveToDelayed(Date.now() + 1_000, token);
        throw new DelayedError();
      }
      throw new Error('handed back on shutdown');
    }
    if (result.type === 'failed') return await (result.kind === 'content' ? fail(result.message, result) : retry(result.message, result));
    if (!result.ok || result.manifest === undefined) {
      const first = result.diagnostics.find((d) => d.severity === 'error');
      return await fail(`docs.json could not be read${first === undefined ? '' : `: ${first.message}`}; the previous deployment stays live`, result);
    }
    if (report.errors > 0 && site.strict_builds) {
      return await fail(`${report.errors} errors in the docs and the site asks for strict builds; fix them (see diagnostics) and push again`, result);
    }
    if (report.errors > 0) log.add(`published with ${report.errors} errors: broken pages show their error (see diagnostics)`);
    await env.onPhase?.('built', build.id);

    const uploadStarted = performance.now();
    const deploymentId = randomUUID();
    let manifestKey: string;
    try {
      const known = await liveBlobs;
      const unknown = new Map([...result.blobs].filter(([sha256]) => !known.has(sha256)));
      const uploaded = await uploadBlobs(env.s3, { bucket: env.bucket, siteId: site.id, blobs: unknown, concurrency: env.uploadConcurrency });
      report.reused = result.blobs.size - unknown.size;
      report.uploaded = uploaded.uploaded;
      report.skipped = uploaded.skipped + report.reused;
      manifestKey = await uploadManifest(env.s3, env.bucket, site.id, deploymentId, result.manifest);
    } catch (error) {
      return await retry(`uploading to storage failed: ${(error as Error).message}`, result);
    }
    report.timings.uploadMs = Math.round(performance.now() - uploadStarted);
    log.add(
      `uploaded ${report.uploaded} new blobs (${report.skipped} already stored, ${report.reused} of them known from the live deployment) and the manifest (${report.timings.uploadMs} ms)`,
    );
    log.add(`timings: clone ${report.timings.cloneMs} ms, build ${report.timings.buildMs} ms, upload ${report.timings.uploadMs} ms`);
    await env.onPhase?.('uploaded', build.id);

    const recorded = await recordDeployment(env.db, {
      buildId: build.id,
      claimToken: build.claim_token,
      siteId: site.id,
      deploymentId,
      kind: build.kind,
      branch: build.branch,
      commitSha: result.commitSha,
      manifestKey,
      diagnostics: result.diagnostics,
      log: log.text(),
      timings: measure(),
      playgroundOrigins: result.serverUrls,
    });
    if (!recorded.recorded) return done('discarded', 'the build was canceled or taken over while it ran');
    report.deploymentId = recorded.created ? deploymentId : null;
    report.activated = recorded.activated;
    // A new preview is served at once too: edges may have cached its host (say, without a deployment).
    const event: SiteEvent | null = recorded.activated
      ? { type: 'deployment-activated', siteId: site.id, deploymentId }
      : recorded.created && build.kind === 'preview'
        ? { type: 'preview-deployed', siteId: site.id, branch: build.branch, deploymentId }
        : null;
    if (event !== null) {
      await publishSiteEvent(env.redis, event).catch((err: unknown) =>
        // The deployment is recorded either way; edges also expire their lookups on their own.
        env.logger.warn({ err, siteId: site.id }, 'publishing the site event failed'),
      );
    }
    return done('succeeded');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
