import { secretForms } from '@folio/platform';
import type { Job } from 'bullmq';
import type { BuildEnvironment } from '../build-environment.ts';
import { loadBuildSite, type BuildSite } from '../db/load-build-site.ts';
import { createBuildFeedback } from '../git-host/build-feedback.ts';
import { buildPageUrl } from '../git-host/build-page-url.ts';
import { readManifestBlobs } from '../read-manifest-blobs.ts';
import type { BuildAttempt } from './build-attempt.ts';

/** What the build phase needs to check out and build the claimed build. */
export interface BuildSource {
  site: BuildSite;
  /** The site's git access token, opened; `null` for a public repository. */
  gitToken: string | null;
  /** Blobs of the live deployment, known to be stored (read while the build runs). */
  liveBlobs: Promise<Set<string>>;
}

/**
 * Phase 2, load: the claimed build's site (`null` when it was deleted), its git token opened and
 * masked from then on, commit statuses started, and the live deployment's blobs being read.
 * A token that cannot be opened fails the build (the owner must set it again); a worker without
 * the key to open it hands the build back for one that has it.
 */
export async function loadBuildSource(
  attempt: BuildAttempt,
  job: Job,
  env: BuildEnvironment,
): Promise<BuildSource | null> {
  const claimed = attempt.claimed;
  const site = await loadBuildSite(env.db, claimed.site_id);
  if (site === null) return null;
  if (job.stalledCounter > 0) attempt.log.add('the worker running this build stopped; building again');
  else if (claimed.taken_over)
    attempt.log.add('an earlier attempt of this build stopped without handing it back; building again');
  let gitToken: string | null = null;
  if (site.git_token_sealed !== null) {
    if (env.secretBox === null)
      return await attempt.retry('this worker has no SECRET_ENCRYPTION_KEY to open the site access token');
    try {
      gitToken = env.secretBox.open(site.git_token_sealed, { siteId: site.id, column: 'git_token_sealed' });
    } catch {
      return await attempt.fail("the site's access token cannot be decrypted; set it again in the site's settings");
    }
    // A git host may echo the token back (in a URL, a header, an error page): never store or log it.
    attempt.addSecrets(secretForms(gitToken));
  }
  const buildPage = buildPageUrl(env.dashboardUrl, site.id, claimed.id);
  const feedback = attempt.useFeedback(
    createBuildFeedback(
      env.commitStatuses.reporterFor({
        repoUrl: site.repo_url,
        token: gitToken,
        secrets: attempt.secrets,
        buildId: claimed.id,
        siteId: site.id,
      }),
      {
        branch: claimed.branch,
        kind: claimed.kind,
        ...(buildPage === undefined ? {} : { buildPage }),
        ...(claimed.kind === 'preview' && env.previewUrl !== undefined
          ? { preview: env.previewUrl(claimed.branch, site.slug) }
          : {}),
      },
    ),
  );
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
  return { site, gitToken, liveBlobs };
}
