// The local platform's git host: node:http on 127.0.0.1 running `git http-backend` as CGI over the
// bare repositories in one folder (as test/git-http-server.ts does), plus what a real git host does
// after a push: tell someone. `onPush` is called once a push completes, like GitHub's push webhook.
import { execFile, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

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
export async function startGitServer(options: { root: string; port?: number; onPush?: (ref: PushedRef) => void }): Promise<LocalGitServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const repository = url.pathname.split('/').find((part) => part.endsWith('.git'));
    const isPush = req.method === 'POST' && url.pathname.endsWith('/git-receive-pack') && repository !== undefined;
    const before = isPush ? listBranches(join(options.root, repository)) : Promise.resolve(new Map<string, string>());
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_PROJECT_ROOT: options.root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? ''),
        // http-backend refuses pushes from anonymous users; on loopback the user is the operator.
        REMOTE_USER: 'local',
        REMOTE_ADDR: '127.0.0.1',
      },
    });
    // The listing before the push must be taken before the pack arrives.
    void before.then(() => req.pipe(cgi.stdin), () => req.pipe(cgi.stdin));
    let head = Buffer.alloc(0);
    let headersDone = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      headersDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else res.setHeader(name, value);
      }
      res.writeHead(status);
      res.write(head.subarray(end + 4));
    });
    cgi.on('close', (code) => {
      if (!headersDone) res.writeHead(500);
      res.end();
      if (isPush && code === 0 && options.onPush) void notify(options.root, repository, before, options.onPush);
    });
    cgi.on('error', () => res.destroy());
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
    const { stdout } = await run('git', ['--git-dir', bare, 'for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads/']);
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

async function notify(root: string, repository: string, before: Promise<Map<string, string>>, onPush: (ref: PushedRef) => void): Promise<void> {
  const old = await before.catch(() => new Map<string, string>());
  const now = await listBranches(join(root, repository));
  const name = repository.replace(/\.git$/, '');
  for (const [ref, after] of now) if (old.get(ref) !== after) onPush({ repository: name, ref, before: old.get(ref) ?? null, after });
  for (const [ref, was] of old) if (!now.has(ref)) onPush({ repository: name, ref, before: was, after: null });
}
