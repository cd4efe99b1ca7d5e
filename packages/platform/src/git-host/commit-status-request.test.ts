import { describe, expect, it } from 'vitest';
import { commitStatusRequest } from './commit-status-request.ts';
import { shortDescription, type CommitStatus } from './commit-status.ts';

const SHA = 'a'.repeat(40);
const status: CommitStatus = {
  sha: SHA,
  context: 'folio/build',
  state: 'failure',
  description: 'docs.json could not be read',
  targetUrl: 'https://app.example.com/sites/s/builds/b',
  ref: 'feature/x',
};

describe('commitStatusRequest', () => {
  it('writes GitHub\'s "Create a commit status" request', () => {
    const request = commitStatusRequest(
      { provider: 'github', apiBaseUrl: 'https://api.github.com', path: 'acme/docs' },
      'tok',
      status,
    );
    expect(request.url).toBe(`https://api.github.com/repos/acme/docs/statuses/${SHA}`);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer tok',
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    });
    expect(JSON.parse(request.body)).toEqual({
      state: 'failure',
      target_url: status.targetUrl,
      description: status.description,
      context: 'folio/build',
    });
    // GitHub has no canceled state: a build that was stopped is an error there.
    expect(
      JSON.parse(
        commitStatusRequest({ provider: 'github', apiBaseUrl: 'x', path: 'a/b' }, 't', { ...status, state: 'canceled' })
          .body,
      ).state,
    ).toBe('error');
    // Nor a queued one: waiting and running are both pending.
    expect(
      JSON.parse(
        commitStatusRequest({ provider: 'github', apiBaseUrl: 'x', path: 'a/b' }, 't', { ...status, state: 'queued' })
          .body,
      ).state,
    ).toBe('pending');
  });

  it("writes GitLab's commit status request, the project path URL-encoded as its id", () => {
    const request = commitStatusRequest(
      { provider: 'gitlab', apiBaseUrl: 'https://gitlab.com/api/v4', path: 'acme/platform/docs' },
      'glpat',
      { ...status, state: 'pending' },
    );
    expect(request.url).toBe(`https://gitlab.com/api/v4/projects/acme%2Fplatform%2Fdocs/statuses/${SHA}`);
    expect(request.headers['private-token']).toBe('glpat');
    expect(request.headers.authorization).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({
      state: 'running',
      ref: 'feature/x',
      name: 'folio/build',
      target_url: status.targetUrl,
      description: status.description,
    });
    const states = (['queued', 'success', 'failure', 'error', 'canceled'] as const).map(
      (state) =>
        JSON.parse(
          commitStatusRequest({ provider: 'gitlab', apiBaseUrl: 'x', path: 'a/b' }, 't', { ...status, state }).body,
        ).state,
    );
    expect(states).toEqual(['pending', 'success', 'failed', 'failed', 'canceled']);
  });

  it('leaves target_url out when there is no page to link to', () => {
    const { targetUrl: _, ...withoutLink } = status;
    expect(
      JSON.parse(commitStatusRequest({ provider: 'github', apiBaseUrl: 'x', path: 'a/b' }, 't', withoutLink).body),
    ).not.toHaveProperty('target_url');
  });
});

describe('shortDescription', () => {
  it('keeps one line of at most 140 characters', () => {
    expect(shortDescription('  two\nlines  ')).toBe('two lines');
    const long = shortDescription('x '.repeat(100));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
