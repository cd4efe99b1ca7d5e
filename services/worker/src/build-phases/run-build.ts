import { countNoun } from '@folio/diagnostics';
import type { BuiltSite } from '../build/build-task.ts';
import type { BuildEnvironment } from '../build-environment.ts';
import { normaliseDocsRoot } from '../normalise-docs-root.ts';
import type { BuildAttempt } from './build-attempt.ts';
import type { BuildSource } from './load-build-source.ts';

/** A build the publish phase may upload: docs.json was read and a page is left. */
export type PublishableBuild = BuiltSite & { manifest: NonNullable<BuiltSite['manifest']> };

/**
 * Phase 3, build: clones and checks out the commit and builds the site in an isolated thread (in
 * `workDir`), then judges the result. A worker shutting down hands the build back; content errors
 * fail it and transient ones retry it; no page left, an unreadable docs.json, or any error in a
 * site with strict builds fail it. Otherwise the built site goes on to be published.
 */
export async function runBuild(
  attempt: BuildAttempt,
  source: BuildSource,
  workDir: string,
  env: BuildEnvironment,
): Promise<PublishableBuild> {
  const { site, gitToken } = source;
  const claimed = attempt.claimed;
  const report = attempt.report;
  attempt.at('building');
  const docsRoot = normaliseDocsRoot(site.docs_root);
  if (docsRoot === null)
    return await attempt.fail(`the docs folder "${site.docs_root}" is not a folder inside the repository`);
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
      ...(site.base_path === null ? {} : { basePath: site.base_path }),
      siteId: site.id,
      readerAccess: site.reader_access,
    },
    env.shutdown,
  );
  attempt.at('handling the build result');
  for (const line of result.log) attempt.log.add(line);
  report.commitSha = result.commitSha;
  report.timings.cloneMs = Math.round(result.timings.cloneMs);
  report.timings.buildMs = Math.round(result.timings.buildMs);
  report.errors = result.diagnostics.filter((d) => d.severity === 'error').length;

  if (env.shutdown.aborted) return await attempt.handBack(result.commitSha);
  if (result.type === 'failed')
    return await (result.kind === 'content'
      ? attempt.fail(result.message, result)
      : attempt.retry(result.message, result));
  if (!result.ok || result.manifest === undefined) {
    // Two things stop a publish (findPublishBlocker): no page left, or a docs.json not readable.
    const noPages = result.diagnostics.find((d) => d.code === 'BUILD_NO_PAGES');
    if (noPages !== undefined) return await attempt.fail(noPages.message, result);
    const first = result.diagnostics.find((d) => d.severity === 'error');
    return await attempt.fail(
      `docs.json could not be read${first === undefined ? '' : `: ${first.message}`}; the previous deployment stays live`,
      result,
    );
  }
  if (report.errors > 0 && site.strict_builds) {
    return await attempt.fail(
      `${countNoun(report.errors, 'error')} in the docs and the site asks for strict builds; fix them (see diagnostics) and push again`,
      result,
    );
  }
  if (report.errors > 0)
    attempt.log.add(
      `published with ${countNoun(report.errors, 'error')}: broken pages show their error (see diagnostics)`,
    );
  await env.onPhase?.('built', claimed.id);
  return { ...result, manifest: result.manifest };
}
