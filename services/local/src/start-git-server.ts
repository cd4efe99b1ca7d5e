// The local platform's git host: node:http on 127.0.0.1 running `git http-backend` as CGI over the
// bare repositories in one folder (as test/git-http-server.ts does), plus what a real git host does
// after a push: tell someone. `onPush` is called once a push completes, like GitHub's push webhook.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runGitHttpBackend } from './run-git-http-backend.ts';

const run = promisify(execFile);

/** One branch a push changed: `after` is `null` when the branch was deleted. */
export interface PushedRef {
  repository: string;
  ref: string;
  before: string | null;
  after: string | null;
}

/** A running local git host. */
export interface LocalGitServer {
  /** `http://127.0.0.1:<port>`; repositories are `<url>/<name>.git`. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `<root>/<name>.git` over smart HTTP on 127.0.0.1 (a free port, or `port`), pushes
 * included. Never blocks the event loop: the CGI and the ref listing are spawned asynchronously,
 * so native git may push to it from this same process.
 */
export async function startGitServer(options: {
  root: string;
  port?: number;
  onPush?: (ref: PushedRef) => void;
}): Promise<LocalGitServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const repository = url.pathname.split('/').find((part) => part.endsWith('.git'));
    const isPush = req.method === 'POST' && url.pathname.endsWith('/git-receive-pack') && repository !== undefined;
    const before = isPush ? listBranches(join(options.root, repository)) : Promise.resolve(new Map<string, string>());
    runGitHttpBackend(req, res, {
      root: options.root,
      // On loopback the user is the operator.
      remoteUser: 'local',
      // The listing before the push must be taken before the pack arrives.
      bodyReady: before,
      onClose: (code) => {
        if (isPush && code === 0 && options.onPush) void notify(options.root, repository, before, options.onPush);
      },
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Branch name → commit of a bare repository (empty when it has none yet or does not exist). */
export async function listBranches(bare: string): Promise<Map<string, string>> {
  try {
    const { stdout } = await run('git', [
      '--git-dir',
      bare,
      'for-each-ref',
      '--format=%(refname) %(objectname)',
      'refs/heads/',
    ]);
    return new Map(
      stdout
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.split(' ') as [string, string]),
    );
  } catch {
    return new Map();
  }
}

async function notify(
  root: string,
  repository: string,
  before: Promise<Map<string, string>>,
  onPush: (ref: PushedRef) => void,
): Promise<void> {
  const old = await before.catch(() => new Map<string, string>());
  const now = await listBranches(join(root, repository));
  const name = repository.replace(/\.git$/, '');
  for (const [ref, after] of now)
    if (old.get(ref) !== after) onPush({ repository: name, ref, before: old.get(ref) ?? null, after });
  for (const [ref, was] of old) if (!now.has(ref)) onPush({ repository: name, ref, before: was, after: null });
}
