// Bare repositories on the suite's git server, with a working copy to commit from. git runs
// asynchronously: the git server lives in this process.
import { execFile } from 'node:child_process';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { writeBlob, writeLiteralTree, type LiteralEntry } from '../../services/worker/test/helpers/literal-tree.ts';

const run = promisify(execFile);

/** A file to commit: text, bytes, a symbolic link, or a sparse file of `sparseBytes` zero bytes. */
export type RepoFile = string | Uint8Array | { symlink: string } | { sparseBytes: number };

/** A repository the suite pushes to. */
export interface Repo {
  /** Path on the git server, e.g. `/docs.git`. */
  path: string;
  /** The working copy. */
  work: string;
  /** Writes files (`remove` first), commits; pushes unless `push` is false. Returns the sha. */
  commit(
    files: Record<string, RepoFile>,
    options?: { remove?: string[]; push?: boolean; message?: string },
  ): Promise<string>;
  /** Pushes `sha` to `main`. */
  push(sha: string): Promise<void>;
  /**
   * Commits a tree written byte by byte (duplicate names, a link and a file under one name: what a
   * hostile git host serves) and pushes it; returns the sha.
   */
  commitLiteralTree(entries: LiteralEntry[]): Promise<string>;
  /** Stores a blob (for trees naming it many times); returns its id. */
  writeBlob(content: string | Uint8Array): Promise<string>;
}

/** Runs git with a fixed identity. */
async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, {
    cwd,
    maxBuffer: 256 * 1024 * 1024,
    timeout: 300_000,
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

/** Creates `<serverRoot>/<name>.git` and its working copy under `workRoot`. */
export async function createRepo(serverRoot: string, workRoot: string, name: string): Promise<Repo> {
  const bare = join(serverRoot, `${name}.git`);
  const work = join(workRoot, name);
  await mkdir(work, { recursive: true });
  await git(serverRoot, 'init', '--bare', '--quiet', '--initial-branch=main', bare);
  await git(work, 'init', '--quiet', '--initial-branch=main');
  await git(work, 'config', 'core.quotePath', 'false');
  await git(work, 'config', 'core.precomposeUnicode', 'false');
  await git(work, 'remote', 'add', 'origin', bare);
  const push = async (sha: string) => {
    await git(work, 'push', '--quiet', '--force', 'origin', `${sha}:refs/heads/main`);
  };
  return {
    path: `/${name}.git`,
    work,
    push,
    async commitLiteralTree(entries) {
      const tree = await writeLiteralTree(work, entries);
      const sha = await git(work, 'commit-tree', tree, '-m', 'literal tree');
      await push(sha);
      return sha;
    },
    writeBlob: (content) => writeBlob(work, content),
    async commit(files, options = {}) {
      // `*` empties the working copy (everything but .git).
      const remove = (options.remove ?? []).flatMap((path) => (path === '*' ? [] : [path]));
      if (options.remove?.includes('*'))
        for (const entry of await readdir(work)) if (entry !== '.git') remove.push(entry);
      for (const path of remove) await rm(join(work, path), { force: true, recursive: true });
      for (const [path, content] of Object.entries(files)) {
        const target = join(work, path);
        await mkdir(dirname(target), { recursive: true });
        await rm(target, { force: true, recursive: true });
        if (typeof content === 'object' && 'symlink' in content) await symlink(content.symlink, target);
        else if (typeof content === 'object' && 'sparseBytes' in content)
          await run('truncate', ['-s', String(content.sparseBytes), target]);
        else await writeFile(target, content);
      }
      await git(work, 'add', '-A');
      await git(work, 'commit', '--quiet', '--allow-empty', '-m', options.message ?? 'update');
      const sha = await git(work, 'rev-parse', 'HEAD');
      if (options.push !== false) await push(sha);
      return sha;
    },
  };
}

/** A small valid docs site whose pages carry `marker` (so a test can tell deployments apart). */
export function docsSite(marker: string, pages = 3): Record<string, RepoFile> {
  const names = ['index', ...Array.from({ length: pages - 1 }, (_, i) => `page-${i + 1}`)];
  const files: Record<string, RepoFile> = {
    'docs.json': JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Reliability',
      colors: { primary: '#0E7C66' },
      navigation: { groups: [{ group: 'Docs', pages: names }] },
    }),
  };
  names.forEach((name, i) => {
    files[`${name}.mdx`] = `---\ntitle: Page ${i}\n---\n\nMarker ${marker} on page ${i}.\n`;
  });
  return files;
}
