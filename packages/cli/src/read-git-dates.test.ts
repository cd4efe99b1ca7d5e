import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGitDates } from './read-git-dates.ts';

const root = mkdtempSync(join(tmpdir(), 'folio-git-dates-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function commit(message: string, date: string): void {
  execFileSync('git', ['-C', root, 'add', '.']);
  execFileSync(
    'git',
    ['-C', root, '-c', 'user.email=a@example.com', '-c', 'user.name=A', 'commit', '-q', '-m', message],
    { env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } },
  );
}

describe('readGitDates', () => {
  it('gives each file under the folder the date of the last commit that changed it', async () => {
    execFileSync('git', ['init', '-q', root]);
    mkdirSync(join(root, 'docs', 'guides'), { recursive: true });
    writeFileSync(join(root, 'docs', 'index.mdx'), 'one');
    writeFileSync(join(root, 'docs', 'guides', 'setup.mdx'), 'one');
    writeFileSync(join(root, 'README.md'), 'outside');
    commit('first', '2024-01-02T03:04:05+00:00');
    writeFileSync(join(root, 'docs', 'guides', 'setup.mdx'), 'two');
    commit('second', '2025-06-07T08:09:10+00:00');
    const dates = await readGitDates(join(root, 'docs'));
    expect(Object.fromEntries(dates)).toEqual({
      'index.mdx': '2024-01-02T03:04:05+00:00',
      'guides/setup.mdx': '2025-06-07T08:09:10+00:00',
    });
  });

  it('is empty outside a git working copy', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'folio-no-git-'));
    try {
      expect((await readGitDates(plain)).size).toBe(0);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
