import { BUILD_CONTEXT, PREVIEW_CONTEXT, type CommitState, type CommitStatusReporter } from '@folio/platform';

/** Where one build's statuses link to. */
export interface BuildFeedbackLinks {
  branch: string;
  kind: 'production' | 'preview';
  /** The build's page on the dashboard. */
  buildPage?: string;
  /** The branch's preview URL (preview builds). */
  preview?: string;
}

/** What a successful build tells the git host. */
export interface BuiltSummary {
  pages: number;
  /** Error diagnostics published as broken pages. */
  errors: number;
  /** Broken links, anchors, images and redirects the build found (`LINK_*` diagnostics). */
  brokenLinks: number;
  /** A production build kept but not made live (its commit is not the branch head). */
  heldBack: boolean;
}

/**
 * A build's story on the git host: `pending` while it runs, then `success`, `failure` (the
 * content), `error` (Folio could not finish it) or canceled; a preview build also links its
 * preview. Each call names the commit, `null` while it is not known yet (a build of a branch head
 * learns it from the clone): such calls send nothing. Descriptions come already masked.
 */
export interface BuildFeedback {
  started(sha: string | null): void;
  retrying(sha: string | null, attempt: number, message: string): void;
  handedBack(sha: string | null): void;
  failed(sha: string | null, message: string, cause: 'content' | 'platform'): void;
  succeeded(sha: string | null, summary: BuiltSummary): void;
  canceled(sha: string | null): void;
  /** Resolves once every status asked for so far was sent or given up (tests, shutdown). */
  settled(): Promise<void>;
}

/** A build whose site has no token or whose host is not known: nothing to report. */
export const NO_BUILD_FEEDBACK: BuildFeedback = {
  started() {},
  retrying() {},
  handedBack() {},
  failed() {},
  succeeded() {},
  canceled() {},
  settled: () => Promise.resolve(),
};

/** Turns build events into commit statuses sent through `reporter`. */
export function createBuildFeedback(reporter: CommitStatusReporter | null, links: BuildFeedbackLinks): BuildFeedback {
  if (reporter === null) return NO_BUILD_FEEDBACK;
  const build = (sha: string | null, state: CommitState, description: string): void => {
    if (sha === null) return;
    reporter.post({
      sha,
      context: BUILD_CONTEXT,
      state,
      description,
      ref: links.branch,
      ...(links.buildPage === undefined ? {} : { targetUrl: links.buildPage }),
    });
  };
  return {
    started: (sha) => build(sha, 'pending', 'Building the docs'),
    retrying: (sha, attempt, message) =>
      build(sha, 'pending', `Attempt ${attempt} failed (${message}); building again`),
    handedBack: (sha) => build(sha, 'pending', 'The worker stopped; waiting for another one'),
    failed: (sha, message, cause) =>
      build(
        sha,
        cause === 'content' ? 'failure' : 'error',
        cause === 'content' ? message : `Folio could not finish the build: ${message}`,
      ),
    succeeded(sha, summary) {
      const pages = `${summary.pages} ${summary.pages === 1 ? 'page' : 'pages'} built`;
      const errors =
        summary.errors === 0
          ? ''
          : `, ${summary.errors} ${summary.errors === 1 ? 'error' : 'errors'} (broken pages published as such)`;
      const broken =
        summary.brokenLinks === 0
          ? ''
          : `, ${summary.brokenLinks} broken ${summary.brokenLinks === 1 ? 'link' : 'links'}`;
      const live =
        links.kind === 'preview' ? '' : summary.heldBack ? '; not live: the commit is not the branch head' : '; live';
      build(sha, 'success', `${pages}${errors}${broken}${live}`);
      if (sha !== null && links.kind === 'preview' && links.preview !== undefined) {
        reporter.post({
          sha,
          context: PREVIEW_CONTEXT,
          state: 'success',
          description: `Preview of ${links.branch} is ready`,
          targetUrl: links.preview,
          ref: links.branch,
        });
      }
    },
    canceled: (sha) => build(sha, 'canceled', 'Stopped: the build was canceled or a newer one took over'),
    settled: () => reporter.settled(),
  };
}
