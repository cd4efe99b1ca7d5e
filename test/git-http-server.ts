// A git smart-HTTP server for tests: node:http on 127.0.0.1 running `git http-backend` as CGI over
// the bare repositories in one folder. Both isomorphic-git and native git clone from it (protocol v2
// included). Bound to loopback only; the CGI process is spawned asynchronously, so native git may be
// run against this server from the same process as long as it is spawned asynchronously too.
import { runGitHttpBackend } from '../services/local/src/run-git-http-backend.ts';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Options of {@link startGitHttpServer}. */
export interface GitHttpServerOptions {
  /** Folder holding bare repositories (`<root>/<name>.git`). */
  root: string;
  /**
   * Basic-auth credentials required per repository path (e.g. `private.git`); a request without
   * them, or with wrong ones, gets 401 like a real git host.
   */
  credentials?: Record<string, { username?: string; password: string }>;
  /** Answers every request with this status instead (simulates an outage). */
  failWith?: () => number | undefined;
}

/** A running git server. */
export interface GitHttpServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Number of requests served so far. */
  requests(): number;
  close(): Promise<void>;
}

/** Starts a git HTTP server on 127.0.0.1 with a free port. */
export async function startGitHttpServer(options: GitHttpServerOptions): Promise<GitHttpServer> {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const forced = options.failWith?.();
    if (forced !== undefined) {
      res.writeHead(forced).end();
      return;
    }
    if (!authorised(req, url.pathname, options.credentials)) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end('authentication required');
      return;
    }
    runGitHttpBackend(req, res, { root: options.root, remoteUser: 'tester' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function authorised(req: IncomingMessage, pathname: string, credentials: GitHttpServerOptions['credentials']): boolean {
  const repo = pathname.split('/').find((part) => part.endsWith('.git'));
  const expected = repo === undefined ? undefined : credentials?.[repo];
  if (expected === undefined) return true;
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [username, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return rest.join(':') === expected.password && (expected.username === undefined || username === expected.username);
}
