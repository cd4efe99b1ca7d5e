import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { publishSiteEvent, parseBuildJob, redactCredentials, secretForms, uploadBlobs, type SiteEvent } from '@folio/platform';
import { countNoun } from '@folio/diagnostics';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { BuildTaskResult } from './build/build-task.ts';
import type { BuildEnvironment } from './build-environment.ts';
import { createBuildLog } from './build-log.ts';
import { createBuildFeedback, NO_BUILD_FEEDBACK, type BuildFeedback } from './git-host/build-feedback.ts';
import { buildPageUrl } from './git-host/build-page-url.ts';
import type { BuildReport } from './build-report.ts';
import { claimBuildAttempt, type ClaimedBuild } from './db/claim-build-attempt.ts';
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

  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  // A stalled job was running on a worker that died or hung, and an earlier attempt of this job may
  // have ended without handing the build back (Postgres failed under it): either way the build is
  // still `running`, and no other attempt of the job can be running now.
  let build: ClaimedBuild | null;
  try {
    build = await claimBuildAttempt(env.db, payload.buildId, job.stalledCounter > 0 || job.attemptsMade > 0);
  } catch (error) {
    // Claimed or not, the next attempt can claim it; the last one leaves it to reconciliation,
    // which re-queues a queued build and fails a running one with this reason.
    const message = `claiming the build failed: ${(error as Error).message}`;
    done(lastAttempt ? 'failed' : 'retrying', message);
    throw new Error(message);
  }
  if (build === null) return done('skipped', 'the build is no longer queued');
  const claimed = build;
  report.siteId = claimed.site_id;

  const secrets: string[] = [];
  const mask = (text: string): string => redactCredentials(text, secrets);
  const log = createBuildLog();
  /** Set once the attempt ended on purpose (failed, handed back): its error is not unexpected. */
  let ended = false;
  /** What the attempt was doing, for the message of an unexpected error. */
  let step = 'loading the site';
  /** Commit statuses on the git host, once the site and its token are known. */
  let feedback: BuildFeedback = NO_BUILD_FEEDBACK;
  const end = async (status: 'failed' | 'queued', message: string, result?: BuildTaskResult): Promise<boolean | null> =>
    endBuildAttempt(env.db, {
      buildId: claimed.id,
      claimToken: claimed.claim_token,
      status,
      log: log.text(),
      ...(result === undefined ? {} : { diagnostics: result.diagnostics, commitSha: result.commitSha }),
      errorMessage: message,
      timings: measure(),
    }).catch((err: unknown) => {
      // The build stays `running` with this attempt's claim: the next attempt takes it over, and
      // after the last one reconciliation fails it with the job's failure reason (this message).
      env.logger.warn({ err, buildId: claimed.id, status }, 'ending the build attempt failed');
      return null;
    });
  const fail = async (reason: string, result?: BuildTaskResult, cause: 'content' | 'platform' = 'content'): Promise<never> => {
    ended = true;
    const message = mask(reason);
    const sha = result?.commitSha ?? claimed.commit_sha;
    log.add(`failed: ${message}`);
    if ((await end('failed', message, result)) === null && !lastAttempt) {
      // Not recorded: run again to record it, rather than leave the build `running`.
      feedback.retrying(sha, job.attemptsMade + 1, message);
      done('retrying', message);
      throw new Error(message);
    }
    feedback.failed(sha, message, cause);
    done('failed', message);
    throw new UnrecoverableError(message);
  };
  const retry = async (reason: string, result?: BuildTaskResult): Promise<never> => {
    if (lastAttempt) return fail(reason, result, 'platform');
    ended = true;
    const message = mask(reason);
    log.add(`attempt ${job.attemptsMade + 1} failed (${message}); retrying`);
    feedback.retrying(result?.commitSha ?? claimed.commit_sha, job.attemptsMade + 1, message);
    await end('queued', message);
    done('retrying', message);
    throw new Error(message);
  };

  let workDir: string | null = null;
  try {
    const site = await loadBuildSite(env.db, claimed.site_id);
    if (site === null) return done('skipped', 'the site was deleted');
    if (job.stalledCounter > 0) log.add('the worker running this build stopped; building again');
    else if (claimed.taken_over) log.add('an earlier attempt of this build stopped without handing it back; building again');
    let gitToken: string | null = null;
    if (site.git_token_sealed !== null) {
      if (env.secretBox === null) return await retry('this worker has no SECRET_ENCRYPTION_KEY to open the site access token');
      try {
        gitToken = env.secretBox.open(site.git_token_sealed, { siteId: site.id, column: 'git_token_sealed' });
      } catch {
        return await fail("the site's access token cannot be decrypted; set it again in the site's settings");
      }
      // A git host may echo the token back (in a URL, a header, an error page): never store or log it.
      secrets.push(...secretForms(gitToken));
      log.mask(secrets);
    }
    const buildPage = buildPageUrl(env.dashboardUrl, site.id, claimed.id);
    feedback = createBuildFeedback(env.commitStatuses.reporterFor({ repoUrl: site.repo_url, token: gitToken, secrets, buildId: claimed.id, siteId: site.id }), {
      branch: claimed.branch,
      kind: claimed.kind,
      ...(buildPage === undefined ? {} : { buildPage }),
      ...(claimed.kind === 'preview' && env.previewUrl !== undefined ? { preview: env.previewUrl(claimed.branch, site.slug) } : {}),
    });
    // A build of a branch head learns its commit from the clone: it reports only its outcome.
    feedback.started(claimed.commit_sha);
    await env.onPhase?.('claimed', claimed.id);

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

    step = 'preparing the build folder';
    workDir = await mkdtemp(join(env.tempRoot, 'folio-build-'));
    step = 'building';
    const docsRoot = normaliseDocsRoot(site.docs_root);
    if (docsRoot === null) return await fail(`the docs folder "${site.docs_root}" is not a folder inside the repository`);
    const result = await env.threads.run(
      {
        repoUrl: site.repo_url,
        token: gitToken,
        branch: claimed.branch,
        commitSha: claimed.commit_sha,
        docsRoot,
        workDir,
        limits: env.limits,
        allowPrivate: env.allowPrivateRepositories,
        allowPrivateDocuments: env.allowPrivateDocuments,
        ...(env.siteUrl === undefined ? {} : { siteUrl: env.siteUrl(site.slug) }),
        siteId: site.id,
      },
      env.shutdown,
    );
    step = 'handling the build result';
    for (const line of result.log) log.add(line);
    report.commitSha = result.commitSha;
    report.timings.cloneMs = Math.round(result.timings.cloneMs);
    report.timings.buildMs = Math.round(result.timings.buildMs);
    report.errors = result.diagnostics.filter((d) => d.severity === 'error').length;

    if (env.shutdown.aborted) {
      // Hand the build back without spending one of its attempts.
      ended = true;
      log.add('the worker is shutting down; build handed back to the queue');
      feedback.handedBack(result.commitSha);
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
      // Two things stop a publish (findPublishBlocker): no page left, or a docs.json not readable.
      const noPages = result.diagnostics.find((d) => d.code === 'BUILD_NO_PAGES');
      if (noPages !== undefined) return await fail(noPages.message, result);
      const first = result.diagnostics.find((d) => d.severity === 'error');
      return await fail(`docs.json could not be read${first === undefined ? '' : `: ${first.message}`}; the previous deployment stays live`, result);
    }
    if (report.errors > 0 && site.strict_builds) {
      return await fail(`${countNoun(report.errors, 'error')} in the docs and the site asks for strict builds; fix them (see diagnostics) and push again`, result);
    }
    if (report.errors > 0) log.add(`published with ${countNoun(report.errors, 'error')}: broken pages show their error (see diagnostics)`);
    await env.onPhase?.('built', claimed.id);

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
    await env.onPhase?.('uploaded', claimed.id);

    // Production follows the branch head. A push delivered again later (replayed with a fresh
    // delivery id, or redelivered late by the host) names a commit older than the live one, and
    // the order pushes arrive in cannot tell: only the git host knows where the branch is, and the
    // clone asked it (it lists the branch's ref before fetching any commit). Manual builds of a
    // chosen commit are deliberate.
    let holdBack: string | null = null;
    if (claimed.kind === 'production' && claimed.trigger === 'push' && claimed.commit_sha !== null && result.branchHead !== result.commitSha) {
      holdBack =
        `commit ${result.commitSha} is not the head of "${claimed.branch}" (the git host says ${result.branchHead}): ` +
        'production follows the branch head, so this deployment is kept but not made live (activate it to serve it)';
    }

    step = 'recording the deployment';
    const recorded = await recordDeployment(env.db, {
      buildId: claimed.id,
      claimToken: claimed.claim_token,
      siteId: site.id,
      deploymentId,
      kind: claimed.kind,
      branch: claimed.branch,
      commitSha: result.commitSha,
      manifestKey,
      diagnostics: result.diagnostics,
      log: log.text(),
      timings: measure(),
      playgroundOrigins: result.serverUrls,
      holdBack,
    });
    if (!recorded.recorded) {
      feedback.canceled(result.commitSha);
      return done('discarded', 'the build was canceled or taken over while it ran');
    }
    report.deploymentId = recorded.created ? deploymentId : null;
    report.activated = recorded.activated;
    // A new preview is served at once too: edges may have cached its host (say, without a deployment).
    const event: SiteEvent | null = recorded.activated
      ? { type: 'deployment-activated', siteId: site.id, deploymentId }
      : recorded.created && claimed.kind === 'preview'
        ? { type: 'preview-deployed', siteId: site.id, branch: claimed.branch, deploymentId }
        : null;
    if (event !== null) {
      await publishSiteEvent(env.redis, event).catch((err: unknown) =>
        // The deployment is recorded either way; edges also expire their lookups on their own.
        env.logger.warn({ err, siteId: site.id }, 'publishing the site event failed'),
      );
    }
    feedback.succeeded(result.commitSha, { pages: result.pages, errors: report.errors, heldBack: holdBack !== null });
    return done('succeeded', holdBack);
  } catch (error) {
    if (ended) throw error;
    // Anything else after the claim (Postgres failing while the site loads, or under
    // recordDeployment, whose transaction then rolled back): hand the build back for the next
    // attempt, or fail it with this cause on the last one. Never leave it `running` unexplained.
    return await retry(`${step} failed: ${(error as Error).message}`);
  } finally {
    if (workDir !== null) await rm(workDir, { recursive: true, force: true });
  }
}
