import type { GitHostProvider, GitHostRule } from './git-host-rule.ts';

const PROVIDERS: readonly GitHostProvider[] = ['github', 'gitlab'];

/** What {@link parseGitHostRules} read: the rules, and one message per bad entry. */
export interface ParsedGitHostRules {
  rules: GitHostRule[];
  problems: string[];
}

/**
 * Reads `COMMIT_STATUS_HOSTS`: comma-separated `<host>=<provider>` entries, each optionally
 * followed by `:<API base URL>` (`ghe.example.com=github`,
 * `git.example.com=gitlab:https://git.example.com/gitlab/api/v4`). The host is matched against the
 * repository URL's host, port included. Providers contain no `:`, so the first one ends the
 * provider and the rest is the URL.
 */
export function parseGitHostRules(value: string): ParsedGitHostRules {
  const rules: GitHostRule[] = [];
  const problems: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const equals = entry.indexOf('=');
    const host = (equals < 0 ? '' : entry.slice(0, equals)).trim().toLowerCase();
    const rest = equals < 0 ? '' : entry.slice(equals + 1).trim();
    const colon = rest.indexOf(':');
    const provider = (colon < 0 ? rest : rest.slice(0, colon)).trim().toLowerCase();
    const apiBaseUrl =
      colon < 0
        ? undefined
        : rest
            .slice(colon + 1)
            .trim()
            .replace(/\/+$/, '');
    if (host === '' || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host)) {
      problems.push(`entry "${entry}" must start with a git host such as ghe.example.com= (host and optional port)`);
      continue;
    }
    if (!(PROVIDERS as readonly string[]).includes(provider)) {
      problems.push(`entry "${entry}" names provider "${provider}"; use github or gitlab`);
      continue;
    }
    if (apiBaseUrl !== undefined && !isHttpUrl(apiBaseUrl)) {
      problems.push(`entry "${entry}" has API base URL "${apiBaseUrl}"; use an http:// or https:// URL`);
      continue;
    }
    rules.push({ host, provider: provider as GitHostProvider, ...(apiBaseUrl === undefined ? {} : { apiBaseUrl }) });
  }
  return { rules, problems };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
