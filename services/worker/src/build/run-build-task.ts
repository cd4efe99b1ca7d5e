import { join } from 'node:path';
import {
  BuildCache,
  buildSite,
  createDirectoryReader,
  isPageWorthKeeping,
  playgroundServerUrls,
  type BuildCacheSnapshot,
  type RenderPool,
} from '@folio/builder';
import { countNoun, type Diagnostic } from '@folio/diagnostics';
import { BuildFailure } from './build-failure.ts';
import { createBuildDocumentFetcher } from './create-build-document-fetcher.ts';
import type { BuildTask, BuildTaskResult } from './build-task.ts';
import { runCheckoutChild } from './run-checkout-child.ts';

/** Options of {@link runBuildTask}. */
export interface RunBuildTaskOptions {
  renderPool?: RenderPool;
  /** The bundled checkout program (see `bundleCheckoutChild`), when the caller has it. */
  checkoutProgram?: string;
  /** Called once the checkout process answered, before building (or failing). */
  onCloned?: () => void;
  /** PEM certificates trusted, beside Node's roots, for remote OpenAPI documents. */
  documentCa?: string;
  /** The pages of this site's last build, reused where unchanged. */
  cache?: BuildCacheSnapshot;
}

/**
 * Clones the task's commit into `workDir/repo` and checks the docs folder out into `workDir/docs`,
 * both in a process of their own (see `runCheckoutChild`), then builds it with the one pipeline
 * (`buildSite`, on `options.renderPool`'s threads when given). Runs inside the build thread; never
 * throws for anything a repository can cause: failures come back as a `failed` result.
 */
export async function runBuildTask(task: BuildTask, options: RunBuildTaskOptions = {}): Promise<BuildTaskResult> {
  const log: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const timings = { cloneMs: 0, buildMs: 0 };
  let commitSha: string | null = task.commitSha;
  const started = performance.now();
  try {
    const target = join(task.workDir, 'docs');
    log.push(`cloning ${task.repoUrl} (${task.branch}${task.commitSha === null ? ', head' : ` at ${task.commitSha}`})`);
    const checkedOut = await runCheckoutChild(
      task.workDir,
      {
        repoUrl: task.repoUrl,
        token: task.token,
        branch: task.branch,
        commitSha: task.commitSha,
        docsRoot: task.docsRoot,
        limits: task.limits,
        allowPrivate: task.allowPrivate,
      },
      options.checkoutProgram === undefined ? {} : { program: options.checkoutProgram },
    ).finally(() => options.onCloned?.());
    commitSha = checkedOut.commitSha;
    const checkout = checkedOut.report;
    diagnostics.push(...checkout.diagnostics);
    timings.cloneMs = performance.now() - started;
    log.push(
      `checked out ${commitSha}: ${checkout.files} files, ${checkout.bytes} bytes in "${task.docsRoot || '/'}" (${Math.round(timings.cloneMs)} ms)`,
    );

    const buildStarted = performance.now();
    const cache = new BuildCache();
    if (options.cache !== undefined) cache.restore(options.cache);
    const result = await buildSite(createDirectoryReader(target), {
      cache,
      // `https://` OpenAPI documents are downloaded here, in the thread, under the task's limits.
      fetchUrl: createBuildDocumentFetcher(task, options.documentCa),
      ...(task.siteUrl === undefined ? {} : { siteUrl: task.siteUrl }),
      ...(task.basePath === undefined ? {} : { basePath: task.basePath }),
      ...(task.readerAccess === undefined ? {} : { readerAccess: task.readerAccess }),
      ...(options.renderPool === undefined ? {} : { renderPool: options.renderPool }),
    });
    timings.buildMs = performance.now() - buildStarted;
    diagnostics.push(...result.diagnostics);
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    log.push(
      `built ${countNoun(result.analysis.pages.length, 'page')}, ${countNoun(result.files.length, 'file')}, ${countNoun(result.blobs.size, 'blob')}: ${countNoun(errors, 'error')}, ${countNoun(diagnostics.length - errors, 'warning')} (${Math.round(timings.buildMs)} ms)`,
    );
    if (result.reused > 0)
      log.push(`reused ${countNoun(result.reused, 'unchanged page')} from the last build; rendered ${result.rendered}`);
    return {
      type: 'built',
      commitSha,
      branchHead: checkedOut.branchHead,
      ok: result.ok,
      manifest: result.manifest,
      blobs: result.blobs,
      serverUrls: playgroundServerUrls(result.analysis),
      diagnostics,
      log,
      timings,
      pages: result.analysis.pages.length,
      brokenLinks: result.links?.broken.length ?? 0,
      cache: cache.snapshot(isPageWorthKeeping),
    };
  } catch (error) {
    if (timings.cloneMs === 0) timings.cloneMs = performance.now() - started;
    // A checkout that failed after fetching still says which commit it fetched.
    const fetched = (error as { commitSha?: string | null }).commitSha;
    if (fetched !== undefined && fetched !== null) commitSha = fetched;
    const failure =
      error instanceof BuildFailure
        ? error
        : new BuildFailure('transient', `the build stopped unexpectedly: ${(error as Error).message}`);
    log.push(`failed: ${failure.message}`);
    return { type: 'failed', kind: failure.kind, message: failure.message, commitSha, diagnostics, log, timings };
  }
}
