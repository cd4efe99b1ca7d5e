/**
 * A build's state on the git host, in Folio's words: `queued` (the API recorded it), `pending` (a
 * worker runs it), then an outcome. Each provider maps it to its own (GitHub: pending, success,
 * failure, error; GitLab: pending, running, success, failed, canceled).
 */
export type CommitState = 'queued' | 'pending' | 'success' | 'failure' | 'error' | 'canceled';

/** Status contexts Folio sets: one per build of a commit, and one linking to its preview. */
export const BUILD_CONTEXT = 'folio/build';
export const PREVIEW_CONTEXT = 'folio/preview';

/**
 * Longest description sent. GitHub refuses a longer one with 422 ("description is too long
 * (maximum is 140 characters)"), and the checks list of a pull request shows about that much.
 */
export const MAX_DESCRIPTION_LENGTH = 140;

/** One commit status to set. */
export interface CommitStatus {
  sha: string;
  context: string;
  state: CommitState;
  /** Already masked like the build log; cut to {@link MAX_DESCRIPTION_LENGTH} when sent. */
  description: string;
  /** The page the status links to (the build page, the preview); omitted when there is none. */
  targetUrl?: string;
  /** The branch built (GitLab attaches the status to that ref's pipeline). */
  ref: string;
}

/** Cuts a description to {@link MAX_DESCRIPTION_LENGTH} characters on one line. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= MAX_DESCRIPTION_LENGTH ? line : `${line.slice(0, MAX_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}
