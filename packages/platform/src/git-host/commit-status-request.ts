import { shortDescription, type CommitState, type CommitStatus } from './commit-status.ts';
import type { GitHostRepository } from './resolve-git-host-repository.ts';

/** An HTTP request to a git host's commit status API, ready for `fetch`. */
export interface CommitStatusRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The REST API version the GitHub request is written against (`X-GitHub-Api-Version`). */
export const GITHUB_API_VERSION = '2022-11-28';

// GitHub has one state for both waiting and running.
const GITHUB_STATES: Record<CommitState, string> = {
  queued: 'pending',
  pending: 'pending',
  success: 'success',
  failure: 'failure',
  error: 'error',
  canceled: 'error',
};
// The API sets `queued` (GitLab's `pending`); a worker sets `pending` once it runs the build, which
// is GitLab's `running`. GitLab has no `error`, so a build Folio could not finish is `failed` there too.
const GITLAB_STATES: Record<CommitState, string> = {
  queued: 'pending',
  pending: 'running',
  success: 'success',
  failure: 'failed',
  error: 'failed',
  canceled: 'canceled',
};

/**
 * The request that sets `status` on `repository`:
 * GitHub `POST /repos/{owner}/{repo}/statuses/{sha}` (REST "Create a commit status", bearer token),
 * GitLab `POST /projects/:id/statuses/:sha` (commit status API, `PRIVATE-TOKEN`, id = the
 * URL-encoded project path).
 */
export function commitStatusRequest(
  repository: GitHostRepository,
  token: string,
  status: CommitStatus,
): CommitStatusRequest {
  const description = shortDescription(status.description);
  const sha = encodeURIComponent(status.sha);
  if (repository.provider === 'github') {
    const [owner = '', repo = ''] = repository.path.split('/');
    return {
      url: `${repository.apiBaseUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/statuses/${sha}`,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': GITHUB_API_VERSION,
        'content-type': 'application/json',
        // GitHub refuses requests without one.
        'user-agent': 'folio-worker',
      },
      body: JSON.stringify({
        state: GITHUB_STATES[status.state],
        ...(status.targetUrl === undefined ? {} : { target_url: status.targetUrl }),
        description,
        context: status.context,
      }),
    };
  }
  return {
    url: `${repository.apiBaseUrl}/projects/${encodeURIComponent(repository.path)}/statuses/${sha}`,
    headers: {
      'private-token': token,
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'folio-worker',
    },
    body: JSON.stringify({
      state: GITLAB_STATES[status.state],
      ref: status.ref,
      name: status.context,
      ...(status.targetUrl === undefined ? {} : { target_url: status.targetUrl }),
      description,
    }),
  };
}
