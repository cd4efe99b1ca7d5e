import { join } from 'node:path';
import { buildSite, createDirectoryReader, type RenderPool } from '@folio/builder';
import type { Diagnostic } from '@folio/diagnostics';
import { BuildFailure } from './build-failure.ts';
import type { BuildTask, BuildTaskResult } from './build-task.ts';
import { checkoutDocs } from './checkout-docs.ts';
import { cloneCommit } from './clone-commit.ts';
import { createGitHttpClient } from './git-http-client.ts';

/**
 * Clones the task's commit into `workDir/repo`, checks the docs folder out into `workDir/docs` and
 * builds it with the one pipeline (`buildSite`, on `options.renderPool`'s threads when given). Runs
 * inside the build thread; never throws for
 * anything a repository can cause: failures come back as a `failed` result.
 */
export async function runBuildTask(task: BuildTask, options: { renderPool?: RenderPool } = {}): Promise<BuildTaskResult> {
  const log: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const timings = { cloneMs: 0, buildMs: 0 };
  let commitSha: string | null = task.commitSha;
  const cache = {};
  const started = performance.now();
  try {
    const http = createGitHttpClient({ timeoutMs: task.limits.gitTimeoutMs, maxBytes: task.limits.maxRepoBytes, allowPrivate: task.allowPrivate });
    const gitDir = join(task.workDir, 'repo');
    const target = join(task.workDir, 'docs');
    log.push(`cloning ${task.repoUrl} (${task.branch}${task.commitSha === null ? ', head' : ` at ${task.commitSha}`})`);
    commitSha = await cloneCommit({ dir: gitDir, url: task.repoUrl, token: task.token, branch: task.branch, commitSha: task.commitSha, http, cache });
    const checkout = await checkoutDocs({
      gitDir,
      commitSha,
      docsRoot: task.docsRoot,
      target,
      maxFiles: task.limits.maxFiles,
      maxFileBytes: task.limits.maxFileBytes,
      cache,
    });
    diagnostics.push(...checkout.diagnostics);
    timings.cloneMs = performance.now() - started;
    log.push(`checked out ${commitSha}: ${checkout.files} files, ${checkout.bytes} bytes in "${task.docsRoot || '/'}" (${Math.round(timings.cloneMs)} ms)`);

    const buildStarted = performance.now();
    const result = await buildSite(createDirectoryReader(target), {
      ...(task.siteUrl === undefined ? {} : { siteUrl: task.siteUrl }),
      ...(options.renderPool === undefined ? {} : { renderPool: options.renderPool }),
    });
    timings.buildMs = performance.now() - buildStarted;
    diagnostics.push(...result.diagnostics);
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    log.push(
      `built ${result.analysis.pages.length} pages, ${result.files.length} files, ${result.blobs.size} blobs: ${errors} errors, ${diagnostics.length - errors} warnings (${Math.round(timings.buildMs)} ms)`,
    );
    return {
      type: 'built',
      commitSha,
      ok: result.ok,
      manifest: result.manifest,
      blobs: result.blobs,
      serverUrls: [...new Set(result.analysis.specs.flatMap((spec) => spec.servers))],
      diagnostics,
      log,
      timings,
      pages: result.analysis.pages.length,
    };
  } catch (error) {
    if (timings.cloneMs === 0) timings.cloneMs = performance.now() - started;
    const failure = error instanceof BuildFailure ? error : new BuildFailure('transient', `the build stopped unexpectedly: ${(error as Error).message}`);
    log.push(`failed: ${failure.message}`);
    return { type: 'failed', kind: failure.kind, message: failure.message, commitSha, diagnostics, log, timings };
  }
}
