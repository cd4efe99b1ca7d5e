import { BUILT_IN_GIT_HOSTS, type GitHostProvider, type GitHostRule } from './git-host-rule.ts';

/** Where a repository's commit statuses are set. */
export interface GitHostRepository {
  provider: GitHostProvider;
  /** REST API base, without a trailing slash. */
  apiBaseUrl: string;
  /**
   * GitHub: `owner/repo`; GitLab: the project's full path (`group/subgroup/project`), which the API
   * takes URL-encoded as the project id.
   */
  path: string;
}

/**
 * Finds the commit status API of a repository from its clone URL: `github.com` and `gitlab.com`
 * are known, other hosts only through `rules` (operator settings, which also override the two).
 * `null` when the host is unknown or the URL cannot name a repository there, so a repository URL a
 * tenant chose can never make the worker call an API the operator did not name.
 */
export function resolveGitHostRepository(repoUrl: string, rules: readonly GitHostRule[]): GitHostRepository | null {
  let url: URL;
  try {
    url = new URL(repoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.host.toLowerCase();
  const rule =
    rules.find((candidate) => candidate.host === host) ??
    BUILT_IN_GIT_HOSTS.find((candidate) => candidate.host === host);
  if (rule === undefined) return null;
  const segments = decodeURIComponent(url.pathname)
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  // GitHub repositories are exactly owner/name; GitLab projects sit in nested groups.
  if (rule.provider === 'github' ? segments.length !== 2 : segments.length < 2) return null;
  const apiBaseUrl = rule.apiBaseUrl ?? `${url.protocol}//${url.host}/api/${rule.provider === 'github' ? 'v3' : 'v4'}`;
  return { provider: rule.provider, apiBaseUrl, path: segments.join('/') };
}
