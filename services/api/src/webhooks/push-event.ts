import { AppError } from '../errors/app-error.ts';
import { branchNameProblem } from '../lib/git-branch-name.ts';

/** A branch push as any git host reports it. */
export interface PushEvent {
  branch: string;
  /** The pushed head; `null` when the branch was deleted or the host did not say. */
  commitSha: string | null;
  deleted: boolean;
}

const ZERO_SHA = /^0+$/;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/**
 * Builds a {@link PushEvent} from a ref and the commit after the push. Returns `null` for refs that
 * are not branches (tags, notes): they never build. Throws INVALID_WEBHOOK for a payload without a
 * ref, with a branch name git would not accept (or over 200 characters), or with a malformed
 * commit id.
 */
export function readPush(ref: unknown, after: unknown, deletedFlag: unknown): PushEvent | null {
  if (typeof ref !== 'string' || ref === '')
    throw new AppError('INVALID_WEBHOOK', 'the push payload has no "ref" string');
  if (!ref.startsWith('refs/heads/')) return null;
  const branch = ref.slice('refs/heads/'.length);
  const problem = branchNameProblem(branch);
  if (problem !== null)
    throw new AppError(
      'INVALID_WEBHOOK',
      `the push's branch ${JSON.stringify(branch.slice(0, 220))} is not a valid git branch name: ${problem}`,
    );
  const sha = typeof after === 'string' ? after.toLowerCase() : null;
  const deleted = deletedFlag === true || (sha !== null && ZERO_SHA.test(sha));
  if (!deleted && sha !== null && !SHA.test(sha)) {
    throw new AppError('INVALID_WEBHOOK', `the push payload's commit "${String(after)}" is not a full commit id`);
  }
  return { branch, commitSha: deleted ? null : sha, deleted };
}
