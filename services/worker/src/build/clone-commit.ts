import * as fs from 'node:fs';
import git, { type HttpClient } from 'isomorphic-git';
import { BuildFailure } from './build-failure.ts';

/** Where and what to clone. */
export interface CloneRequest {
  /** Empty folder to clone into. */
  dir: string;
  /** Clone URL without credentials. */
  url: string;
  token: string | null;
  branch: string;
  /** The commit to fetch; `null` for the branch head. */
  commitSha: string | null;
  http: HttpClient;
  /** isomorphic-git's object cache, shared with the checkout so packfile indexes are read once. */
  cache: object;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/** What a clone fetched. */
export interface ClonedCommit {
  /** The commit that was fetched: the one asked for, or the branch head. */
  commitSha: string;
  /** The commit the branch pointed at when the clone listed the host's refs. */
  branchHead: string;
}

/**
 * Fetches exactly one commit, shallow and single-branch, without checking anything out: first the
 * branch head (which also proves the branch exists), then, when the build is for an older commit,
 * that commit by id. Returns the sha that was fetched and the branch head. Failures are {@link BuildFailure}s with a
 * message for the site's owner: bad credentials and missing branches are content failures,
 * network trouble and server errors are transient.
 */
export async function cloneCommit(request: CloneRequest): Promise<ClonedCommit> {
  const { dir, url, token, branch, http, cache } = request;
  const auth =
    token === null
      ? {}
      : {
          onAuth: () => ({ username: 'x-access-token', password: token }),
          // The token is the only credential we have: asking again would loop.
          onAuthFailure: () => ({ cancel: true }),
        };
  try {
    await git.clone({
      fs,
      http,
      dir,
      url,
      ref: branch,
      singleBranch: true,
      depth: 1,
      noCheckout: true,
      noTags: true,
      cache,
      ...auth,
    });
  } catch (error) {
    throw classifyGitError(error, { url, branch, hasToken: token !== null });
  }
  const head = await git.resolveRef({ fs, dir, ref: `refs/remotes/origin/${branch}` });
  if (request.commitSha === null || request.commitSha === head) return { commitSha: head, branchHead: head };
  try {
    await git.fetch({
      fs,
      http,
      dir,
      url,
      ref: request.commitSha,
      singleBranch: true,
      depth: 1,
      tags: false,
      cache,
      ...auth,
    });
    await git.readCommit({ fs, dir, oid: request.commitSha, cache });
  } catch (error) {
    const failure = classifyGitError(error, { url, branch, hasToken: token !== null });
    if (failure.kind === 'transient' || (error as { code?: string }).code !== 'NotFoundError') throw failure;
    throw new BuildFailure(
      'content',
      `commit ${request.commitSha} could not be fetched from ${url} (was the branch "${branch}" force-pushed?); push again to build the current head`,
    );
  }
  return { commitSha: request.commitSha, branchHead: head };
}

/** Turns an isomorphic-git or network error into a {@link BuildFailure} the site's owner can act on. */
function classifyGitError(error: unknown, context: { url: string; branch: string; hasToken: boolean }): BuildFailure {
  if (error instanceof BuildFailure) return error;
  const err = error as { code?: string; message?: string; data?: { statusCode?: number } };
  const status = err.data?.statusCode;
  if (err.code === 'NotFoundError') {
    return new BuildFailure(
      'content',
      `the branch "${context.branch}" does not exist in ${context.url}; push it, or change the site's branch`,
    );
  }
  if (err.code === 'UserCanceledError' || status === 401 || status === 403) {
    return new BuildFailure(
      'content',
      context.hasToken
        ? `the git host refused the site's access token for ${context.url} (HTTP ${status ?? 401}); the token may be expired or lack read access: update it in the site's settings`
        : `${context.url} asks for credentials (HTTP ${status ?? 401}); add an access token with read access to the site`,
    );
  }
  if (status === 404) {
    return new BuildFailure(
      'content',
      `no git repository found at ${context.url} (HTTP 404); check the site's repository URL${context.hasToken ? '' : ', or add an access token if it is private'}`,
    );
  }
  if (status !== undefined && (status >= 500 || status === 429 || status === 408)) {
    return new BuildFailure('transient', `the git host answered HTTP ${status} for ${context.url}`);
  }
  if (status !== undefined)
    return new BuildFailure('content', `the git host answered HTTP ${status} for ${context.url}`);
  if (err.code !== undefined && NETWORK_CODES.has(err.code)) {
    return new BuildFailure('transient', `could not reach the git host of ${context.url} (${err.code})`);
  }
  return new BuildFailure('transient', `cloning ${context.url} failed: ${err.message ?? String(error)}`);
}
