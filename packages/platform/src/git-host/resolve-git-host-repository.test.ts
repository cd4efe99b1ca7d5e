import { describe, expect, it } from 'vitest';
import { parseGitHostRules } from './parse-git-host-rules.ts';
import { resolveGitHostRepository } from './resolve-git-host-repository.ts';

describe('resolveGitHostRepository', () => {
  it('knows github.com and gitlab.com', () => {
    expect(resolveGitHostRepository('https://github.com/Acme/Docs.git', [])).toEqual({
      provider: 'github',
      apiBaseUrl: 'https://api.github.com',
      path: 'Acme/Docs',
    });
    expect(resolveGitHostRepository('https://github.com/acme/docs', [])).toEqual({
      provider: 'github',
      apiBaseUrl: 'https://api.github.com',
      path: 'acme/docs',
    });
    expect(resolveGitHostRepository('https://GitLab.com/acme/platform/docs.git/', [])).toEqual({
      provider: 'gitlab',
      apiBaseUrl: 'https://gitlab.com/api/v4',
      path: 'acme/platform/docs',
    });
  });

  it('derives GitHub Enterprise and self-hosted GitLab API bases from the host a rule names', () => {
    const { rules } = parseGitHostRules('ghe.example.com=github, git.example.com:8443=gitlab');
    expect(resolveGitHostRepository('https://ghe.example.com/acme/docs.git', rules)).toEqual({
      provider: 'github',
      apiBaseUrl: 'https://ghe.example.com/api/v3',
      path: 'acme/docs',
    });
    expect(resolveGitHostRepository('https://git.example.com:8443/a/b/c.git', rules)).toEqual({
      provider: 'gitlab',
      apiBaseUrl: 'https://git.example.com:8443/api/v4',
      path: 'a/b/c',
    });
    // The port is part of the host: the same name on another port is another host.
    expect(resolveGitHostRepository('https://git.example.com/a/b.git', rules)).toBeNull();
  });

  it('lets a rule point a known host at another API (tests, proxies)', () => {
    const { rules } = parseGitHostRules('github.com=github:http://127.0.0.1:9999/');
    expect(resolveGitHostRepository('https://github.com/acme/docs.git', rules)?.apiBaseUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('never calls an API for a host the operator did not name, or a URL that names no repository', () => {
    expect(resolveGitHostRepository('https://git.evil.example/acme/docs.git', [])).toBeNull();
    expect(resolveGitHostRepository('https://github.com/acme', [])).toBeNull();
    expect(resolveGitHostRepository('https://github.com/acme/docs/extra', [])).toBeNull();
    expect(resolveGitHostRepository('https://gitlab.com/acme', [])).toBeNull();
    expect(resolveGitHostRepository('https://gitlab.com/acme/%2e%2e/docs', [])).toBeNull();
    expect(resolveGitHostRepository('ssh://git@github.com/acme/docs.git', [])).toBeNull();
    expect(resolveGitHostRepository('not a url', [])).toBeNull();
  });
});

describe('parseGitHostRules', () => {
  it('reads hosts, providers and optional API base URLs', () => {
    expect(
      parseGitHostRules(' ghe.example.com=github ,127.0.0.1:3000=gitlab:http://127.0.0.1:4000/api/v4/,').rules,
    ).toEqual([
      { host: 'ghe.example.com', provider: 'github' },
      { host: '127.0.0.1:3000', provider: 'gitlab', apiBaseUrl: 'http://127.0.0.1:4000/api/v4' },
    ]);
    expect(parseGitHostRules('')).toEqual({ rules: [], problems: [] });
  });

  it('names every bad entry', () => {
    expect(
      parseGitHostRules(
        'github,a.example=bitbucket,b.example=github:ftp://x,https://c.example=gitlab,d.example=github:https://u:p@d.example',
      ).problems,
    ).toEqual([
      'entry "github" must start with a git host such as ghe.example.com= (host and optional port)',
      'entry "a.example=bitbucket" names provider "bitbucket"; use github or gitlab',
      'entry "b.example=github:ftp://x" has API base URL "ftp://x"; use an http:// or https:// URL',
      'entry "https://c.example=gitlab" must start with a git host such as ghe.example.com= (host and optional port)',
      'entry "d.example=github:https://u:p@d.example" has API base URL "https://u:p@d.example"; use an http:// or https:// URL',
    ]);
  });
});
