import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const IDENTITY = {
  GIT_AUTHOR_NAME: 'Folio',
  GIT_AUTHOR_EMAIL: 'folio@localhost',
  GIT_COMMITTER_NAME: 'Folio',
  GIT_COMMITTER_EMAIL: 'folio@localhost',
};

/** A folder published as a git repository on the local git host. */
export interface PublishedFolder {
  /** The working copy the user may edit, commit in and `git push`. */
  workDir: string;
  /** Commit at the head of `branch` after publishing. */
  head: string;
  /** Whether this call committed the folder's contents (first time, or the folder changed). */
  committed: boolean;
  /** Fingerprint of the source folder, to pass back as `lastSourceHash` next time. */
  sourceHash: string;
}

/** Options of {@link publishFolder}. */
export interface PublishFolderOptions {
  /** The folder to publish (e.g. examples/starter). */
  source: string;
  /** Repository name: `<gitRoot>/<name>.git`, working copy `<workRoot>/<name>`. */
  name: string;
  gitRoot: string;
  workRoot: string;
  /** Base URL of the git host serving `gitRoot`; the working copy pushes there (so the host sees pushes). */
  gitUrl: string;
  branch?: string;
  /** Hash returned last time: when the source is unchanged, the working copy (and the user's commits in it) is left alone. */
  lastSourceHash?: string;
}

/**
 * Publishes a folder as a repository: creates the bare repository and a working copy the first
 * time, and whenever the source folder changed since `lastSourceHash` replaces the working copy's
 * files with it, commits and pushes over HTTP. Git runs asynchronously: the git host may be in
 * this process.
 */
export async function publishFolder(options: PublishFolderOptions): Promise<PublishedFolder> {
  const branch = options.branch ?? 'main';
  const bare = join(options.gitRoot, `${options.name}.git`);
  const workDir = join(options.workRoot, options.name);
  const remote = `${options.gitUrl}/${options.name}.git`;
  await mkdir(options.gitRoot, { recursive: true });
  await mkdir(options.workRoot, { recursive: true });
  if (!(await exists(join(bare, 'HEAD'))))
    await git(options.gitRoot, 'init', '--bare', '--quiet', `--initial-branch=${branch}`, bare);
  if (!(await exists(join(workDir, '.git')))) {
    await mkdir(workDir, { recursive: true });
    await git(workDir, 'init', '--quiet', `--initial-branch=${branch}`);
    await git(workDir, 'remote', 'add', 'origin', remote);
    // A plain `git push` in the working copy goes to the branch the site builds.
    await git(workDir, 'config', `branch.${branch}.remote`, 'origin');
    await git(workDir, 'config', `branch.${branch}.merge`, `refs/heads/${branch}`);
  }
  // The git host's port changes from one start to the next.
  await git(workDir, 'remote', 'set-url', 'origin', remote);

  const sourceHash = await hashFolder(options.source);
  let committed = false;
  if (sourceHash !== options.lastSourceHash) {
    for (const entry of await readdir(workDir))
      if (entry !== '.git') await rm(join(workDir, entry), { recursive: true, force: true });
    await cp(options.source, workDir, {
      recursive: true,
      filter: (path) => !/(^|\/)(node_modules|\.git)(\/|$)/.test(relative(options.source, path)),
    });
    await git(workDir, 'add', '-A');
    const status = await git(workDir, 'status', '--porcelain');
    if (status !== '') {
      await git(
        workDir,
        'commit',
        '--quiet',
        '-m',
        `Publish ${relative(process.cwd(), options.source) || options.source}`,
      );
      committed = true;
    }
  }
  const hasCommit = await git(workDir, 'rev-parse', '--verify', '--quiet', 'HEAD').then(
    () => true,
    () => false,
  );
  if (hasCommit) await git(workDir, 'push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
  const head = await git(workDir, 'rev-parse', 'HEAD');
  return { workDir, head, committed, sourceHash };
}

/** Runs git asynchronously in `cwd` with a fixed identity; returns trimmed stdout. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...IDENTITY } });
  return stdout.trim();
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function hashFolder(root: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile())
        hash
          .update(relative(root, path))
          .update('\0')
          .update(await readFile(path))
          .update('\0');
    }
  };
  await walk(root);
  return hash.digest('hex');
}
