import { redactCredentials } from '@folio/platform';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { BuildTaskResult } from '../build/build-task.ts';
import type { BuildEnvironment } from '../build-environment.ts';
import { createBuildLog, type BuildLog } from '../build-log.ts';
import type { BuildReport } from '../build-report.ts';
import type { ClaimedBuild } from '../db/claim-build-attempt.ts';
import { endBuildAttempt } from '../db/end-build-attempt.ts';
import { NO_BUILD_FEEDBACK, type BuildFeedback, type BuiltSummary } from '../git-host/build-feedback.ts';

/**
 * One attempt of a build job, and the one place that decides how it ends: succeeded, skipped or
 * discarded (returns the report), failed (`UnrecoverableError`, or a plain error when the failure
 * could not be recorded and an attempt is left to record it), handed back for a retry (plain error:
 * BullMQ retries with backoff; the last attempt fails instead) or on shutdown (`DelayedError`).
 * Every end reports once to `onReport` and the log; the phases only say which end and why.
 */
export class BuildAttempt {
  readonly report: BuildReport;
  /** The build's log, stored with the build row; masks {@link addSecrets}' values. */
  readonly log: BuildLog = createBuildLog();
  /** Whether this is the job's last attempt: a transient failure then fails the build. */
  readonly isLast: boolean;
  private readonly started = performance.now();
  private readonly masked: string[] = [];
  /** Set once the attempt ended on purpose (failed, handed back): its error is not unexpected. */
  private ended = false;
  /** What the attempt is doing, for the message of an unexpected error. */
  private step = 'loading the site';
  /** Commit statuses on the git host, once the site and its token are known. */
  private feedback: BuildFeedback = NO_BUILD_FEEDBACK;
  private build: ClaimedBuild | null = null;

  constructor(
    private readonly job: Job,
    private readonly token: string | undefined,
    buildId: string,
    private readonly env: BuildEnvironment,
  ) {
    this.isLast = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    this.report = {
      buildId,
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
  }

  /** The build this attempt claimed. */
  get claimed(): ClaimedBuild {
    if (this.build === null) throw new Error('the build is not claimed yet');
    return this.build;
  }

  /** Records the claimed build: from now on every end is written to its row. */
  claim(build: ClaimedBuild): void {
    this.build = build;
    this.report.siteId = build.site_id;
  }

  /** Names what the attempt does next, for the message of an error nobody expected. */
  at(step: string): void {
    this.step = step;
  }

  /** Values never stored or logged from now on (a git host may echo the site's token back). */
  addSecrets(forms: readonly string[]): void {
    this.masked.push(...forms);
    this.log.mask(this.masked);
  }

  /** The values masked so far; the same array grows as {@link addSecrets} adds to it. */
  get secrets(): readonly string[] {
    return this.masked;
  }

  /** Where commit statuses go once the site is known. */
  useFeedback(feedback: BuildFeedback): BuildFeedback {
    this.feedback = feedback;
    return feedback;
  }

  /** The timings so far, with the total up to now. */
  measure(): BuildReport['timings'] {
    this.report.timings.totalMs = Math.round(performance.now() - this.started);
    return { ...this.report.timings };
  }

  /** Ends the attempt with `outcome` and reports it; returns the report (the job's value). */
  done(outcome: BuildReport['outcome'], message: string | null = null): BuildReport {
    const report = this.report;
    report.outcome = outcome;
    report.message = message;
    this.measure();
    this.env.onReport?.(report);
    this.env.logger.info(
      {
        buildId: report.buildId,
        siteId: report.siteId,
        outcome,
        message,
        timings: report.timings,
        uploaded: report.uploaded,
      },
      'build job done',
    );
    return report;
  }

  /**
   * The claim itself failed. Claimed or not, the next attempt can claim it; the last one leaves it
   * to reconciliation, which re-queues a queued build and fails a running one with this reason.
   */
  claimFailed(error: unknown): never {
    const message = `claiming the build failed: ${(error as Error).message}`;
    this.done(this.isLast ? 'failed' : 'retrying', message);
    throw new Error(message);
  }

  /** Fails the build for good: content errors (`cause: 'content'`), or the last attempt's transient one. */
  async fail(reason: string, result?: BuildTaskResult, cause: 'content' | 'platform' = 'content'): Promise<never> {
    this.ended = true;
    const message = redactCredentials(reason, this.masked);
    const sha = result?.commitSha ?? this.claimed.commit_sha;
    this.log.add(`failed: ${message}`);
    if ((await this.end('failed', message, result)) === null && !this.isLast) {
      // Not recorded: run again to record it, rather than leave the build `running`.
      this.feedback.retrying(sha, this.job.attemptsMade + 1, message);
      this.done('retrying', message);
      throw new Error(message);
    }
    this.feedback.failed(sha, message, cause);
    this.done('failed', message);
    throw new UnrecoverableError(message);
  }

  /** Hands the build back to `queued` for the next attempt after a transient failure (the last one fails it). */
  async retry(reason: string, result?: BuildTaskResult): Promise<never> {
    if (this.isLast) return this.fail(reason, result, 'platform');
    this.ended = true;
    const message = redactCredentials(reason, this.masked);
    this.log.add(`attempt ${this.job.attemptsMade + 1} failed (${message}); retrying`);
    this.feedback.retrying(result?.commitSha ?? this.claimed.commit_sha, this.job.attemptsMade + 1, message);
    await this.end('queued', message);
    this.done('retrying', message);
    throw new Error(message);
  }

  /** The worker is shutting down: hands the build back without spending one of its attempts. */
  async handBack(commitSha: string | null): Promise<never> {
    this.ended = true;
    this.log.add('the worker is shutting down; build handed back to the queue');
    this.feedback.handedBack(commitSha);
    await this.end('queued', 'handed back on shutdown');
    this.done('handed-back');
    if (this.token !== undefined) {
      await this.job.moveToDelayed(Date.now() + 1_000, this.token);
      throw new DelayedError();
    }
    throw new Error('handed back on shutdown');
  }

  /** The build was canceled or taken over while it ran: its deployment was not recorded. */
  discard(commitSha: string): BuildReport {
    this.feedback.canceled(commitSha);
    return this.done('discarded', 'the build was canceled or taken over while it ran');
  }

  /** The deployment is recorded; `heldBack` is the reason it was not made live, if it was not. */
  succeed(commitSha: string, summary: Omit<BuiltSummary, 'heldBack'>, heldBack: string | null): BuildReport {
    this.feedback.succeeded(commitSha, { ...summary, heldBack: heldBack !== null });
    return this.done('succeeded', heldBack);
  }

  /**
   * An error thrown after the claim. One the attempt raised on purpose goes on to BullMQ; anything
   * else (Postgres failing while the site loads, or under recordDeployment, whose transaction then
   * rolled back) hands the build back for the next attempt, or fails it with this cause on the
   * last one. Never leave it `running` unexplained.
   */
  async unexpected(error: unknown): Promise<never> {
    if (this.ended) throw error;
    return this.retry(`${this.step} failed: ${(error as Error).message}`);
  }

  /**
   * Writes how the attempt ended to the build row; `null` when that failed. The build then stays
   * `running` with this attempt's claim: the next attempt takes it over, and after the last one
   * reconciliation fails it with the job's failure reason (this message).
   */
  private async end(status: 'failed' | 'queued', message: string, result?: BuildTaskResult): Promise<boolean | null> {
    const build = this.claimed;
    return endBuildAttempt(this.env.db, {
      buildId: build.id,
      claimToken: build.claim_token,
      status,
      log: this.log.text(),
      ...(result === undefined ? {} : { diagnostics: result.diagnostics, commitSha: result.commitSha }),
      errorMessage: message,
      timings: this.measure(),
    }).catch((err: unknown) => {
      this.env.logger.warn({ err, buildId: build.id, status }, 'ending the build attempt failed');
      return null;
    });
  }
}
