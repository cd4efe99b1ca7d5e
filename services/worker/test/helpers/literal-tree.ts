// Commits whose trees are written byte by byte, the way a hostile git host can serve them: entries in
// any order, duplicate names, a symbolic link and a file or folder under the same name. `git mktree`
// and `git add` refuse such trees; `git hash-object -t tree --literally` stores them as given.
import { spawn } from 'node:child_process';

/** One entry of a literal tree, written in the order given. */
export type LiteralEntry =
  | { name: string; file: string | Uint8Array; mode?: '100644' | '100755' }
  | { name: string; link: string }
  | { name: string; tree: LiteralEntry[] }
  /** An entry naming an object already written (say, one blob named by thousands of entries). */
  | { name: string; oid: string; mode: '100644' | '40000' };

/** Runs git in `cwd` with `input` on stdin; resolves its trimmed stdout. */
function gitWithInput(cwd: string, args: string[], input: Uint8Array | string = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8').trim());
      else reject(new Error(`git ${args.join(' ')} exited with ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    // Commands that read no input (commit-tree -m, update-ref) may exit before it is written: the
    // write then fails with EPIPE, which is no failure of theirs (their exit code says that).
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/** Writes a blob into the bare repository `bare`; returns its id. */
export function writeBlob(bare: string, content: string | Uint8Array): Promise<string> {
  return gitWithInput(bare, ['hash-object', '-w', '--stdin'], content);
}

/** Writes `entries` (recursively) as literal tree objects into `bare`; returns the root tree id. */
export async function writeLiteralTree(bare: string, entries: LiteralEntry[]): Promise<string> {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    let mode: string;
    let oid: string;
    if ('file' in entry) [mode, oid] = [entry.mode ?? '100644', await writeBlob(bare, entry.file)];
    else if ('link' in entry) [mode, oid] = ['120000', await writeBlob(bare, entry.link)];
    else if ('tree' in entry) [mode, oid] = ['40000', await writeLiteralTree(bare, entry.tree)];
    else [mode, oid] = [entry.mode, entry.oid];
    parts.push(Buffer.from(`${mode} ${entry.name}\0`, 'utf8'), Buffer.from(oid, 'hex'));
  }
  return gitWithInput(bare, ['hash-object', '-t', 'tree', '--literally', '-w', '--stdin'], Buffer.concat(parts));
}

/** Commits the literal tree `entries` to `branch` of the bare repository `bare`; returns the commit id. */
export async function commitLiteralTree(bare: string, entries: LiteralEntry[], branch = 'main'): Promise<string> {
  const tree = await writeLiteralTree(bare, entries);
  const commit = await gitWithInput(bare, ['commit-tree', tree, '-m', 'literal tree']);
  await gitWithInput(bare, ['update-ref', `refs/heads/${branch}`, commit]);
  return commit;
}
