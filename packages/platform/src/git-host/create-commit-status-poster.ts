import { redactCredentials } from '../redact-credentials.ts';
import { commitStatusRequest } from './commit-status-request.ts';
import type { CommitStatus } from './commit-status.ts';
import type { GitHostRule } from './git-host-rule.ts';
import { resolveGitHostRepository, type GitHostRepository } from './resolve-git-host-repository.ts';
import { sendCommitStatus, type SendPolicy } from './send-commit-status.ts';

/** The worker's commit status settings (`COMMIT_STATUS_*`, `DASHBOARD_URL`). */
export interface CommitStatusSettings {
  /** `false`: no status is ever sent. */
  enabled: boolean;
  /** Git hosts besides (or replacing) github.com and gitlab.com. */
  rules: readonly GitHostRule[];
  policy: SendPolicy;
}

/** The repository and token one build reports with. */
export interface CommitStatusTarget {
  repoUrl: string;
  /** The site's access token; `null`: the site gave none, so nothing is reported. */
  token: string | null;
  /** Every form of the token, masked out of anything logged. */
  secrets: readonly string[];
  /** For log lines. */
  buildId: string;
  siteId: string;
}

/** Where the sender reports what became of each status (a pino or Fastify logger). */
export interface CommitStatusLogger {
  debug(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** Options of one status. */
export interface PostOptions {
  /** Asked before each attempt; `false` drops the status (see `sendCommitStatus`). */
  isStillWanted?: () => Promise<boolean>;
}

/** Sets one build's commit statuses, in the order asked. */
export interface CommitStatusReporter {
  readonly repository: GitHostRepository;
  /** Queues `status` behind the build's earlier ones; never waits, never throws. */
  post(status: CommitStatus, options?: PostOptions): void;
  /** Resolves once every status queued so far was sent or given up. */
  settled(): Promise<void>;
}

/** Every build's reporters, with one way to stop waiting for them. */
export interface CommitStatusPoster {
  /** A reporter for the build, or `null` when the site has no token or its host is not known. */
  reporterFor(target: CommitStatusTarget): CommitStatusReporter | null;
  /** Waits up to `waitMs` for statuses still being sent, then abandons the rest. */
  close(waitMs: number): Promise<void>;
}

/**
 * Creates the worker's commit status sender. Statuses of one build go out one after another, so
 * the host keeps them in order (the last one per context wins); a build never waits for them.
 * After a 401, 403 or 404 the token cannot set statuses on that repository: the build's remaining
 * statuses are dropped rather than sent to be refused again.
 */
export function createCommitStatusPoster(
  settings: CommitStatusSettings,
  logger: CommitStatusLogger,
): CommitStatusPoster {
  const stop = new AbortController();
  const inFlight = new Set<Promise<void>>();

  return {
    reporterFor(target) {
      if (!settings.enabled || target.token === null || stop.signal.aborted) return null;
      const repository = resolveGitHostRepository(target.repoUrl, settings.rules);
      if (repository === null) return null;
      const token = target.token;
      const mask = (text: string): string => redactCredentials(text, target.secrets);
      let chain: Promise<void> = Promise.resolve();
      let refusedAccess = false;

      const send = async (status: CommitStatus, options: PostOptions): Promise<void> => {
        if (refusedAccess || stop.signal.aborted) return;
        const fields = {
          buildId: target.buildId,
          siteId: target.siteId,
          provider: repository.provider,
          context: status.context,
          state: status.state,
          sha: status.sha,
        };
        const outcome = await sendCommitStatus(
          commitStatusRequest(repository, token, status),
          settings.policy,
          stop.signal,
          options.isStillWanted,
        );
        if (outcome.kind === 'accepted') {
          logger.debug({ ...fields, attempts: outcome.attempts }, 'commit status set');
        } else if (outcome.kind === 'outdated') {
          logger.debug({ ...fields, attempts: outcome.attempts }, 'commit status dropped: the build moved on');
        } else if (outcome.kind === 'refused') {
          refusedAccess = outcome.status === 401 || outcome.status === 403 || outcome.status === 404;
          logger.warn(
            { ...fields, httpStatus: outcome.status, reason: mask(outcome.message) },
            refusedAccess
              ? "commit status refused: the site's token cannot set statuses on this repository"
              : 'commit status refused',
          );
        } else if (outcome.kind === 'gave-up') {
          logger.warn(
            { ...fields, attempts: outcome.attempts, reason: mask(outcome.reason) },
            'commit status not set: the git host did not accept it in time',
          );
        }
      };

      return {
        repository,
        post(status, options = {}) {
          const next = chain
            .then(() => send(status, options))
            .catch((err: unknown) =>
              logger.warn(
                { buildId: target.buildId, reason: mask(String((err as Error)?.message ?? err)) },
                'commit status failed',
              ),
            );
          chain = next;
          inFlight.add(next);
          void next.finally(() => inFlight.delete(next));
        },
        settled: () => chain,
      };
    },
    async close(waitMs) {
      let timer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([Promise.allSettled([...inFlight]).then(() => {}), giveUp]);
      clearTimeout(timer);
      stop.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
