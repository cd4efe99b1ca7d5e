/** The commit status APIs Folio reports builds to. */
export type GitHostProvider = 'github' | 'gitlab';

/** Which API a git host speaks, and where: one entry of `COMMIT_STATUS_HOSTS`. */
export interface GitHostRule {
  /** The repository URL's host, with its port when it has one (`ghe.example.com`, `127.0.0.1:3000`), lowercase. */
  host: string;
  provider: GitHostProvider;
  /**
   * Base URL of the REST API, without a trailing slash. Unset: `<scheme>://<host>/api/v3` for
   * GitHub Enterprise Server, `<scheme>://<host>/api/v4` for GitLab.
   */
  apiBaseUrl?: string;
}

/** The hosted services every worker knows, unless a rule for the same host replaces them. */
export const BUILT_IN_GIT_HOSTS: readonly GitHostRule[] = [
  { host: 'github.com', provider: 'github', apiBaseUrl: 'https://api.github.com' },
  { host: 'gitlab.com', provider: 'gitlab', apiBaseUrl: 'https://gitlab.com/api/v4' },
];
