import { execFile } from 'node:child_process';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A file to commit: text, bytes, or a symbolic link to `symlink`. */
export type RepoFile = string | Uint8Array | { symlink: string };

/** A bare repository under a git server's root, with a working copy to commit from. */
export interface TestRepo {
  /** Path of the repository on the server, e.g. `/docs.git`. */
  path: string;
  /** Writes `files` (and deletes `remove`), commits and pushes to `branch`; returns the commit sha. */
  commit(
    files: Record<string, RepoFile>,
    options?: { branch?: string; remove?: string[]; message?: string },
  ): Promise<string>;
}

/** Runs git asynchronously (never execFileSync: the git server may live in this process). */
async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  });
  return stdout.trim();
}

/** Creates `<serverRoot>/<name>.git` and a working copy in `<workRoot>/<name>`. */
export async function createTestRepo(serverRoot: string, workRoot: string, name: string): Promise<TestRepo> {
  const bare = join(serverRoot, `${name}.git`);
  const work = join(workRoot, name);
  await mkdir(work, { recursive: true });
  await git(serverRoot, 'init', '--bare', '--quiet', '--initial-branch=main', bare);
  await git(work, 'init', '--quiet', '--initial-branch=main');
  await git(work, 'remote', 'add', 'origin', bare);
  let current = 'main';
  return {
    path: `/${name}.git`,
    async commit(files, options = {}) {
      const branch = options.branch ?? 'main';
      if (branch !== current) {
        await git(work, 'checkout', '--quiet', '-B', branch);
        current = branch;
      }
      for (const path of options.remove ?? []) await rm(join(work, path), { force: true, recursive: true });
      for (const [path, content] of Object.entries(files)) {
        const target = join(work, path);
        await mkdir(dirname(target), { recursive: true });
        await rm(target, { force: true });
        if (typeof content === 'object' && 'symlink' in content) await symlink(content.symlink, target);
        else await writeFile(target, content);
      }
      await git(work, 'add', '-A');
      await git(work, 'commit', '--quiet', '--allow-empty', '-m', options.message ?? 'update');
      await git(work, 'push', '--quiet', '--force', 'origin', `HEAD:refs/heads/${branch}`);
      return git(work, 'rev-parse', 'HEAD');
    },
  };
}
