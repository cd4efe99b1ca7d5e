import { randomUUID } from 'node:crypto';
import { publishSiteEvent, uploadBlobs, type SiteEvent } from '@folio/platform';
import type { BuildEnvironment } from '../build-environment.ts';
import type { BuildReport } from '../build-report.ts';
import { recordDeployment } from '../db/record-deployment.ts';
import { uploadManifest } from '../upload-manifest.ts';
import type { BuildAttempt } from './build-attempt.ts';
import type { BuildSource } from './load-build-source.ts';
import type { PublishableBuild } from './run-build.ts';

/**
 * Phase 4, publish: uploads the blobs S3 does not hold yet and the manifest (a failure retries the
 * build), then records the deployment and makes it live in one transaction (a production push only
 * when its commit is still the branch head), and tells the edges. A build canceled or taken over
 * while it ran records nothing and is discarded.
 */
export async function publishBuild(
  attempt: BuildAttempt,
  source: BuildSource,
  result: PublishableBuild,
  env: BuildEnvironment,
): Promise<BuildReport> {
  const { site, liveBlobs } = source;
  const claimed = attempt.claimed;
  const report = attempt.report;
  const uploadStarted = performance.now();
  const deploymentId = randomUUID();
  let manifestKey: string;
  try {
    const known = await liveBlobs;
    const unknown = new Map([...result.blobs].filter(([sha256]) => !known.has(sha256)));
    const uploaded = await uploadBlobs(env.s3, {
      bucket: env.bucket,
      siteId: site.id,
      blobs: unknown,
      concurrency: env.uploadConcurrency,
    });
    report.reused = result.blobs.size - unknown.size;
    report.uploaded = uploaded.uploaded;
    report.skipped = uploaded.skipped + report.reused;
    manifestKey = await uploadManifest(env.s3, env.bucket, site.id, deploymentId, result.manifest);
  } catch (error) {
    return await attempt.retry(`uploading to storage failed: ${(error as Error).message}`, result);
  }
  report.timings.uploadMs = Math.round(performance.now() - uploadStarted);
  attempt.log.add(
    `uploaded ${report.uploaded} new blobs (${report.skipped} already stored, ${report.reused} of them known from the live deployment) and the manifest (${report.timings.uploadMs} ms)`,
  );
  attempt.log.add(
    `timings: clone ${report.timings.cloneMs} ms, build ${report.timings.buildMs} ms, upload ${report.timings.uploadMs} ms`,
  );
  await env.onPhase?.('uploaded', claimed.id);

  // Production follows the branch head. A push delivered again later (replayed with a fresh
  // delivery id, or redelivered late by the host) names a commit older than the live one, and
  // the order pushes arrive in cannot tell: only the git host knows where the branch is, and the
  // clone asked it (it lists the branch's ref before fetching any commit). Manual builds of a
  // chosen commit are deliberate.
  let holdBack: string | null = null;
  if (
    claimed.kind === 'production' &&
    claimed.trigger === 'push' &&
    claimed.commit_sha !== null &&
    result.branchHead !== result.commitSha
  ) {
    holdBack =
      `commit ${result.commitSha} is not the head of "${claimed.branch}" (the git host says ${result.branchHead}): ` +
      'production follows the branch head, so this deployment is kept but not made live (activate it to serve it)';
  }

  attempt.at('recording the deployment');
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
    log: attempt.log.text(),
    timings: attempt.measure(),
    playgroundOrigins: result.serverUrls,
    holdBack,
  });
  if (!recorded.recorded) return attempt.discard(result.commitSha);
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
  const summary = { pages: result.pages, errors: report.errors, brokenLinks: result.brokenLinks };
  return attempt.succeed(result.commitSha, summary, holdBack);
}
